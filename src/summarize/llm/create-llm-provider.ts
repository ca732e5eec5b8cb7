import { generateText, Output } from 'ai'
import type { z } from 'zod'
import {
  AppError,
  LANGUAGE_NAMES,
  type Document,
  type OverallSummary,
  type SlideSummary,
  type Summary,
  type SummarySources,
} from '../../shared'
import { checkFaithfulness } from '../check-faithfulness'
import { keepLabelled } from '../keep-labelled'
import { candidateFacts } from '../local'
import type { SummarizeOptions, SummaryProvider } from '../summary-provider'
import {
  createBatchAnswerSchema,
  createOverallAnswerSchema,
  type BatchAnswer,
  type OverallAnswer,
  type UnitNoun,
} from './answer-schemas'
import {
  AnswerRejectedError,
  callWithRetries,
  DEFAULT_RETRY_POLICY,
  type RetryPolicy,
} from './call-with-retries'
import { createLanguageModel, DEFAULT_MODELS, type LlmProviderName } from './create-language-model'
import { cutBatches, DEFAULT_BATCH_LIMITS } from './cut-batches'
import { mapWithConcurrency } from './map-with-concurrency'
import { documentPrompts } from './prompts/document'
import { presentationPrompts } from './prompts/presentation'
import { repairCitations, repairUnitSummary } from './repair-figures'
import { toSummaryUnits, type SummaryUnit } from './to-summary-units'

export interface LlmProviderSettings {
  provider: LlmProviderName
  /** Defaults to DEFAULT_MODELS[provider]; required with baseUrl (a local server has its own names). */
  model?: string
  /** Any OpenAI-compatible server for `openai`; a proxy or regional endpoint for the others. */
  baseUrl?: string
  apiKey?: string
  /** Calls in flight at once (AI_CONCURRENCY). */
  concurrency?: number
  /** Per call attempt (AI_TIMEOUT_MS). */
  timeoutMs?: number
  /** Backoff tuning; the defaults suit real providers. */
  retry?: Partial<Omit<RetryPolicy, 'timeoutMs'>>
}

const DEFAULT_CONCURRENCY = 4
const MAX_TAKEAWAYS = 8

/** Whole-document map-reduce: unit batches summarised in parallel, then one call for the overall summary. */
export function createLlmProvider(
  settings: LlmProviderSettings,
): SummaryProvider & { readonly model: string } {
  if (settings.baseUrl && !settings.model) {
    throw new AppError(
      'not_configured',
      'AI_MODEL is required with AI_BASE_URL: a custom server names its own models.',
    )
  }
  const modelId = settings.model ?? DEFAULT_MODELS[settings.provider]
  const model = createLanguageModel({ ...settings, model: modelId })
  const concurrency = Math.max(1, settings.concurrency ?? DEFAULT_CONCURRENCY)
  const policy: RetryPolicy = {
    ...DEFAULT_RETRY_POLICY,
    ...settings.retry,
    ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
  }

  return {
    name: settings.provider,
    model: modelId,
    async summarize(document: Document, options: SummarizeOptions): Promise<Summary> {
      const prompts = options.documentType === 'document' ? documentPrompts : presentationPrompts
      const language = LANGUAGE_NAMES[document.language]
      const { units, truncated } = toSummaryUnits(document, options.documentType)
      const warnings: string[] = truncated.map(
        (number) =>
          `${prompts.noun === 'slide' ? 'Slide' : 'Section'} ${number} was too long and only its beginning was summarised.`,
      )
      // One batch failing for good fails the summary: the batches still in flight are stopped with it.
      const stop = new AbortController()
      const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal
      const ask = <S extends z.ZodType>(schema: S, prompt: string, validate: (answer: z.infer<S>) => void) =>
        callWithRetries(
          async (signal) => {
            const result = await generateText({
              model,
              system: prompts.system(language),
              prompt,
              output: Output.object({ schema }),
              maxRetries: 0,
              abortSignal: signal,
            })
            const output = result.output as z.infer<S>
            validate(output)
            return output
          },
          policy,
          signal,
        )

      let done = 0
      const batchSchema = createBatchAnswerSchema(prompts.noun)
      const answered = await mapWithConcurrency(
        cutBatches(units, { concurrency, ...DEFAULT_BATCH_LIMITS }),
        concurrency,
        async (batch) => {
          const answer = await ask(batchSchema, prompts.batch(batch, language), (a) =>
            validateBatch(a, batch),
          )
          done += batch.length
          options.onProgress?.({ done, total: units.length })
          return batch.map((unit) => ({
            unit,
            entry: answer.summaries.find(
              (entry) => entry.number === unit.number,
            ) as BatchAnswer['summaries'][number],
          }))
        },
      ).catch((error: unknown) => {
        stop.abort()
        throw error
      })
      const summarised = answered.flat().map(({ unit, entry }) => ({
        unit,
        item: toSlideSummary(unit, entry, prompts.noun, document, warnings),
      }))
      const slideBySlide = summarised.map(({ item }) => item)

      const numbers = new Set(units.map((unit) => unit.number))
      const overall = await ask(
        createOverallAnswerSchema(prompts.noun),
        prompts.overall(
          summarised.map(({ unit, item }) => ({
            number: unit.number,
            title: item.title,
            summary: item.summary,
          })),
          language,
          candidateFacts(document, options.documentType),
        ),
        (answer) => validateOverall(answer, numbers),
      )
      const { overallSummary, sources } = toOverallSummary(overall, units, document, warnings)

      // The same figure-label check as the local summary: an item whose figure stands under other words is dropped.
      const draft = keepLabelled({ slideBySlide, overallSummary, sources }, document)
      return {
        ...draft,
        faithfulness: checkFaithfulness(draft, document),
        language: document.language,
        provider: settings.provider,
        model: modelId,
        warnings,
      }
    },
  }
}

function validateBatch(answer: BatchAnswer, batch: readonly SummaryUnit[]): void {
  const expected = batch.map((unit) => unit.number).sort((a, b) => a - b)
  const given = answer.summaries.map((entry) => entry.number).sort((a, b) => a - b)
  if (given.join() !== expected.join()) {
    throw new AnswerRejectedError(`Expected summaries of ${expected.join(', ')}, got ${given.join(', ')}.`)
  }
  if (answer.summaries.some((entry) => entry.summary.trim() === '')) {
    throw new AnswerRejectedError('An empty summary.')
  }
}

function validateOverall(answer: OverallAnswer, numbers: ReadonlySet<number>): void {
  const cited = [...answer.keyTakeaways, ...answer.actionItems, ...answer.strategicInsights].flatMap(
    (item) => item.sources,
  )
  const unknown = cited.filter((number) => !numbers.has(number))
  if (unknown.length > 0) throw new AnswerRejectedError(`Cites ${unknown.join(', ')}, which do not exist.`)
  if (answer.keyTakeaways.length === 0) throw new AnswerRejectedError('No key takeaways.')
}

function toSlideSummary(
  unit: SummaryUnit,
  entry: BatchAnswer['summaries'][number],
  noun: UnitNoun,
  document: Document,
  warnings: string[],
): SlideSummary {
  const repaired = repairUnitSummary(entry.summary, unit.pages, document)
  if (repaired.dropped.length > 0) {
    const where =
      noun === 'slide' ? `slide ${unit.number}` : `section "${unit.title}" (pages ${unit.pages.join(', ')})`
    warnings.push(
      `Removed from the summary of ${where}: figures not found there (${repaired.dropped.join(', ')}).`,
    )
  }
  // What is left after a repair may be nothing; the unit's own first line is then its faithful summary.
  const summary = repaired.summary || firstLine(unit)
  // The deck's own title is source data; the model's stands in only for a slide without one, and
  // only if it invents no figure.
  const modelTitle = entry.title.trim()
  const isModelTitleFaithful = repairUnitSummary(modelTitle, unit.pages, document).dropped.length === 0
  const title = unit.title.trim() || (isModelTitleFaithful ? modelTitle : '')
  return {
    slideNumber: unit.pages[0] ?? unit.number,
    title,
    summary,
    ...(unit.hidden ? { hidden: true } : {}),
    ...(noun === 'section' ? { pages: unit.pages } : {}),
  }
}

function toOverallSummary(
  answer: OverallAnswer,
  units: readonly SummaryUnit[],
  document: Document,
  warnings: string[],
): { overallSummary: OverallSummary; sources: SummarySources } {
  const pagesOf = (numbers: readonly number[]) =>
    [...new Set(numbers.flatMap((number) => units.find((unit) => unit.number === number)?.pages ?? []))].sort(
      (a, b) => a - b,
    )
  const overallSummary: OverallSummary = {
    keyTakeaways: [],
    actionItems: [],
    strategicInsights: [],
    keyQuestions: [],
  }
  const sources: SummarySources = {
    keyTakeaways: [],
    actionItems: [],
    strategicInsights: [],
    keyQuestions: [],
  }
  let recited = 0
  let uncited = 0
  // An insight and its question stand or fall together: the spec pairs them by index.
  const keep = (texts: string[], cited: readonly number[]): number[] | undefined => {
    const pages = pagesOf(cited)
    if (pages.length === 0) {
      uncited++
      return undefined
    }
    const repair = repairCitations(texts.join('\n'), pages, document)
    if ('dropped' in repair) {
      warnings.push(
        `Dropped an item stating figures found nowhere in the document (${repair.dropped.join(', ')}).`,
      )
      return undefined
    }
    if (repair.recited) recited++
    return repair.sources
  }
  for (const item of answer.keyTakeaways) {
    if (overallSummary.keyTakeaways.length >= MAX_TAKEAWAYS) break
    const kept = keep([item.text], item.sources)
    if (kept) {
      overallSummary.keyTakeaways.push(item.text)
      sources.keyTakeaways.push(kept)
    }
  }
  for (const item of answer.actionItems) {
    const kept = keep([item.text], item.sources)
    if (kept) {
      overallSummary.actionItems.push(item.text)
      sources.actionItems.push(kept)
    }
  }
  // keyQuestions[i] belongs to strategicInsights[i]: an insight the model gave no question comes after those it did.
  const insights = answer.strategicInsights.flatMap((item) => {
    const question = item.question.trim()
    const kept = keep(question ? [item.insight, question] : [item.insight], item.sources)
    return kept ? [{ insight: item.insight, question, kept }] : []
  })
  insights.sort((a, b) => Number(!a.question) - Number(!b.question))
  for (const { insight, question, kept } of insights) {
    overallSummary.strategicInsights.push(insight)
    sources.strategicInsights.push(kept)
    if (question) {
      overallSummary.keyQuestions.push(question)
      sources.keyQuestions.push(kept)
    }
  }
  if (recited > 0)
    warnings.push(`${recited} overall item(s) now also cite the slide where their figure stands.`)
  if (uncited > 0) warnings.push(`${uncited} overall item(s) citing no slide were left out.`)
  return { overallSummary, sources }
}

function firstLine(unit: SummaryUnit): string {
  const line = `${unit.text}\n${unit.notes}\n${unit.title}`
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text !== '')
  return (line ?? '').slice(0, 300)
}
