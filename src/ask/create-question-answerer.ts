import type { Summary } from '../shared'
import { answerOffline, type Answer } from './answer-offline'
import type { LoadedQuestionIndex } from './question-index'

export interface AnswerRequest {
  index: LoadedQuestionIndex
  question: string
  /** The item's summary: grounding for an LLM beside the retrieved passages. */
  summary: Summary
  /** Each piece of text as an LLM writes it (not called for offline answers, which come whole). */
  onToken?: (text: string) => void
  /** Ends an LLM answer (the time limit, a closed connection); the offline answer is given instead. */
  signal?: AbortSignal
}

export interface QuestionAnswerer {
  /** 'local' or the LLM provider. */
  name: string
  answer(request: AnswerRequest): Promise<Answer & { provider: string }>
}

export interface QuestionAnswererSettings {
  provider: 'local' | 'openai' | 'anthropic' | 'google'
  model?: string
  baseUrl?: string
  apiKey?: string
  logger?: { warn(details: Record<string, unknown>, message: string): void }
}

/**
 * Answers from the settings the summariser uses (AI_PROVIDER & co.): offline quotes by default; with an
 * LLM, its grounded and checked answer, the offline one whenever the LLM fails or runs out of time.
 */
export function createQuestionAnswerer(settings: QuestionAnswererSettings): QuestionAnswerer {
  const offline = (request: AnswerRequest) => ({
    ...answerOffline(request.index, request.question),
    provider: 'local',
  })
  if (settings.provider === 'local') return { name: 'local', answer: async (request) => offline(request) }
  const provider = settings.provider
  // The AI SDK loads on the first LLM answer, as the summariser's does.
  const loaded = import('./answer-with-llm').then(({ createLlmAnswerer }) =>
    createLlmAnswerer({ ...settings, provider }),
  )
  loaded.catch(() => {})
  return {
    name: provider,
    async answer(request) {
      const llm = await loaded
      try {
        // An answer the LLM path gave offline after all (nothing to ground on, nothing checked) says so.
        return { provider, ...(await llm(request)) }
      } catch (error) {
        settings.logger?.warn({ err: error, provider }, 'LLM answer failed; answering offline')
        return offline(request)
      }
    },
  }
}
