import { createAnthropic } from '@ai-sdk/anthropic'
import { createGoogleGenerativeAI } from '@ai-sdk/google'
import { createOpenAI } from '@ai-sdk/openai'
import type { LanguageModel } from 'ai'

export type LlmProviderName = 'openai' | 'anthropic' | 'google'

/** Used when AI_MODEL is unset: fast, inexpensive models with native structured output. */
export const DEFAULT_MODELS: Record<LlmProviderName, string> = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-sonnet-4-6',
  google: 'gemini-2.5-flash',
}

// Passed explicitly so the SDKs never fall back to OPENAI_BASE_URL & co. from the environment: the
// summarize module takes its settings from its caller only.
const DEFAULT_BASE_URLS: Record<LlmProviderName, string> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  google: 'https://generativelanguage.googleapis.com/v1beta',
}

export interface LanguageModelSettings {
  provider: LlmProviderName
  model: string
  baseUrl?: string
  apiKey?: string
}

/** The one place that knows the vendor SDKs; everything else sees a LanguageModel. */
export function createLanguageModel({
  provider,
  model,
  baseUrl,
  apiKey,
}: LanguageModelSettings): LanguageModel {
  const baseURL = baseUrl ?? DEFAULT_BASE_URLS[provider]
  // Local OpenAI-compatible servers (Ollama, llama.cpp) need no key; a placeholder keeps the SDK from
  // reading one from the environment.
  const key = apiKey ?? 'none'
  switch (provider) {
    case 'openai':
      // Chat Completions, not the Responses API: it is the protocol every OpenAI-compatible server
      // (Ollama, vLLM, llama.cpp, LM Studio) speaks, with json_schema structured output.
      return createOpenAI({ baseURL, apiKey: key }).chat(model)
    case 'anthropic':
      return createAnthropic({ baseURL, apiKey: key })(model)
    case 'google':
      return createGoogleGenerativeAI({ baseURL, apiKey: key })(model)
  }
}
