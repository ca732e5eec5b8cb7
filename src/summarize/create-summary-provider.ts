import type { Document, Summary } from '../shared'
import { LlmCallError } from './llm/call-with-retries'
import type { LlmProviderName } from './llm/create-language-model'
import { createLlmProvider, type LlmProviderSettings } from './llm/create-llm-provider'
import { createLocalProvider } from './local'
import type { SummarizeOptions, SummaryProvider } from './summary-provider'

/** Pino's shape, kept minimal so the module depends on no logger. */
export interface SummaryLogger {
  warn(details: Record<string, unknown>, message: string): void
}

export interface SummaryProviderSettings extends Omit<LlmProviderSettings, 'provider'> {
  /** AI_PROVIDER: `local` needs nothing else. */
  provider: 'local' | LlmProviderName
  logger?: SummaryLogger
}

/**
 * The summariser the settings name (the callers pass config values; this module reads no environment).
 * An LLM that fails for good (after its retries) yields the local summary with a warning, never a
 * failed job: the product always has a summary to show. Cancellation through `signal` still throws.
 */
export function createSummaryProvider(settings: SummaryProviderSettings): SummaryProvider {
  const local = createLocalProvider()
  if (settings.provider === 'local') return local
  const llm = createLlmProvider({ ...settings, provider: settings.provider })
  return {
    name: llm.name,
    async summarize(document: Document, options: SummarizeOptions): Promise<Summary> {
      try {
        return await llm.summarize(document, options)
      } catch (error) {
        if (!(error instanceof LlmCallError) || options.signal?.aborted) throw error
        settings.logger?.warn(
          {
            provider: llm.name,
            model: llm.model,
            kind: error.kind,
            status: error.status,
            attempts: error.attempts,
            detail: redact(error.detail, settings.apiKey),
          },
          'LLM summary failed; using the local summary',
        )
        const summary = await local.summarize(document, options)
        return {
          ...summary,
          warnings: [...summary.warnings, `${error.message} The offline summary is shown instead.`],
        }
      }
    },
  }
}

// A server may echo the key it rejected; logs must never carry it.
function redact(text: string, secret: string | undefined): string {
  return secret && secret.length >= 4 ? text.replaceAll(secret, '[redacted]') : text
}
