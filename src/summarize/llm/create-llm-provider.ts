import {
  AppError,
  LANGUAGE_NAMES,
  type Document,
  type Language,
  type SlideSummary,
  type Summary,
  type SummaryUsage,
} from '../../shared'
import { checkFaithfulness, findMislabelledFigures } from '../check-faithfulness'
import { createLocalProvider } from '../local'
import type { SummarizeOptions, SummaryProvider } from '../summary-provider'
import type { ModelSession } from './ask-model'
import { DEFAULT_RETRY_POLICY, LlmCallError, type RetryPolicy } from './call-with-retries'
import { findWrongLanguage, type DetectLanguage } from './check-language'
import { createLanguageModel, DEFAULT_MODELS, type LlmProviderName } from './create-language-model'
import { cutClausesByLine } from './cut-clauses'
import { planCalls } from './plan-calls'
import { documentPrompts } from './prompts/document'
import { presentationPrompts } from './prompts/presentation'
import { repairUnitSummary } from './repair-figures'
import { summarizeUnits, type BatchEntry } from './summarize-units'
import { summarizeWhole } from './summarize-whole'
import type { SummaryUnit } from './to-summary-units'
import { upperFirst } from '../text/first-letter'

export interface LlmProviderSettings {
  provider: LlmProviderName
  /** Defaults to DEFAULT_MODELS[provider]; required with baseUrl (a local server has its own names). */
  model?: string
  /** Any OpenAI-compatible server for `openai`; a proxy or regional endpoint for the others. */
  baseUrl?: string
  apiKey?: string
  /** Calls in flight at once (AI_CONCURRENCY). */
  concurrency?: number
  /** Per call attempt (AI_TIMEOUT_MS); doubled on each timed-out retry. */
  timeoutMs?: number
  /** AI_TEMPERATURE: low, so that a summary is the same on a second run and sticks to the text. */
  temperature?: number
  /** AI_CONTEXT_TOKENS: no call's prompt and answer together exceed it. */
  contextTokens?: number
  /** The language detection ingest uses, to check each answer's language (summarize may not import ingest). */
  detectLanguage?: DetectLanguage
  /** Backoff tuning; the defaults suit real providers. */
  retry?: Partial<Omit<RetryPolicy, 'timeoutMs'>>
}

export const DEFAULT_CONCURRENCY = 4
export const DEFAULT_TEMPERATURE = 0.2
export const DEFAULT_CONTEXT_TOKENS = 16_000

/** What a summary cost and how large its largest prompt was: the bench reads it against the budget. */
export interface LlmRunReport {
  usage: SummaryUsage
  largestPromptTokens: number
}

/**
 * Whole-document map-reduce: unit batches summarised in parallel, then one call for the overall summary,
 * every call within the context budget. What fails is replaced piece by piece, never the whole: a unit with
 * no usable answer gets its offline summary, an overall call that fails for good the offline overall
 * summary, each with a warning. Only a failure every call would meet (a refused key) fails the summary.
 */
export function createLlmProvider(
  settings: LlmProviderSettings,
): SummaryProvider & { readonly model: string; lastRun?: LlmRunReport } {
  if (settings.baseUrl && !settings.model) {
    throw new AppError(
      'not_configured',
      'AI_MODEL is required with AI_BASE_URL: a custom server names its own models.',
    )
  }
  const modelId = settings.model ?? DEFAULT_MODELS[settings.provider]
  const model = createLanguageModel({ ...settings, model: modelId })
  const concurrency = Math.max(1, settings.concurrency ?? DEFAULT_CONCURRENCY)
  const contextTokens = settings.contextTokens ?? DEFAULT_CONTEXT_TOKENS
  const policy: RetryPolicy = {
    ...DEFAULT_RETRY_POLICY,
    ...settings.retry,
    ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
  }
  // Enums and array sizes in the sent schema: OpenAI's strict mode and the grammar-constrained
  // OpenAI-compatible servers enforce them; the other vendors' schema subsets do not take them all.
  const constrain = settings.provider === 'openai'
  const local = createLocalProvider()

  const provider = {
    name: settings.provider,
    model: modelId,
    lastRun: undefined as LlmRunReport | undefined,
    async summarize(document: Document, options: SummarizeOptions): Promise<Summary> {
      const language = options.language ?? document.language
      const prompts = options.documentType === 'document' ? documentPrompts : presentationPrompts
      const warnings: string[] = []
      const stop = new AbortController()
      const session: ModelSession = {
        model,
        system: '',
        temperature: settings.temperature ?? DEFAULT_TEMPERATURE,
        policy,
        signal: options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal,
        usage: { calls: 0, inputTokens: 0, outputTokens: 0 },
        largestPromptTokens: 0,
      }
      const plan = planCalls(document, options.documentType, prompts, language, {
        concurrency,
        contextTokens,
      })
      session.system = plan.system
      warnings.push(...plan.warnings)
      // The offline summary, made only if some part of the LLM's is missing.
      let offline: Promise<Summary> | undefined
      const offlineSummary = () =>
        (offline ??= local.summarize(document, { documentType: options.documentType }))

      let done = 0
      const units = await summarizeUnits(session, {
        batches: plan.batches,
        prompts,
        language,
        detectLanguage: settings.detectLanguage,
        constrain,
        concurrency,
        outputCap: plan.unitOutputCap,
        onDone: (count) => {
          done += count
          options.onProgress?.({ done, total: plan.units.length })
        },
      }).catch((error: unknown) => {
        stop.abort()
        throw error
      })
      if (units.entries.size === 0) throw firstFailure(units.failed)

      // Labels are compared word for word with the document: a summary in another language cannot be.
      const checkLabels = language === document.language
      if (!checkLabels)
        warnings.push(
          `The summary is in ${LANGUAGE_NAMES[language]}, the document in ${LANGUAGE_NAMES[document.language]}: each figure was checked against its slides, but not the words around it.`,
        )
      const slideBySlide: SlideSummary[] = []
      for (const unit of plan.units) {
        const entry = units.entries.get(unit.number)
        if (entry) {
          slideBySlide.push(toSlideSummary(unit, entry, prompts.noun, document, warnings, checkLabels))
          continue
        }
        const stand = (await offlineSummary()).slideBySlide.find(
          (item) => item.slideNumber === (unit.pages[0] ?? unit.number),
        )
        slideBySlide.push(stand ?? offlineUnit(unit, prompts.noun))
        warnings.push(
          `${describeUnit(unit, prompts.noun, true)}: the AI provider gave no usable summary (${units.failed.get(unit.number)?.message ?? ''}); its offline summary is shown.`,
        )
      }
      const wrongUnits = [...units.wrongLanguage.keys()]
      if (wrongUnits.length > 0)
        warnings.push(
          `The summaries of ${wrongUnits.length} ${prompts.noun}(s) are not in the language asked for, even when asked again.`,
        )

      const overallPart = await summarizeWhole(session, {
        plan,
        prompts,
        document,
        language,
        options,
        slideBySlide,
        constrain,
        detectLanguage: settings.detectLanguage,
        warnings,
        offlineSummary,
        checkLabels,
        contextTokens,
        concurrency,
      })

      const draft = { slideBySlide, ...overallPart }
      provider.lastRun = { usage: { ...session.usage }, largestPromptTokens: session.largestPromptTokens }
      return {
        ...draft,
        faithfulness: checkFaithfulness(draft, document),
        language: deliveredLanguage(draft, language, settings.detectLanguage),
        provider: settings.provider,
        model: modelId,
        warnings,
        usage: { ...session.usage },
      }
    },
  }
  return provider
}

function toSlideSummary(
  unit: SummaryUnit,
  entry: BatchEntry,
  noun: 'slide' | 'section',
  document: Document,
  warnings: string[],
  checkLabels: boolean,
): SlideSummary {
  const repaired = repairUnitSummary(entry.summary, unit.pages, document)
  if (repaired.dropped.length > 0)
    warnings.push(
      `Removed from the summary of ${describeUnit(unit, noun)}: figures not found there (${repaired.dropped.join(', ')}).`,
    )
  const labelled = cutClausesByLine(
    repaired.summary,
    (line) => (checkLabels ? findMislabelledFigures(line, unit.pages, document) : []),
    document.language,
  )
  if (labelled.cut.length > 0)
    warnings.push(
      `Cut from the summary of ${describeUnit(unit, noun)}, where its figures do not stand with those words: ${labelled.cut.map((text) => `"${text}"`).join('; ')}.`,
    )
  // What is left after a repair may be nothing; the unit's own first line is then its faithful summary.
  const summary = labelled.text || offlineUnit(unit, noun).summary
  const modelTitle = entry.title.trim()
  const isModelTitleFaithful = repairUnitSummary(modelTitle, unit.pages, document).dropped.length === 0
  // The deck's own title is source data; the model's stands in for a slide without one, and for a
  // section whose own title is no heading (a running header, a sentence, a caption), if it invents no figure.
  const title = unit.hasOwnTitle
    ? unit.title.trim()
    : isModelTitleFaithful && modelTitle
      ? modelTitle
      : unit.title
  return {
    slideNumber: unit.pages[0] ?? unit.number,
    title,
    summary,
    ...(unit.hidden ? { hidden: true } : {}),
    ...(noun === 'section' ? { pages: unit.pages } : {}),
  }
}

function describeUnit(unit: SummaryUnit, noun: 'slide' | 'section', capital = false): string {
  const text =
    noun === 'slide'
      ? `slide ${unit.number}`
      : `section "${unit.title}" (pages ${unit.pages[0]}–${unit.pages.at(-1)})`
  return capital ? upperFirst(text) : text
}

/** A unit's own first line: what stands for it when neither the LLM nor the offline summary has it. */
function offlineUnit(unit: SummaryUnit, noun: 'slide' | 'section'): SlideSummary {
  const line = `${unit.text}\n${unit.notes}\n${unit.title}`
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text !== '')
  return {
    slideNumber: unit.pages[0] ?? unit.number,
    title: unit.title,
    summary: (line ?? '').slice(0, 300),
    ...(unit.hidden ? { hidden: true } : {}),
    ...(noun === 'section' ? { pages: unit.pages } : {}),
  }
}

function firstFailure(failed: ReadonlyMap<number, LlmCallError>): LlmCallError {
  const [error] = failed.values()
  return error ?? new LlmCallError('invalid_answer', 1, undefined, 'No unit to summarise.')
}

/** The language the summary was delivered in: asked-for unless its text, taken together, reads as another. */
function deliveredLanguage(
  draft: Pick<Summary, 'slideBySlide' | 'overallSummary'>,
  asked: Language,
  detect: DetectLanguage | undefined,
): Language {
  const texts = [
    ...draft.slideBySlide.map((item) => item.summary),
    ...Object.values(draft.overallSummary).flat(),
  ]
  return findWrongLanguage(texts, asked, detect) ?? asked
}

export { DEFAULT_RETRY_POLICY }
