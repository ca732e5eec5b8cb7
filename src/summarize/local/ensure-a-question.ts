import type { Language, OverallSummary, SummarySources } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { isQuestionSubject, subjectOf, type Question } from './ask-about'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { denseLimit, isLabelDebris } from './fit-word-budget'
import { groundAQuestion } from './ground-a-question'
import type { LineQuestion } from './ask-about-risk'
import { hostCost, hostQuestion } from './host-a-question'
import { upperFirst } from '../text/first-letter'
import { overallWords } from '../overall-words'
import { countWords } from '../text/count-words'

type Overall = { overallSummary: OverallSummary; sources: SummarySources }

/**
 * Every summary that has insights gets a question when the deck grounds one (issue 24, item 4; decision 090).
 * When no stage found one, the first insight whose figure the deck marks as an estimate, or whose claim a line
 * of its slide or the next one limits ("At best a tool sees 45 % of flaws"), is asked what that figure rests on
 * or what the claim still assures, and leads the list, so that keyQuestions[0] stays its question. No insight
 * so grounded gets none: "what explains it, and what would change it?" on the nearest noun and figure was a
 * template readers scored 1, and its figure was at times part of a name ("K-12", "NC24").
 */
export function ensureAQuestion(
  overall: Overall,
  language: Language,
  maxWords = Infinity,
  units: SummaryUnit[] = [],
): Overall {
  const { strategicInsights, keyQuestions } = overall.overallSummary
  if (keyQuestions.length > 0 || strategicInsights.length === 0) return overall
  const found =
    firstOf(strategicInsights, (insight, at) =>
      groundAQuestion(
        insight,
        labelOf(insight, language),
        overall.sources.strategicInsights[at] ?? [],
        units,
        language,
      ),
    ) ??
    firstOf(strategicInsights, (insight, at) =>
      groupQuestion(insight, overall.sources.strategicInsights[at] ?? [], language),
    ) ??
    firstOf(strategicInsights, (insight, at) =>
      valueQuestion(insight, overall.sources.strategicInsights[at] ?? [], language),
    )
  if (found) {
    const {
      at,
      question: { text: question, slides },
    } = found
    const move = <T>(list: T[]) => [list[at]!, ...list.filter((_, index) => index !== at)]
    const asked = {
      overallSummary: {
        ...overall.overallSummary,
        strategicInsights: move(strategicInsights),
        keyQuestions: [question],
      },
      sources: {
        ...overall.sources,
        strategicInsights: move(overall.sources.strategicInsights),
        keyQuestions: [slides],
      },
    }
    // The question's words come from the insights that have none, from the last, never from a takeaway.
    while (
      overallWords(asked.overallSummary) > maxWords &&
      asked.overallSummary.strategicInsights.length > 1
    ) {
      asked.overallSummary.strategicInsights.pop()
      asked.sources.strategicInsights.pop()
    }
    return asked
  }
  return overall
}

// A reader weighs a few questions; more crowd out the deck's own figures.
const MAX_QUESTIONS = 3

/**
 * The questions the deck's own lines ground (a small sample, an assumed figure against a cited range, a pending
 * change; decision 096) after those the stages asked, up to three in all, each once, and only while the overall
 * summary stays within `maxWords`: a question never displaces a takeaway, an action or an insight. keyQuestions[i]
 * belongs to strategicInsights[i], so a question goes beside an insight that has none yet and stands on one of its
 * slides (that insight moves up to meet it), or after every insight once all have theirs; else it is not asked.
 * A sharp question (what a key figure rests on, the pace a dated target needs; decisions 110, 115) weighs as a
 * headline figure: it may run to the dense limit, takes the place of a template asked on its slides or, failing
 * room, of the last template asked, and label-and-value debris yields to it as it yields to a headline figure.
 */
export function addQuestions(overall: Overall, questions: LineQuestion[], maxWords: number): Overall {
  const summary = overall.overallSummary
  const insights = summary.strategicInsights.map((text, at) => ({
    text,
    slides: overall.sources.strategicInsights[at] ?? [],
  }))
  const takeaways = summary.keyTakeaways.map((text, at) => ({
    text,
    slides: overall.sources.keyTakeaways[at] ?? [],
  }))
  const asked: (Question & { sharp?: boolean })[] = summary.keyQuestions.map((text, at) => ({
    text,
    slides: overall.sources.keyQuestions[at] ?? [],
  }))
  let words = overallWords(summary)
  // A sharp question may first try the place of a template that frees all its words (decision 193); where it still
  // is not asked there, everything goes back and it tries again as before, with debris making room.
  const attempts = questions.flatMap((question) => [
    { question, freeing: true },
    { question, freeing: false },
  ])
  for (const { question, freeing } of attempts) {
    if (asked.some(({ text }) => text === question.text)) continue
    // A question whose slides no open insight cites stands beside the takeaway stating its figure, or its own line.
    const onItsSlides = (unasked: typeof insights) =>
      unasked.some((insight) => insight.slides.some((slide) => question.slides.includes(slide)))
    const cost = hostCost(question, takeaways)
    const added = countWords(question.text)
    const limit = question.sharp ? denseLimit(maxWords) : maxWords
    // The deck's own open question (decision 160) is asked of the whole deck, not of one figure: it takes the place
    // of the last template asked, when that frees the words it needs, and goes before every template, with the
    // insight that template stood beside (each other question stays beside its own).
    const template = question.own ? asked.findLastIndex(({ sharp }) => !sharp) : -1
    if (template >= 0 && words - countWords(asked[template]!.text) + added <= limit) {
      words += added - countWords(asked[template]!.text)
      const first = asked.findIndex(({ sharp }) => !sharp)
      asked.splice(template, 1)
      asked.splice(first, 0, question)
      if (template < insights.length) insights.splice(first, 0, ...insights.splice(template, 1))
      continue
    }
    // A sharp question takes the place of the template asked on its slides.
    const replaced = question.sharp
      ? asked.findIndex(
          ({ slides, sharp }) => !sharp && slides.some((slide) => question.slides.includes(slide)),
        )
      : -1
    if (replaced >= 0) {
      const removed = countWords(asked[replaced]!.text)
      // The words the template leaves it short of come from label-and-value debris, as for a question added.
      const needed = words - removed + added - limit
      const room = { takeaways, insights, questioned: asked.length, isInsightsToo: false }
      if (needed > 0 && makeRoom(needed, room, true) === 0) continue
      if (needed > 0) words -= makeRoom(needed, room)
      asked[replaced] = question
      words += added - removed
      continue
    }
    // What the question found when it came: a template or debris it made room with goes back if it is not asked.
    const before = { words, asked: [...asked], insights: [...insights], takeaways: [...takeaways] }
    const notAsked = () => {
      words = before.words
      asked.splice(0, asked.length, ...before.asked)
      insights.splice(0, insights.length, ...before.insights)
      takeaways.splice(0, takeaways.length, ...before.takeaways)
    }
    if (question.sharp && (asked.length >= MAX_QUESTIONS || words + added > limit)) {
      // It goes beside an insight on its slides, or after them all: where the questions asked leave it a place, and
      // else in the place of the last template asked; debris yields the words it still lacks.
      const template = asked.findLastIndex(({ sharp }) => !sharp)
      // The words its own line adds when it needs one to stand beside.
      const extra = (unasked: typeof insights) =>
        unasked.length === 0 || onItsSlides(unasked) ? 0 : (cost ?? 0)
      const open = insights.slice(asked.length)
      // Insights with no question yield only when no template can: a template goes first (decision 124).
      let isInsightsToo = false
      const fits = (count: number, without: number, unasked: typeof insights) =>
        count < MAX_QUESTIONS &&
        (unasked.length === 0 || onItsSlides(unasked) || cost !== undefined) &&
        (words - without + added + extra(unasked) <= limit ||
          makeRoom(
            words - without + added + extra(unasked) - limit,
            { takeaways, insights, questioned: count, isInsightsToo },
            true,
          ) > 0)
      // A template that frees all the words it needs goes before any debris does (decision 193): a figure the deck
      // states weighs more than a question any deck could be asked.
      const freesEnough =
        freeing &&
        template >= 0 &&
        words + added + extra(open) > limit &&
        (() => {
          const reopened = template < insights.length ? [insights[template]!, ...open] : open
          return words - countWords(asked[template]!.text) + added + extra(reopened) <= limit
        })()
      if (freesEnough || !fits(asked.length, 0, open)) {
        if (template < 0) {
          isInsightsToo = true
          if (!fits(asked.length, 0, open)) continue
        } else {
          const freed = countWords(asked[template]!.text)
          const reopened = template < insights.length ? [insights[template]!, ...open] : open
          if (!fits(asked.length - 1, freed, reopened)) continue
          words -= freed
          asked.splice(template, 1)
          // Its insight goes after those that keep a question, so that each question stays beside its own.
          if (template < insights.length) insights.splice(asked.length, 0, ...insights.splice(template, 1))
        }
      }
      const needed = words + added + extra(insights.slice(asked.length)) - limit
      if (needed > 0)
        words -= makeRoom(needed, { takeaways, insights, questioned: asked.length, isInsightsToo })
    }
    const open = insights.slice(asked.length)
    const hosted = open.length > 0 && !onItsSlides(open)
    const total = added + (hosted ? (cost ?? 0) : 0)
    if (asked.length >= MAX_QUESTIONS || words + total > limit || (hosted && cost === undefined)) {
      notAsked()
      continue
    }
    if (hosted) {
      if (!hostQuestion(question, takeaways, insights, asked.length)) {
        notAsked()
        continue
      }
    } else if (open.length > 0) {
      const at = insights.findIndex(
        (insight, index) =>
          index >= asked.length && insight.slides.some((slide) => question.slides.includes(slide)),
      )
      insights.splice(asked.length, 0, ...insights.splice(at, 1))
    }
    asked.push(question)
    words += total
  }
  if (
    asked.every(({ text }, at) => text === summary.keyQuestions[at]) &&
    asked.length === summary.keyQuestions.length &&
    takeaways.length === summary.keyTakeaways.length &&
    insights.length === summary.strategicInsights.length
  )
    return overall
  return {
    overallSummary: {
      ...summary,
      keyTakeaways: takeaways.map(({ text }) => text),
      strategicInsights: insights.map(({ text }) => text),
      keyQuestions: asked.map(({ text }) => text),
    },
    sources: {
      ...overall.sources,
      keyTakeaways: takeaways.map(({ slides }) => slides),
      strategicInsights: insights.map(({ slides }) => slides),
      keyQuestions: asked.map(({ slides }) => slides),
    },
  }
}

// The point leads the takeaways and is never debris to drop.
const KEPT_TAKEAWAYS = 1

/**
 * Room for a sharp question, as fitWordBudget makes it past the dense limit (decision 066): label-and-value
 * debris goes, the last first, an insight with no question before a takeaway. Nothing goes unless enough can:
 * the words freed, or 0; a trial only counts them.
 */
function makeRoom(
  needed: number,
  items: {
    takeaways: { text: string }[]
    insights: { text: string }[]
    questioned: number
    isInsightsToo: boolean
  },
  isTrial = false,
): number {
  const { takeaways, insights, questioned, isInsightsToo } = items
  const candidates = [
    ...insights
      .map((item, at) => ({ list: insights, item, at }))
      .filter(({ at }) => at >= questioned)
      .reverse(),
    ...takeaways
      .map((item, at) => ({ list: takeaways, item, at }))
      .filter(({ at }) => at >= KEPT_TAKEAWAYS)
      .reverse(),
  ]
    .filter(({ item }) => isLabelDebris(item.text))
    // A table's row under its title ("Title — Row — Column: value") is read in its slide's entry: it goes first.
    .sort((a, b) => Number(isTableRow(b.item.text)) - Number(isTableRow(a.item.text)))
  // Then an insight that has no question, the last first, as ensureAQuestion makes room (decision 124): a question
  // a sharp reader asks weighs more than a finding nobody asked about; a takeaway never goes for it.
  if (isInsightsToo)
    candidates.push(
      ...insights
        .map((item, at) => ({ list: insights, item, at }))
        .filter(({ at, item }) => at >= questioned && !isLabelDebris(item.text))
        .reverse(),
    )
  const chosen: typeof candidates = []
  let freed = 0
  for (const candidate of candidates) {
    if (freed >= needed) break
    chosen.push(candidate)
    freed += countWords(candidate.item.text)
  }
  if (freed < needed) return 0
  if (isTrial) return freed
  for (const { list, item } of chosen) list.splice(list.indexOf(item), 1)
  return freed
}

function firstOf<T>(
  items: string[],
  ask: (item: string, at: number) => T | undefined,
): { at: number; question: T } | undefined {
  for (const [at, item] of items.entries()) {
    const question = ask(item, at)
    if (question) return { at, question }
  }
  return undefined
}

/**
 * A stated result against its comparison group's ("Readmissions: … 11.8% were readmitted within 30 days, compared
 * with 14.9% in a matched comparison group"): how comparable the groups are, naming the label and both figures,
 * as a computed comparison is asked (decision 119). Only a part that opens with its label and states two shares.
 */
function groupQuestion(insight: string, slides: number[], language: Language) {
  const words = DECK_WORDS[language]
  for (const part of insight.split(' — ')) {
    const label = /^([^:]{3,60}):\s/u.exec(part.trim())?.[1]?.trim()
    const shares = [...part.matchAll(/\d+(?:[.,]\d+)?\s?%/gu)].map((match) => match[0])
    if (!label || shares.length !== 2 || !words.comparesGroups(part)) continue
    const subject = subjectOfClaim(`${label}:`, language)
    if (!subject) continue
    const text = words.questions.evidence
      .replace('{subject}', upperFirst(subject))
      .replace('{figure}', shares[0]!)
      .replace('{plan}', shares[1]!)
    return { text, slides }
  }
  return undefined
}

/**
 * The last resort, so that a summary with insights keeps a question: an insight that is a label and its value
 * ("Le quartier en chiffres — débit de pointe décennal : 2,37 m³/s") asks why that value is what it is. Only
 * a value right after its label: a number inside a sentence or a name ("K-12", "NC24") is no label's value.
 */
function valueQuestion(insight: string, slides: number[], language: Language) {
  for (const part of insight.split(' — ')) {
    // Each unit word is read whole (the lookahead): a run of letters split every way made this exponential on a
    // long clause that does not match.
    const match =
      /^([^:]{3,60}):\s*([-+−]?[$€£¥]?\s?\d[\d.,]*(?:\s?(?:%|[\p{L}³²/]+(?![\p{L}³²/])))*)\s*$/u.exec(
        part.trim(),
      )
    if (!match) continue
    const subject = subjectOfClaim(`${match[1]!.trim()}:`, language)
    if (!subject) continue
    const text = DECK_WORDS[language].questions.cause
      .replace('{subject}', upperFirst(subject))
      .replace('{figure}', match[2]!.trim())
    return { text, slides }
  }
  return undefined
}

function isTableRow(text: string): boolean {
  return text.split(' — ').length >= 3
}

/**
 * The label an insight opens with ("Energy savings: ~US$ 8.5 per tonne", "Choosing a VM Size — …"), when it
 * names a subject; '' for an insight that is one sentence.
 */
function labelOf(insight: string, language: Language): string {
  const head = /^([^:—]{3,60})(?::\s|\s—\s)/u.exec(insight)?.[1]
  return head === undefined ? '' : subjectOfClaim(`${head.trim()}:`, language)
}

/**
 * What a claim is about: its label ("Margin of error: ±2.0 points…"), or the words before its verb ("L'opzione
 * C è stata proposta…"); '' for a section's label, a summary's heading or an instruction.
 */
function subjectOfClaim(text: string, language: Language): string {
  const cues = LANGUAGE_CUES[language]
  const verb = /^[^:]{3,60}:/u.test(text) ? null : cues.copula.exec(text)
  const subject = verb
    ? subjectOf(`${text.slice(0, verb.index).trim()}:`, language)
    : subjectOf(text, language)
  if (!subject || !isQuestionSubject(subject, language)) return ''
  if (cues.sectionLabel.test(subject) || cues.summaryTitle.test(subject) || cues.frameTitle.test(subject))
    return ''
  return cues.imperative.test(subject) ? '' : subject
}
