import { and, asc, eq, sql } from 'drizzle-orm'
import {
  presentations,
  questionIndexes,
  questions,
  rateLimitCounters,
  shares,
  summaries,
  type Db,
} from '../../../db'
import type { QuestionCitation } from '../../../shared'

const askableColumns = {
  id: presentations.id,
  userId: presentations.userId,
  status: presentations.status,
  storageKey: presentations.storageKey,
}
export type AskableItem = { id: string; userId: string; status: string; storageKey: string | null }

/** The owner's item or one shared with (claimed by) the user, as the report routes read it; else null. */
export async function findAskableItem(db: Db, userId: string, id: string): Promise<AskableItem | null> {
  const [own] = await db
    .select(askableColumns)
    .from(presentations)
    .where(and(eq(presentations.id, id), eq(presentations.userId, userId)))
    .limit(1)
  if (own) return own
  const [shared] = await db
    .select(askableColumns)
    .from(shares)
    .innerJoin(presentations, eq(presentations.id, shares.presentationId))
    .where(and(eq(shares.presentationId, id), eq(shares.claimedByUserId, userId)))
    .limit(1)
  return shared ?? null
}

export async function findStoredIndex(db: Db, presentationId: string): Promise<unknown> {
  const [row] = await db
    .select({ content: questionIndexes.content })
    .from(questionIndexes)
    .where(eq(questionIndexes.presentationId, presentationId))
  return row?.content ?? null
}

export async function saveIndex(db: Db, presentationId: string, content: unknown): Promise<void> {
  await db
    .insert(questionIndexes)
    .values({ presentationId, content })
    .onConflictDoUpdate({ target: questionIndexes.presentationId, set: { content, createdAt: new Date() } })
}

export async function findSummaryContent(db: Db, presentationId: string) {
  const [row] = await db
    .select({ content: summaries.content })
    .from(summaries)
    .where(eq(summaries.presentationId, presentationId))
  return row?.content ?? null
}

export function listConversation(db: Db, presentationId: string, userId: string) {
  return db
    .select({
      id: questions.id,
      question: questions.question,
      answer: questions.answer,
      citations: questions.citations,
      createdAt: questions.createdAt,
    })
    .from(questions)
    .where(and(eq(questions.presentationId, presentationId), eq(questions.userId, userId)))
    .orderBy(asc(questions.createdAt), asc(questions.id))
}

export async function insertQuestion(
  db: Db,
  row: {
    presentationId: string
    userId: string
    question: string
    answer: string
    citations: QuestionCitation[]
    provider: string
  },
) {
  const [inserted] = await db
    .insert(questions)
    .values(row)
    .returning({ id: questions.id, createdAt: questions.createdAt })
  return inserted!
}

export async function clearConversation(db: Db, presentationId: string, userId: string): Promise<void> {
  await db
    .delete(questions)
    .where(and(eq(questions.presentationId, presentationId), eq(questions.userId, userId)))
}

/**
 * Counts one question for the account in its fixed one-hour window and answers the count so far, in one
 * statement (the rate limits' table, so every process shares the count; decision 021).
 */
export async function countQuestion(db: Db, userId: string, now: Date, windowMs: number): Promise<number> {
  const windowEnd = new Date(now.getTime() + windowMs)
  const open = sql`${rateLimitCounters.windowEndsAt} > ${now}`
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: `questions|user:${userId}`, count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${open} then ${rateLimitCounters.count} + 1 else 1 end`,
        windowEndsAt: sql`case when ${open} then ${rateLimitCounters.windowEndsAt} else ${windowEnd} end`,
      },
    })
    .returning({ count: rateLimitCounters.count })
  return row!.count
}
