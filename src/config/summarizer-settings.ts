import type { Config } from './load-config'

/** The summariser's settings as the summarize module takes them (it reads no environment itself). */
export function summarizerSettings(config: Config) {
  return {
    provider: config.AI_PROVIDER,
    model: config.AI_MODEL,
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    concurrency: config.AI_CONCURRENCY,
    timeoutMs: config.AI_TIMEOUT_MS,
    temperature: config.AI_TEMPERATURE,
    contextTokens: config.AI_CONTEXT_TOKENS,
  }
}
