import { LANGUAGE_NAMES, type Document, type Language, type SlideSummary, type Summary } from '../../shared'
import { candidateFacts } from '../local'
import type { SummarizeOptions } from '../summary-provider'
import type { ModelSession } from './ask-model'
import { LlmCallError } from './call-with-retries'
import type { DetectLanguage } from './check-language'
import { estimateTokens } from './estimate-tokens'
import type { CallPlan } from './plan-calls'
import type { Grounding, PromptSet } from './prompts/prompt-set'
import { reduceSummaries, type OverallUnit } from './reduce-summaries'
import { fitOverallWords } from './fit-overall-words'
import { overallWords } from '../overall-words'
import { repairOverall } from './repair-overall'
import { isSystemic } from './summarize-units'
import { summarizeOverall } from './summarize-overall'

// Hints may take at most this share of the budget: they help, the summaries are the evidence.
const HINTS_SHARE = 0.15

/**
 * The overall summary from the unit summaries, within the context budget: hints trimmed to their share,
 * then the summaries reduced hierarchically until the overall prompt fits. A call that fails for good
 * leaves the offline overall summary in place, the unit summaries staying the AI's.
 */
export async function summarizeWhole(
  session: ModelSession,
  job: {
    plan: CallPlan
    prompts: PromptSet
    document: Document
    language: Language
    options: SummarizeOptions
    slideBySlide: SlideSummary[]
    constrain: boolean
    detectLanguage?: DetectLanguage
    warnings: string[]
    offlineSummary: () => Promise<Summary>
    checkLabels: boolean
    contextTokens: number
    concurrency: number
  },
): Promise<Pick<Summary, 'overallSummary' | 'sources'>> {
  const { plan, prompts, document, warnings } = job
  const noun = prompts.noun
  const pages = new Set(document.slides.map((slide) => slide.number))
  try {
    const units: OverallUnit[] = plan.units.map((unit, index) => ({
      unit,
      summary: {
        number: unit.number,
        title: job.slideBySlide[index]?.title ?? unit.title,
        summary: job.slideBySlide[index]?.summary ?? '',
        hidden: unit.hidden,
        notes: unit.notesFacts,
      },
    }))
    const grounding = trimHints(
      plan.grounding(candidateFacts(document, job.options.documentType)),
      Math.floor(job.contextTokens * HINTS_SHARE),
    )
    const languageName = LANGUAGE_NAMES[job.language]
    const fixed =
      estimateTokens(session.system) +
      estimateTokens(prompts.overall([], languageName, grounding, plan.overallWords)) +
      plan.overallOutputCap
    const reduced = await reduceSummaries(session, units, {
      noun,
      language: job.language,
      contextTokens: job.contextTokens,
      concurrency: job.concurrency,
      fitsOverall: (summaries) =>
        estimateTokens(session.system) +
          estimateTokens(prompts.overall(summaries, languageName, grounding, plan.overallWords)) +
          plan.overallOutputCap <=
        job.contextTokens,
      room: job.contextTokens - fixed,
    })
    const isReduced = reduced.length < units.length
    const citable = new Set(reduced.map((item) => item.unit.number))
    const { answer, wrongLanguage } = await summarizeOverall(session, {
      prompts,
      summaries: reduced.map((item) => item.summary),
      // Hints are numbered in the units; after a reduce the model sees parts, so they would mislead.
      grounding: isReduced ? undefined : grounding,
      language: job.language,
      detectLanguage: job.detectLanguage,
      constrain: job.constrain,
      isCitable: (number) => citable.has(number) || (noun === 'section' && pages.has(number)),
      maxOutputTokens: plan.overallOutputCap,
      words: plan.overallWords,
    })
    if (wrongLanguage)
      warnings.push('The overall summary is not in the language asked for, even when asked again.')
    const repaired = repairOverall(answer, {
      units: reduced.map((item) => item.unit),
      noun,
      document,
      warnings,
      checkLabels: job.checkLabels,
    })
    if (repaired.leadDropped || repaired.overallSummary.keyTakeaways.length === 0) {
      const offline = await job.offlineSummary()
      const lead = offline.overallSummary.keyTakeaways[0]
      if (lead !== undefined) {
        repaired.overallSummary.keyTakeaways.unshift(lead)
        repaired.sources.keyTakeaways.unshift(offline.sources.keyTakeaways[0] ?? [])
        warnings.push(
          "The AI's first takeaway was left out; the offline summary's first takeaway stands in its place.",
        )
      }
    }
    // The budget the prompt asked for is the reader's: an answer past it keeps its first items whole.
    const fitted = fitOverallWords(repaired, plan.overallWords)
    if (fitted.left.length > 0)
      warnings.push(
        `The AI's overall summary ran to ${overallWords(repaired.overallSummary)} words, past its budget of ${plan.overallWords}; left out: ${fitted.left.map((text) => `"${text}"`).join('; ')}.`,
      )
    return { overallSummary: fitted.overallSummary, sources: fitted.sources }
  } catch (error) {
    if (!(error instanceof LlmCallError) || isSystemic(error) || session.signal.aborted) throw error
    const offline = await job.offlineSummary()
    warnings.push(
      `${error.message} The overall summary is the offline one; the ${noun} summaries are the AI's.`,
    )
    return { overallSummary: offline.overallSummary, sources: offline.sources }
  }
}

/** Hints in order until `tokens` are spent: the first reading ranks nothing, so the earliest stay. */
function trimHints(grounding: Grounding, tokens: number): Grounding {
  let left = tokens
  const keep = <T extends { text: string }>(items: readonly T[]) =>
    items.filter((item) => (left -= estimateTokens(item.text) + 15) >= 0)
  return { actions: keep(grounding.actions), facts: keep(grounding.facts) }
}
