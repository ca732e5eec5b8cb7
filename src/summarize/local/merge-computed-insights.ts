import type { Language, OverallSummary, SummarySources } from '../../shared'
import type { ComputedInsight } from './compute-insights'
import { isQuestionSubject } from './ask-about'
import { DECK_WORDS } from './deck-words'
import type { DeckWordsData } from './deck-words/deck-words-schema'
import { LANGUAGE_CUES } from '../text/language-cues'
import { measuresOf } from './statements'
import { canonicalFigure } from '../figures'
import { dropSpeakerDirection } from './drop-speaker-direction'
import type { Gap } from './ask-what-is-missing'
import type { SummaryUnit } from './collect-passages'
import { readAsks, relateGap, relateTarget } from './relate-question'
import { upperFirst } from '../text/first-letter'
import { contentTerms } from '../text/tokenize'

// An overall summary states this many insights at most (computed and stated ones together).
const MAX_INSIGHTS = 4
// How much longer than a computed insight a takeaway stating its inputs may be and still be replaced by it.
const MAX_EXTRA = 40
// Takeaways that stay when one that a computed insight restates goes.
const MIN_TAKEAWAYS = 3
// A sentence of fewer words is a label or a figure, which many items name (decision 163).
const MIN_QUOTED_WORDS = 6

/**
 * The computed insights lead the strategic insights, each with its question (named by its subject and figure,
 * from the language's template), so `keyQuestions[i]` stays the question of `strategicInsights[i]`. A stated
 * insight that restates a computed one's figures is left out.
 */
export function mergeComputedInsights(
  overall: { overallSummary: OverallSummary; sources: SummarySources },
  computed: ComputedInsight[],
  language: Language,
  gaps: Gap[] = [],
  discussed: Gap[] = [],
  units: SummaryUnit[] = [],
): { overallSummary: OverallSummary; sources: SummarySources } {
  // A stated insight from the notes is the statement, not the speaker's direction around it.
  overall = {
    ...overall,
    overallSummary: {
      ...overall.overallSummary,
      strategicInsights: overall.overallSummary.strategicInsights.map((text) =>
        dropSpeakerDirection(text, language),
      ),
    },
  }
  // The deck's point, as the stated summary opens with it: what a series' growth question must be about.
  const point = overall.overallSummary.keyTakeaways[0] ?? ''
  // A takeaway that states every input of a computed insight (a chart's first and last point, a plan row) is
  // said again, better, by it: it goes while enough takeaways stay, else it becomes the insight in its place.
  // A longer takeaway (the point) stays.
  const keyTakeaways = [...overall.overallSummary.keyTakeaways]
  const takeawaySources = [...overall.sources.keyTakeaways]
  // A takeaway whose every figure a relation the deck states carries ("Injection — It was #1 from 2003-2017, #3 in
  // 2021, #5 in 2025" beside that move as an insight) is the relation said again without it: it goes while enough
  // takeaways stay. The point stays (decision 119).
  for (const { finding } of discussed) {
    // Two figures at least: one shared figure is a coincidence of numbers, not the same relation.
    const at = keyTakeaways.findIndex(
      (text, index) =>
        index > 0 &&
        numbersOf(text).size >= 2 &&
        statesAllOf(finding, text) &&
        // A longer takeaway says more than the relation (its other reasons): it stays.
        text.length <= finding.length + MAX_EXTRA,
    )
    if (at < 0 || keyTakeaways.length <= MIN_TAKEAWAYS) continue
    keyTakeaways.splice(at, 1)
    takeawaySources.splice(at, 1)
  }
  // A relation of a row's figure takes the plan its row's variance read, so that its question asks about the gap.
  computed = computed.map((insight) => {
    const variance = computed.find((other) => other.kind === 'variance' && isRelationOf(insight, other))
    return insight.plan === undefined && variance?.plan !== undefined
      ? { ...insight, plan: variance.plan }
      : insight
  })
  computed = computed.filter((insight) => {
    // A stated relation quotes its figure line: the takeaway stating that figure stays (the budget weighs both);
    // a relation of the point's own figures says again what opens the summary, so it goes, unless it adds one
    // ("excluding Oven 3, OEE was 73.1%" beside the point's "OEE: 68.4% (plan 72.0%)").
    // A row's gap that a relation of the deck's own states with its cause or caveat, on the same figure and plan, is
    // that relation's question: stated alone it says the figure again ("Adjusted EBITDA: Q2 actual 1.1 against Q2
    // budget 0.3" beside "Adjusted EBITDA £1.1M — Adjusted EBITDA excludes £0.9M …").
    if (insight.kind === 'variance' && computed.some((other) => isRelationOf(other, insight))) return false
    // A relation that states a tested figure's headline sentence says it without its test (decision 163).
    if (
      insight.kind !== 'sensitivity' &&
      computed.some((other) => other.kind === 'sensitivity' && quotesASentence(other.text, insight.text))
    )
      return false
    if (insight.kind === 'assumption') {
      const figures = [...measuresOf(insight.text)]
      if (figures.every((figure) => keyTakeaways[0]?.includes(figure) ?? false)) return false
      // A computed insight on the same figures (a result against its target) states the relation already.
      if (computed.some((other) => other.kind !== 'assumption' && statesAllOf(other.text, insight.text)))
        return false
      return true
    }
    // A takeaway the insight quotes whole (a contrast's first sentence) is said again in it, too.
    const at = keyTakeaways.findIndex(
      (text, index) =>
        (insight.inputs.every((input) => text.includes(input)) &&
          text.length <= insight.text.length + MAX_EXTRA) ||
        quotes(insight.text, text) ||
        // The range line alone ("Comparables: 8.5x to 11.0x EBITDA") is half of what the range insight relates.
        (insight.kind === 'range' && text.length <= insight.text.length && statesAllOf(insight.text, text)) ||
        // A row of the table a comparison states ("Swartzlander — Round to Nearest; ≈ 2^28") is one of its cells,
        // said again without its other side (decision 175).
        (insight.kind === 'contrast' &&
          text.length <= insight.text.length &&
          statesAllOf(insight.text, text) &&
          (takeawaySources[index] ?? []).some((slide) => insight.slides.includes(slide))),
    )
    if (at < 0) return true
    if (keyTakeaways.length > MIN_TAKEAWAYS) {
      keyTakeaways.splice(at, 1)
      takeawaySources.splice(at, 1)
      return true
    }
    keyTakeaways[at] = insight.text
    return false
  })
  overall = {
    overallSummary: { ...overall.overallSummary, keyTakeaways },
    sources: { ...overall.sources, keyTakeaways: takeawaySources },
  }
  const words = DECK_WORDS[language]
  const questions = words.questions
  // An insight with no subject to name (a sentence's relation without a label) has no question; it keeps its place,
  // since the budget cuts from the end.
  // A subject that is a clause ("It was top-ranked in the community survey with 50%") names no measure either.
  // A subject another insight asks about with both its figures (a target, a gap) is asked about once, so.
  // A figure line the deck relates to its cause or assumption is asked about only when it has a target or a plan:
  // of a bare actual, "What does it rest on" asks what the deck has just said.
  // A subject that is an action ("Budget für zwei Teams freigeben") is a decision to take, not a measure: it is
  // quoted and asked what follows if it is not taken, never slotted into a measure's question.
  const isDecision = (insight: ComputedInsight) => LANGUAGE_CUES[language].imperative.test(insight.subject)
  // A result against its comparison group's is asked about by its label and two figures, the label read as the
  // stat's name ("Subiram pelo menos um nível de leitura: 62 %"), not slotted into a clause.
  // A series' growth with no plan is asked what must hold for it to go on growing only when the deck's point names
  // the series: else the question presumes an aim the deck never states ("Total Enrollment" in a deck about
  // completion; decision 151), and no question beats that template.
  const growsOffPoint = (insight: ComputedInsight) =>
    insight.kind === 'growth' && insight.plan === undefined && !sharesTerm(insight.subject, point, language)
  // An insight whose stage phrased its own question (a table's rows, decision 179) asks that one.
  const asks = (insight: ComputedInsight): boolean =>
    insight.question !== undefined ||
    (insight.comparedWith !== undefined && insight.subject !== '') ||
    (isQuestionSubject(insight.subject, language) &&
      !growsOffPoint(insight) &&
      (insight.kind !== 'assumption' ||
        insight.inputs.some((input) => words.setsTarget(input) || words.headers.plan(input))) &&
      (insight.plan !== undefined ||
        !computed.some((other) => other.plan !== undefined && sameMeasure(other.subject, insight.subject))))
  // keyQuestions[i] belongs to strategicInsights[i]: the computed insights with a question lead.
  const computedAsked = computed.filter(asks)
  const computedUnasked = computed.filter((insight) => !asks(insight))
  // A gap against plan is asked what it means for the deck's ask or how much of it its stated cause is, when the
  // deck states either: "what explains it" asks what the deck has answered.
  const deckAsks = readAsks(overall.overallSummary.actionItems, overall.sources.actionItems)
  const related = (insight: ComputedInsight) =>
    // A forecast's change (186 € to 180 €) is no gap: its cause or an ask would not close it.
    insight.plan === undefined ||
    insight.comparedWith !== undefined ||
    isDecision(insight) ||
    questionKindOf(insight, false) !== 'variance'
      ? undefined
      : relateGap({ ...insight, plan: insight.plan }, units, deckAsks, language)
  // A target is asked about the driver its slide names beside it, when it names one.
  const relatedQuestions = computedAsked.map((insight) =>
    insight.plan !== undefined && !isDecision(insight) && questionKindOf(insight, false) === 'target'
      ? relateTarget({ ...insight, plan: insight.plan }, units, language)
      : related(insight),
  )
  const asked = computedAsked.map(
    (insight, at) =>
      insight.question ??
      relatedQuestions[at]?.text ??
      questions[questionKindOf(insight, isDecision(insight))]
        // A label opening the question ("Subiram pelo menos um nível de leitura: 62 %…") takes a capital.
        .replace(
          '{subject}',
          insight.comparedWith === undefined ? insight.subject : upperFirst(insight.subject),
        )
        .replace('{figure}', insight.figure)
        .replace('{plan}', insight.comparedWith ?? insight.plan ?? '')
        // A figure against a range is asked why this figure, the range quoted as the deck writes it.
        .replace('{range}', insight.plan ?? ''),
  )
  const { overallSummary, sources } = overall
  const covered = computed.flatMap((insight) => insight.inputs)
  // Stated insights keep their order; one whose figures a computed insight already states goes.
  const kept = overallSummary.strategicInsights
    .map((text, index) => ({ text, index }))
    .filter(({ text }) => !covered.some((input) => input.length > 1 && text.includes(input)))
    // A stated insight that a relation quotes (the cause sentence it pairs with its figure) is said there already.
    .filter(({ text }) => !computed.some((insight) => quotes(insight.text, text)))
    // One that states a tested figure's headline sentence says it without its test: the tested one takes its place.
    .filter(
      ({ text }) =>
        !computed.some((insight) => insight.kind === 'sensitivity' && quotesASentence(insight.text, text)),
    )
    // One whose figures a computed insight states all of is that insight again, in the deck's words.
    .filter(({ text }) => !computed.some((insight) => statesAllOf(insight.text, text)))
  // A stated relation takes no stated insight's place: it quotes the deck, as they do, and the budget weighs them.
  const room = Math.max(0, MAX_INSIGHTS - computed.filter((insight) => insight.kind !== 'assumption').length)
  const stated = kept.slice(0, room)
  // The stated insights' own questions stay with them while they lead their list.
  const withQuestion = stated.filter(({ index }) => index < overallSummary.keyQuestions.length)
  const withoutQuestion = stated.filter(({ index }) => index >= overallSummary.keyQuestions.length)
  // What the deck says its audience will discuss leads. What the genre expects and the deck lacks follows the
  // insights that have their question, with its own, and comes before those that have none.
  return {
    overallSummary: {
      ...overallSummary,
      strategicInsights: [
        ...discussed.map((item) => item.finding),
        ...computedAsked.map((insight) => insight.text),
        ...withQuestion.map(({ text }) => text),
        ...gaps.map((gap) => gap.finding),
        ...computedUnasked.map((insight) => insight.text),
        ...withoutQuestion.map(({ text }) => text),
      ],
      keyQuestions: [
        ...discussed.map((item) => item.question),
        ...asked,
        ...withQuestion.map(({ index }) => overallSummary.keyQuestions[index]!),
        ...gaps.map((gap) => gap.question),
      ],
    },
    sources: {
      ...sources,
      strategicInsights: [
        ...discussed.map((item) => item.slides ?? []),
        ...computedAsked.map((insight) => insight.slides),
        ...withQuestion.map(({ index }) => sources.strategicInsights[index] ?? []),
        ...gaps.map(() => []),
        ...computedUnasked.map((insight) => insight.slides),
        ...withoutQuestion.map(({ index }) => sources.strategicInsights[index] ?? []),
      ],
      keyQuestions: [
        ...discussed.map((item) => item.questionSlides ?? item.slides ?? []),
        ...computedAsked.map((insight, at) => relatedQuestions[at]?.slides ?? insight.slides),
        ...withQuestion.map(({ index }) => sources.keyQuestions[index] ?? []),
        ...gaps.map(() => []),
      ],
    },
  }
}

/**
 * Which question a computed insight takes: a decision's when its subject is an action; a figure that changes
 * between two places asks what must hold for the new value, as a target does; a figure the deck relates to its
 * cause beside its plan asks what explains the gap and whether it recurs, as a variance does.
 */
function questionKindOf(insight: ComputedInsight, isDecision: boolean): keyof DeckWordsData['questions'] {
  if (insight.comparedWith !== undefined) return 'evidence'
  if (isDecision) return 'decision'
  // A change, or a series toward its budget, is asked what must hold to go from its figure to its plan.
  if (insight.kind === 'change' || (insight.kind === 'growth' && insight.plan !== undefined)) return 'target'
  // A tested assumption is asked, when a subject names it, what an assumption is asked (decision 163).
  if (insight.kind === 'sensitivity') return 'assumption'
  return insight.kind === 'assumption' && insight.plan !== undefined ? 'variance' : insight.kind
}

// Whether `relation` is the deck's statement relating the figure that `variance` sets against its plan: the same
// measure and figure, read from the same row.
function isRelationOf(relation: ComputedInsight, variance: ComputedInsight): boolean {
  return (
    relation.kind === 'assumption' &&
    relation.subject !== '' &&
    sameMeasure(relation.subject, variance.subject) &&
    canonicalFigure(relation.figure) === canonicalFigure(variance.figure) &&
    variance.inputs.every((input) => relation.inputs.some((row) => row.includes(input)))
  )
}

// Whether a relation quotes a whole sentence or joined part ("A — B") of an item, of a few words at least.
function quotesASentence(relation: string, item: string): boolean {
  return item
    .split(/(?<=[.;])\s+|\s+—\s+/u)
    .some((sentence) => sentence.split(/\s+/u).length >= MIN_QUOTED_WORDS && quotes(relation, sentence))
}

// Whether a relation's text holds another item whole, up to its closing punctuation.
function quotes(relation: string, item: string): boolean {
  const core = item.trim().replace(/[.;:,!]+$/u, '')
  return core.length > 0 && core !== relation && relation.includes(core)
}

// Whether one item states every number of another (which has one): the other says nothing the first does not.
function statesAllOf(item: string, other: string): boolean {
  const numbers = numbersOf(other)
  const stated = numbersOf(item)
  return numbers.size > 0 && [...numbers].every((number) => stated.has(number))
}

function numbersOf(text: string): Set<string> {
  return new Set([...text.matchAll(/\d+(?:[.,]\d+)*/gu)].map((match) => canonicalFigure(match[0])))
}

// "ARR (Mio. €)" and "ARR" name one measure: a unit in brackets says its scale, not another subject.
function sameMeasure(a: string, b: string): boolean {
  const bare = (text: string) =>
    text
      .replace(/\([^)]*\)/gu, '')
      .trim()
      .toLowerCase()
  return bare(a) === bare(b)
}

// Content words of this length or more name a measure; shorter ones ("new", "per") name nothing two texts share.
const MIN_TERM = 4

/** Whether two texts share a content word, a word and its longer form alike ("enrollment", "enrollments"). */
function sharesTerm(subject: string, other: string, language: Language): boolean {
  const others = contentTerms(other, language, MIN_TERM)
  return contentTerms(subject, language, MIN_TERM).some((term) =>
    others.some((word) => word.startsWith(term) || term.startsWith(word)),
  )
}
