import type { Language, OverallSummary, SummarySources } from '../../shared'
import { extractFigures } from '../figures'
import { LANGUAGE_CUES, type InsightTopic } from '../text/language-cues'
import { isBoilerplate } from '../text/is-boilerplate'
import { isEnumeration, isFragment } from '../text/is-fragment'
import { isStopWord, tokenize } from '../text/tokenize'
import { countFigures, STOCK_SHARE, type Passage, type SummaryUnit } from './collect-passages'
import { cutActionClause } from './cut-action-clause'
import { selectDiverse, vectorize, type TermVector } from './rank-by-centrality'

const MIN_TAKEAWAYS = 3
const MAX_TAKEAWAYS = 8
const MAX_ACTIONS = 8
const MAX_INSIGHTS = 5
// An insight is one statement: past this it is a paragraph or a list.
const MAX_INSIGHT = 220
// A passage shorter than this says too little alone: the slide title goes before it as context.
const SHORT_PASSAGE = 60
const SHORT_TITLE = 50

interface Item {
  text: string
  slides: number[]
}

/**
 * Key takeaways (TextRank relevance, diversified by MMR), action items (obligation and imperative cues,
 * next-steps and ask slides), strategic insights (figures with a comparative or quantitative cue) and one
 * key question per insight, each with the slides it comes from.
 */
export function buildOverallSummary(
  units: SummaryUnit[],
  passages: Passage[],
  relevance: number[],
  language: Language,
  budget: number,
): { overallSummary: OverallSummary; sources: SummarySources } {
  const cues = LANGUAGE_CUES[language]
  const vectors = vectorize(passages.map((passage) => passage.tokens))
  const candidate = (index: number, boost = 1) => ({
    index,
    vector: vectors[index]!,
    relevance: relevance[index]! * boost,
  })
  // Agenda, contents, introduction, questions and thanks slides frame the deck: they hold none of its findings.
  const isFrame = (passage: Passage) => passage.isAgenda || cues.frameTitle.test(units[passage.unit]!.title)
  // Legal furniture, code and reference lines stand on slides but are no one's conclusion.
  const isClean = (passage: Passage) =>
    !isBoilerplate(passage.text, language) &&
    !isFragment(passage.brief, language) &&
    !isForeign(passage.brief, language)
  const itemOf = (index: number, brief?: string): Item => {
    const passage = passages[index]!
    const unit = units[passage.unit]!
    const title = unit.title.trim()
    const text = brief ?? passage.brief
    // A title that is itself a sentence (a section named by its first line) gives no context, only length.
    const needsContext =
      text.length < SHORT_PASSAGE &&
      title &&
      !cues.frameTitle.test(title) &&
      title.length <= SHORT_TITLE &&
      !/[.!]$/.test(title) &&
      !text.toLowerCase().includes(title.toLowerCase())
    // A title that is a question or a sentence is followed by the line, not by a colon ("…?: …").
    const joiner = /[?!.:]$/.test(title) ? ' ' : ': '
    return { text: needsContext ? `${title}${joiner}${text}` : text, slides: unit.pages }
  }

  // Stock phrasing and appendix lines are never the deck's conclusions.
  const isSubstantial = (passage: Passage) =>
    isWholeStatement(passage.brief, language) &&
    passage.brief.length >= 20 &&
    passage.brief.length <= 300 &&
    passage.tokens.length >= 3 &&
    passage.stock < STOCK_SHARE &&
    !passage.isSupplement
  const summaryBoost = (passage: Passage) => (cues.summaryTitle.test(units[passage.unit]!.title) ? 1.5 : 1)
  // A takeaway is read at a glance: past a short sentence, a longer one must be worth its length.
  const concision = (passage: Passage) => Math.min(1, 60 / passage.brief.length)
  const isTakeaway = (passage: Passage) =>
    isSubstantial(passage) &&
    !passage.isAction &&
    !passage.isAgenda &&
    !passage.table &&
    // A takeaway states; the deck's own questions are not its conclusions.
    !/[?¿]\s*$/.test(passage.text)
  const takeawayBoost = (passage: Passage) =>
    summaryBoost(passage) *
    (passage.figures > 0 ? 1.3 : 1) *
    concision(passage) *
    (cues.frameTitle.test(units[passage.unit]!.title) ? 0.5 : 1)
  // Clean statements first; a deck with too few of them falls back on its plain statements, then on any line but legal furniture.
  const pools = [
    (passage: Passage) => isTakeaway(passage) && isClean(passage),
    isTakeaway,
    (passage: Passage) => !isBoilerplate(passage.text, language),
    () => true,
  ]
  let takeawayPool: ReturnType<typeof candidate>[] = []
  for (const accepts of pools) {
    takeawayPool = passages.flatMap((passage, index) =>
      accepts(passage) ? [candidate(index, takeawayBoost(passage) * (passage.fromNotes ? 0.5 : 1))] : [],
    )
    if (takeawayPool.length >= MIN_TAKEAWAYS) break
  }
  const takeawayCount = Math.min(MAX_TAKEAWAYS, Math.max(MIN_TAKEAWAYS, Math.round(units.length / 3)))
  // A deck of one or two slides still gets its three takeaways, so the cap per slide grows with the need.
  const takeaways = spreadOverSlides(
    selectDiverse(takeawayPool, takeawayCount * 4).map((i) => takeawayPool[i]!.index),
    passages,
    takeawayCount,
    Math.max(PER_SLIDE, Math.ceil(takeawayCount / Math.max(1, units.length))),
  )

  // A line with its own obligation or imperative wording outranks one that is an action only by its slide's title.
  const isExplicit = (passage: Passage) =>
    cues.imperative.test(passage.text) || cues.action.test(passage.text)
  // What each action line says as an action: its action clause, short enough to read at a glance.
  const clauses = new Map<number, string>()
  passages.forEach((passage, index) => {
    if (!passage.isAction || passage.text.length < 8 || passage.tokens.length < 2) return
    if (!isClean(passage) || isFrame(passage)) return
    const onActionSlide = !passage.fromNotes && cues.actionTitle.test(units[passage.unit]!.title)
    const clause = cutActionClause(passage.brief, language, onActionSlide)
    if (clause && tokenize(clause, language).length >= 2 && isWholeStatement(clause, language))
      clauses.set(index, clause)
  })
  const actionPool = [...clauses].map(([index, clause]) =>
    candidate(index, (isExplicit(passages[index]!) ? 2 : 1) * Math.min(1, 80 / clause.length)),
  )
  const actions = selectDiverse(actionPool, MAX_ACTIONS, { duplicateAbove: 0.6 })
    .map((i) => actionPool[i]!.index)
    .sort((a, b) => a - b)

  const taken = new Set([...takeaways, ...actions])
  // A quantitative or comparative statement: a measured figure with its concern's wording, not an action, a list or furniture.
  const isInsight = (passage: Passage) =>
    isWholeStatement(passage.brief, language) &&
    hasMeasure(passage.brief) &&
    passage.insightKind !== undefined &&
    !passage.table &&
    !passage.isAction &&
    passage.brief.length <= MAX_INSIGHT &&
    passage.stock < STOCK_SHARE &&
    !passage.isSupplement &&
    !isFrame(passage) &&
    isClean(passage) &&
    !/https?:\/\/|www\./i.test(passage.text) &&
    !isEnumeration(passage.brief, language) &&
    topicOf(passage, units[passage.unit]!, language) !== ''
  let insightPool = passages.flatMap((passage, index) =>
    isInsight(passage) && !taken.has(index) ? [candidate(index, passage.fromNotes ? 0.8 : 1)] : [],
  )
  // A short deck's only quantitative statements may all be takeaways already: one of them is its insight too.
  const takenVectors: TermVector[] = insightPool.length > 0 ? takeaways.map((index) => vectors[index]!) : []
  if (insightPool.length === 0)
    insightPool = passages.flatMap((passage, index) => (isInsight(passage) ? [candidate(index)] : []))
  const insights = spreadOverSlides(
    selectDiverse(insightPool, MAX_INSIGHTS * 4, { alreadyPicked: takenVectors, duplicateAbove: 0.8 }).map(
      (i) => insightPool[i]!.index,
    ),
    passages,
    MAX_INSIGHTS,
  )

  const takeawayItems = takeaways.map((index) => itemOf(index))
  const actionItems = actions.map((index) => itemOf(index, clauses.get(index)))
  const insightItems = insights.map((index) => itemOf(index))
  const asked = new Set<string>()
  const questionItems = insights.map((index): Item => {
    const passage = passages[index]!
    let text = askAbout(passage, units[passage.unit]!, language, passage.insightKind)
    if (asked.has(text)) text = askAbout(passage, units[passage.unit]!, language, 'comparison')
    asked.add(text)
    return { text, slides: units[passage.unit]!.pages }
  })
  fitBudget(budget, takeawayItems, actionItems, insightItems, questionItems)
  return {
    overallSummary: {
      keyTakeaways: takeawayItems.map((item) => item.text),
      actionItems: actionItems.map((item) => item.text),
      strategicInsights: insightItems.map((item) => item.text),
      keyQuestions: questionItems.map((item) => item.text),
    },
    sources: {
      keyTakeaways: takeawayItems.map((item) => item.slides),
      actionItems: actionItems.map((item) => item.slides),
      strategicInsights: insightItems.map((item) => item.slides),
      keyQuestions: questionItems.map((item) => item.slides),
    },
  }
}

/**
 * A line in English inside a deck in another language (a reference title, a quoted standard): it has
 * English grammatical words and none of the deck's own, so it is not the deck's statement.
 */
function isForeign(text: string, language: Language): boolean {
  if (language === 'en') return false
  const words = text.split(/\s+/).map((word) => word.replace(/[^\p{L}'’]/gu, '').toLowerCase())
  return words.some((word) => isStopWord(word, 'en')) && !words.some((word) => isStopWord(word, language))
}

/**
 * A line that reads as a statement of its own, not a piece of one cut by the layout (a PDF column, a
 * wrapped PPT line): it does not open in lower case, nor end on a comma, a colon, a hyphen or a stop word ("… mit der").
 */
function isWholeStatement(text: string, language: Language): boolean {
  // A bullet glyph the layout left in front ("○ contributed to…") hides where the line really opens.
  const trimmed = text.trim().replace(/^[○•▪◦●■□‣–*-]\s+/u, '')
  if (/^\p{Ll}/u.test(trimmed) || /[,;:(–-]$/u.test(trimmed)) return false
  const last = /([\p{L}]+)[^\p{L}]*$/u.exec(trimmed)?.[1] ?? ''
  return !isStopWord(last, language) || /[.!?]$/.test(trimmed)
}

// Never trimmed below these: the spec's overall summary is worth reading even for a short deck.
const MIN_ACTIONS = 2
const MIN_INSIGHTS = 1

/**
 * Sized to the deck: while the overall summary is longer than its budget, the last-ranked insight (with
 * its question) goes first, then takeaways down to three, then action items down to two.
 */
function fitBudget(budget: number, takeaways: Item[], actions: Item[], insights: Item[], questions: Item[]) {
  const length = () =>
    [takeaways, actions, insights, questions].reduce(
      (sum, items) => sum + items.reduce((total, item) => total + item.text.length, 0),
      0,
    )
  while (length() > budget) {
    if (insights.length > MIN_INSIGHTS) {
      insights.pop()
      questions.pop()
    } else if (takeaways.length > MIN_TAKEAWAYS) takeaways.pop()
    else if (actions.length > MIN_ACTIONS) actions.pop()
    else break
  }
}

// At most this many takeaways (or insights) from one slide, so that one dense slide cannot fill the list.
const PER_SLIDE = 2

/**
 * The first `limit` of `ranked` passage indices, one slide each while other slides have candidates, then
 * up to `perSlide` from one slide: a slide of three similar lines (a team's bios) must not fill the list.
 * Second picks from a slide come last, so they are the first the length budget drops.
 */
function spreadOverSlides(
  ranked: number[],
  passages: Passage[],
  limit: number,
  perSlide = PER_SLIDE,
): number[] {
  const perUnit = new Map<number, number>()
  const picked: number[] = []
  for (const cap of [1, perSlide]) {
    for (const index of ranked) {
      if (picked.length === limit) return picked
      const unit = passages[index]!.unit
      if ((perUnit.get(unit) ?? 0) >= cap || picked.includes(index)) continue
      perUnit.set(unit, (perUnit.get(unit) ?? 0) + 1)
      picked.push(index)
    }
  }
  return picked
}

/** The key question of an insight: its concern's template in the document's language, about its subject. */
function askAbout(
  passage: Passage,
  unit: SummaryUnit,
  language: Language,
  concern: Passage['insightKind'],
): string {
  const cues = LANGUAGE_CUES[language]
  const kind: InsightTopic = concern === 'comparison' || !concern ? 'general' : concern
  return cues.questions[kind].replace('{topic}', topicOf(passage, unit, language))
}

/**
 * What a key question asks about: the label of the line, else its slide's title, else the line's opening
 * words; empty when none of them names a subject (a frame title, a stop word, a figure).
 */
function topicOf(passage: Passage, unit: SummaryUnit, language: Language): string {
  const cues = LANGUAGE_CUES[language]
  const title = cues.frameTitle.test(unit.title) || cues.summaryTitle.test(unit.title) ? '' : unit.title
  const candidates = [
    labelOf(passage.text, language),
    titleTopic(title, language),
    subjectOf(passage.text, language),
  ]
  return (
    candidates.find(
      (topic) =>
        topic !== '' &&
        !cues.frameTitle.test(topic) &&
        !cues.summaryTitle.test(topic) &&
        tokenize(topic, language).some((token) => token.length >= 3),
    ) ?? ''
  )
}

// Not a measure: identifiers ("CWE-611", "ISO 27001", "A8:2017"), section numbers, ranks ("#11"), bare
// years, and a number that is part of a name ("Top 10", "Phase 2": a capitalised word and a bare small number).
const NOT_A_MEASURE =
  /\p{Lu}\p{Ll}+\s\d{1,2}(?![\p{N}.,%$€£\p{L}])(?!\s*(?:%|[kmb]\b))|\p{Lu}{2,}[- ]?\d[\w.-]*|\p{Lu}\d+:\d{4}|\d+(?:\.\d+){2,}|#\d+|(?<![\p{N}.,$€£%-])(?:19|20)\d{2}(?![\p{N}%])/gu

/** A figure that measures something: an amount, a share, a count, not only a code, a rank or a year. */
function hasMeasure(text: string): boolean {
  return countFigures(text.replace(NOT_A_MEASURE, ' ')) > 0
}

/** The label of a "label: value" line, the surest name of what a figure measures. */
function labelOf(text: string, language: Language): string {
  return /^[^:—|]{3,60}[:—|]/.test(text) ? subjectOf(text, language) : ''
}

/**
 * A slide title names its subject as a noun phrase more often than a line's opening words do (which are
 * often a verb: "Allow a minimum of…"); a title that is a question or a long sentence does not.
 */
function titleTopic(title: string, language: Language): string {
  // A section's number ("3 Results", "2.1 Method", "IV. Findings") is its place in the document, not its subject.
  const trimmed = title.trim().replace(/^(?:\d+(?:\.\d+)*[.)]?|[IVX]+[.)])\s+(?=\p{L})/u, '')
  if (!trimmed || /[?.!]$/.test(trimmed) || trimmed.split(/\s+/).length > 8) return ''
  return subjectOf(trimmed, language)
}

/**
 * What a line is about, without its figures: the label of "label: value", else its first words up to
 * the first figure or clause break, without stop words at either end.
 */
export function subjectOf(text: string, language: Language): string {
  const label = /^([^:—|]{3,60})[:—|]/.exec(text)?.[1]
  const head = (label ?? text).split(/[,;:()[\]—–|]|\s-\s/)[0] ?? ''
  // A sentence opening with a pronoun or article ("It serves…") has no subject to lift: the caller uses the title.
  if (!label && isStopWord(head.trim().split(/\s+/)[0] ?? '', language)) return ''
  const words: string[] = []
  for (const word of head.trim().split(/\s+/)) {
    if (extractFigures(word).length > 0 || /[$€£¥%]/.test(word)) break
    words.push(word.replace(/[.!?"“”«»]+$/g, ''))
    if (words.length === 6) break
  }
  while (words.length > 0 && isStopWord(words[0]!, language)) words.shift()
  while (words.length > 0 && isStopWord(words.at(-1)!, language)) words.pop()
  if (words.length === 0) return ''
  const first = words[0]!
  // German nouns keep their capital; elsewhere a sentence-initial capital is lowered unless it is an acronym or a name.
  const isAcronym = first.length > 1 && first === first.toUpperCase()
  const isName = words.length > 1 && /^\p{Lu}/u.test(words[1]!)
  if (language !== 'de' && !isAcronym && !isName) words[0] = first.charAt(0).toLowerCase() + first.slice(1)
  return words.join(' ')
}
