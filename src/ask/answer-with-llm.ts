import type { Answer } from './answer-offline'
import type { AnswerRequest } from './create-question-answerer'

export interface LlmAnswererSettings {
  provider: 'openai' | 'anthropic' | 'google'
  model?: string
  baseUrl?: string
  apiKey?: string
}

/** Placeholder until the LLM path lands: every call fails, so the offline answer is given. */
export function createLlmAnswerer(
  _settings: LlmAnswererSettings,
): (request: AnswerRequest) => Promise<Answer> {
  return () => Promise.reject(new Error('LLM answers are not built yet'))
}
