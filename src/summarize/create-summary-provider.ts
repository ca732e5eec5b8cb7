import type { Document, Summary } from '../shared'
import type { LlmProviderName } from './llm/create-language-model'
import type { LlmProviderSettings } from './llm/create-llm-provider'
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
  const provider = settings.provider
  // The AI SDK and its vendor packages load on the first LLM summary, not at start: the offline
  // summariser and the CLIs never pay for them (issue 13: the CLIs start in under 0.5 s).
  const loaded = Promise.all([import('./llm/create-llm-provider'), import('./llm/call-with-retries')]).then(
    ([{ createLlmProvider }, { LlmCallError }]) => ({
      llm: createLlmProvider({ ...settings, provider }),
      LlmCallError,
    }),
  )
  // Never an unhandled rejection before the first summary asks for it; that summary sees the error.
  loaded.catch(() => {})
  return {
    name: provider,
    async summarize(document: Document, options: SummarizeOptions): Promise<Summary> {
      const { llm, LlmCallError } = await loaded
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
