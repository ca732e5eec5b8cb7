import type { QuestionAnswerer } from '../../../ask'
import type { Config } from '../../../config'
import { AppError, type ConversationEntry, type Summary } from '../../../shared'
import { loadItemIndex, type IndexDeps } from './load-question-index'
import {
  countQuestion,
  findAskableItem,
  findSummaryContent,
  insertQuestion,
  type AskableItem,
} from './queries'

export interface QuestionDeps extends IndexDeps {
  config: Pick<Config, 'QUESTIONS_PER_HOUR' | 'QUESTION_TIMEOUT_MS'>
  answerer: QuestionAnswerer
  now: () => Date
}

export const PROCESSING_MESSAGE =
  'This presentation is still being processed. Ask again when its summary is ready.'
export const NOT_READY_MESSAGE = 'This presentation has no summary to answer from.'
const HOUR_MS = 3_600_000

export interface AskInput {
  userId: string
  presentationId: string
  question: string
  onToken?: (text: string) => void
  /** The request's own end (a closed connection); the time limit is added here. */
  signal?: AbortSignal
}

/**
 * Issue 26: a question on an item the user may read (own, or a claimed share) answered from its slides
 * and kept in the user's conversation. Someone else's item is 404, one still processing 409, and the
 * account's questions per hour are counted before any work.
 */
export async function askQuestion(deps: QuestionDeps, input: AskInput): Promise<ConversationEntry> {
  return (await prepareQuestion(deps, input))()
}

/**
 * The refusals first (404, 409, 429), then the answer when the returned function is called: a streamed
 * answer can still refuse with a status before its stream starts.
 */
export async function prepareQuestion(
  deps: QuestionDeps,
  input: AskInput,
): Promise<() => Promise<ConversationEntry>> {
  const item = await findAskableItem(deps.db, input.userId, input.presentationId)
  if (!item) throw new AppError('not_found', 'Presentation not found')
  if (item.status === 'processing') throw new AppError('conflict', PROCESSING_MESSAGE)
  const summary = item.status === 'completed' ? await findSummaryContent(deps.db, item.id) : null
  if (!summary) throw new AppError('conflict', NOT_READY_MESSAGE)

  const limit = deps.config.QUESTIONS_PER_HOUR
  if ((await countQuestion(deps.db, input.userId, deps.now(), HOUR_MS)) > limit) {
    throw new AppError(
      'too_many_requests',
      `You have asked ${limit} questions in the last hour. Please try again later.`,
    )
  }

  return () => answerQuestion(deps, input, item, summary)
}

async function answerQuestion(
  deps: QuestionDeps,
  input: AskInput,
  item: AskableItem,
  summary: Summary,
): Promise<ConversationEntry> {
  const index = await loadItemIndex(deps, item, summary)
  const timeLimit = AbortSignal.timeout(deps.config.QUESTION_TIMEOUT_MS)
  const answer = await deps.answerer.answer({
    index,
    question: input.question,
    summary,
    onToken: input.onToken,
    signal: input.signal ? AbortSignal.any([input.signal, timeLimit]) : timeLimit,
  })
  const row = await insertQuestion(deps.db, {
    presentationId: item.id,
    userId: input.userId,
    question: input.question,
    answer: answer.answer,
    citations: answer.citations,
    provider: answer.provider,
  })
  return {
    id: row.id,
    question: input.question,
    answer: answer.answer,
    citations: answer.citations,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The item's conversation for the user; 404 unless the user may read the item. */
export async function requireAskable(deps: Pick<QuestionDeps, 'db'>, userId: string, presentationId: string) {
  const item = await findAskableItem(deps.db, userId, presentationId)
  if (!item) throw new AppError('not_found', 'Presentation not found')
  return item
}
