import type { Language, OverallSummary, SummarySources } from '../../shared'
import type { ComputedInsight } from './compute-insights'
import { DECK_WORDS } from './deck-words'

// An overall summary states this many insights at most (computed and stated ones together).
const MAX_INSIGHTS = 4
// How much longer than a computed insight a takeaway stating its inputs may be and still be replaced by it.
const MAX_EXTRA = 40

/**
 * The computed insights lead the strategic insights, each with its question (named by its subject and figure,
 * from the language's template), so `keyQuestions[i]` stays the question of `strategicInsights[i]`. A stated
 * insight that restates a computed one's figures is left out.
 */
export function mergeComputedInsights(
  overall: { overallSummary: OverallSummary; sources: SummarySources },
  computed: ComputedInsight[],
  language: Language,
): { overallSummary: OverallSummary; sources: SummarySources } {
  if (computed.length === 0) return overall
  // A takeaway that states every input of a computed insight (a chart's first and last point) becomes that
  // insight, which says more ("1.6x from 14.5 (2005) to 22.5 (2013)"); a longer takeaway (the point) stays.
  const keyTakeaways = [...overall.overallSummary.keyTakeaways]
  computed = computed.filter((insight) => {
    const at = keyTakeaways.findIndex(
      (text) =>
        insight.inputs.every((input) => text.includes(input)) &&
        text.length <= insight.text.length + MAX_EXTRA,
    )
    if (at < 0) return true
    keyTakeaways[at] = insight.text
    return false
  })
  overall = { ...overall, overallSummary: { ...overall.overallSummary, keyTakeaways } }
  if (computed.length === 0) return overall
  const questions = DECK_WORDS[language].questions
  const asked = computed.map((insight) =>
    questions[insight.kind]
      .replace('{subject}', insight.subject)
      .replace('{figure}', insight.figure)
      .replace('{plan}', insight.plan ?? ''),
  )
  const { overallSummary, sources } = overall
  const covered = computed.flatMap((insight) => insight.inputs)
  // Stated insights keep their order; one whose figures a computed insight already states goes.
  const kept = overallSummary.strategicInsights
    .map((text, index) => ({ text, index }))
    .filter(({ text }) => !covered.some((input) => input.length > 1 && text.includes(input)))
  const room = Math.max(0, MAX_INSIGHTS - computed.length)
  const stated = kept.slice(0, room)
  // The stated insights' own questions stay with them while they lead their list.
  const withQuestion = stated.filter(({ index }) => index < overallSummary.keyQuestions.length)
  const withoutQuestion = stated.filter(({ index }) => index >= overallSummary.keyQuestions.length)
  const ordered = [...withQuestion, ...withoutQuestion]
  return {
    overallSummary: {
      ...overallSummary,
      strategicInsights: [...computed.map((insight) => insight.text), ...ordered.map(({ text }) => text)],
      keyQuestions: [...asked, ...withQuestion.map(({ index }) => overallSummary.keyQuestions[index]!)],
    },
    sources: {
      ...sources,
      strategicInsights: [
        ...computed.map((insight) => insight.slides),
        ...ordered.map(({ index }) => sources.strategicInsights[index] ?? []),
      ],
      keyQuestions: [
        ...computed.map((insight) => insight.slides),
        ...withQuestion.map(({ index }) => sources.keyQuestions[index] ?? []),
      ],
    },
  }
}
