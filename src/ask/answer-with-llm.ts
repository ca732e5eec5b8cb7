import { streamText } from 'ai'
import { LANGUAGE_NAMES, type Summary } from '../shared'
import { createLanguageModel, DEFAULT_MODELS, type LlmProviderName } from '../summarize'
import { answerOffline, NOT_IN_DECK, type Answer } from './answer-offline'
import { checkLlmAnswer } from './check-llm-answer'
import type { AnswerRequest } from './create-question-answerer'
import type { PassageHit } from './question-index'

export interface LlmAnswererSettings {
  provider: LlmProviderName
  model?: string
  baseUrl?: string
  apiKey?: string
}

// Enough lines to ground a question on a figure and its neighbours; a deck's worth would drown them.
const PASSAGES_IN_PROMPT = 12

const SYSTEM = `You answer a reader's question about one presentation, using only the numbered slide passages you are given.
- End every statement with the slide it stands on, written exactly "(slide N)"; a statement from speaker notes ends "(slide N, speaker notes)".
- One statement per line. Quote figures exactly as the passages write them, with what they measure.
- Never state a figure, name or date that is not in the passages. The summary is context, not a source.
- If the passages do not answer the question, reply exactly: ${NOT_IN_DECK}`

function promptOf(question: string, hits: PassageHit[], summary: Summary): string {
  const passages = hits.map(({ passage }) => {
    const where =
      passage.kind === 'notes'
        ? `slide ${passage.slideNumber}, speaker notes`
        : `slide ${passage.slideNumber}`
    return `[${where}] ${passage.text}`
  })
  return [
    `Language of the deck: ${LANGUAGE_NAMES[summary.language]}. Answer in the language of the question.`,
    `Summary of the deck (context only):\n${summary.overallSummary.keyTakeaways.map((item) => `- ${item}`).join('\n')}`,
    `Passages:\n${passages.join('\n')}`,
    `Question: ${question}`,
  ].join('\n\n')
}

/**
 * LLM answers (issue 26 §4): the best passages and the summary as grounding, the answer streamed as it
 * is written, then checked (checkLlmAnswer). Nothing retrieved means nothing to ground on: the offline
 * "does not say", with no call. A checked answer with nothing left is the offline answer instead.
 */
export function createLlmAnswerer(
  settings: LlmAnswererSettings,
): (request: AnswerRequest) => Promise<Answer> {
  const model = createLanguageModel({
    provider: settings.provider,
    model: settings.model ?? DEFAULT_MODELS[settings.provider],
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
  })
  return async ({ index, question, summary, onToken, signal }) => {
    const hits = index.search(index.termsOf(question)).slice(0, PASSAGES_IN_PROMPT)
    if (hits.length === 0) return { ...answerOffline(index, question), provider: 'local' }
    let failure: unknown = null
    const result = streamText({
      model,
      system: SYSTEM,
      prompt: promptOf(question, hits, summary),
      abortSignal: signal,
      maxRetries: 1,
      onError: ({ error }) => {
        failure = error
      },
    })
    let text = ''
    for await (const piece of result.textStream) {
      text += piece
      onToken?.(piece)
    }
    if (failure) throw failure
    signal?.throwIfAborted()
    const checked = checkLlmAnswer(text, index.passages, index.language)
    if (checked.answer.trim() === '') return { ...answerOffline(index, question), provider: 'local' }
    if (checked.answer.trim() === NOT_IN_DECK) return { answer: NOT_IN_DECK, citations: [] }
    // Said, not hidden: the reader knows the model wrote more than the slides bear out.
    const note =
      checked.removed.length === 0
        ? ''
        : `\n(${checked.removed.length === 1 ? 'One statement was' : `${checked.removed.length} statements were`} left out: not found on the slides cited.)`
    return { answer: checked.answer + note, citations: checked.citations }
  }
}
