import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import { apiKeys, apiWebhooks, presentations, rateLimitCounters, summaries, type Db } from '../../../db'

export interface ApiKeyUse {
  id: string
  userId: string
  windowStartedAt: Date
  windowCount: number
}

/**
 * Finds an active key by hash and counts this request in its window, in one statement: lastUsedAt moves,
 * and a window older than `windowSeconds` restarts at 1. Any process sees the same count.
 */
export async function recordApiKeyUse(
  db: Db,
  keyHash: string,
  now: Date,
  windowSeconds: number,
): Promise<ApiKeyUse | null> {
  const at = sql`${now.toISOString()}::timestamptz`
  const isExpired = sql`(${apiKeys.windowStartedAt} is null or ${apiKeys.windowStartedAt} <= ${new Date(
    now.getTime() - windowSeconds * 1000,
  ).toISOString()}::timestamptz)`
  const [row] = await db
    .update(apiKeys)
    .set({
      lastUsedAt: now,
      windowStartedAt: sql`case when ${isExpired} then ${at} else ${apiKeys.windowStartedAt} end`,
      windowCount: sql`case when ${isExpired} then 1 else ${apiKeys.windowCount} + 1 end`,
    })
    .where(and(eq(apiKeys.keyHash, keyHash), eq(apiKeys.isActive, true)))
    .returning({
      id: apiKeys.id,
      userId: apiKeys.userId,
      windowStartedAt: apiKeys.windowStartedAt,
      windowCount: apiKeys.windowCount,
    })
  if (!row) return null
  return { ...row, windowStartedAt: row.windowStartedAt ?? now }
}

/**
 * Counts this request in the account's window over all its keys (issue 25, item 4: five keys made 500 calls
 * an hour), in the shared counter table, one statement: a window that ended restarts at 1.
 */
export async function recordAccountApiUse(
  db: Db,
  userId: string,
  now: Date,
  windowSeconds: number,
): Promise<{ count: number; windowStartedAt: Date }> {
  const windowEnd = new Date(now.getTime() + windowSeconds * 1000)
  const open = sql`${rateLimitCounters.windowEndsAt} > ${now.toISOString()}::timestamptz`
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: `api-account:${userId}`, count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${open} then ${rateLimitCounters.count} + 1 else 1 end`,
        windowEndsAt: sql`case when ${open} then ${rateLimitCounters.windowEndsAt} else ${windowEnd.toISOString()}::timestamptz end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt })
  return { count: row!.count, windowStartedAt: new Date(row!.windowEndsAt.getTime() - windowSeconds * 1000) }
}

export const itemColumns = {
  id: presentations.id,
  originalName: presentations.originalName,
  documentType: presentations.documentType,
  fileType: presentations.fileType,
  fileUrl: presentations.fileUrl,
  status: presentations.status,
  stage: presentations.stage,
  progressDone: presentations.progressDone,
  progressTotal: presentations.progressTotal,
  errorCode: presentations.errorCode,
  errorMessage: presentations.errorMessage,
  language: presentations.language,
  summaryLanguage: presentations.summaryLanguage,
  pageCount: presentations.pageCount,
  createdAt: presentations.createdAt,
  processedAt: presentations.processedAt,
}

export type ItemRow = {
  [K in keyof typeof itemColumns]: (typeof presentations.$inferSelect)[K]
}

/** A position in the list: the last item's creation time at full (microsecond) precision and its id. */
export interface ListCursor {
  createdAt: string
  id: string
}

/** One page of the user's items, newest first, plus the cursor of the row after it (one query). */
export async function listItemsPage(
  db: Db,
  userId: string,
  limit: number,
  after: ListCursor | null,
): Promise<{ rows: ItemRow[]; next: ListCursor | null }> {
  const rows = await db
    .select({
      ...itemColumns,
      cursorAt: sql<string>`to_char(${presentations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(presentations)
    .where(
      and(
        eq(presentations.userId, userId),
        after
          ? sql`(${presentations.createdAt}, ${presentations.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(presentations.createdAt), desc(presentations.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const next = rows.length > limit && last ? { createdAt: last.cursorAt, id: last.id } : null
  return { rows: page.map(({ cursorAt: _cursorAt, ...row }) => row), next }
}

export function findOwnItem(db: Db, userId: string, id: string): Promise<ItemRow | null> {
  return db
    .select(itemColumns)
    .from(presentations)
    .where(and(eq(presentations.id, id), eq(presentations.userId, userId)))
    .limit(1)
    .then((rows) => rows[0] ?? null)
}

export function findSummary(db: Db, presentationId: string) {
  return db
    .select({ content: summaries.content })
    .from(summaries)
    .where(eq(summaries.presentationId, presentationId))
    .limit(1)
    .then((rows) => rows[0]?.content ?? null)
}

export async function insertWebhook(
  db: Db,
  values: { presentationId: string; apiKeyId: string; url: string },
): Promise<void> {
  await db.insert(apiWebhooks).values(values)
}

/**
 * Marks the webhooks of finished items as queued and returns them. Concurrent callers (other processes)
 * block on the same rows and then see them queued, so each is handed to the queue once.
 */
export async function claimFinishedWebhooks(tx: Db, now: Date, limit = 50): Promise<string[]> {
  const ready = tx
    .select({ id: apiWebhooks.presentationId })
    .from(apiWebhooks)
    .innerJoin(presentations, eq(presentations.id, apiWebhooks.presentationId))
    .where(and(isNull(apiWebhooks.queuedAt), ne(presentations.status, 'processing')))
    .limit(limit)
  const claimed = await tx
    .update(apiWebhooks)
    .set({ queuedAt: now })
    .where(and(inArray(apiWebhooks.presentationId, ready), isNull(apiWebhooks.queuedAt)))
    .returning({ presentationId: apiWebhooks.presentationId })
  return claimed.map((row) => row.presentationId)
}

/** The delivery's address, its key's signing secret and the item; null once the key or item is gone. */
export async function findWebhookDelivery(db: Db, presentationId: string) {
  const [row] = await db
    .select({ url: apiWebhooks.url, secret: apiKeys.webhookSecret, item: itemColumns })
    .from(apiWebhooks)
    .innerJoin(apiKeys, eq(apiKeys.id, apiWebhooks.apiKeyId))
    .innerJoin(presentations, eq(presentations.id, apiWebhooks.presentationId))
    .where(eq(apiWebhooks.presentationId, presentationId))
    .limit(1)
  return row ?? null
}

export async function markWebhookDelivered(db: Db, presentationId: string, now: Date): Promise<void> {
  await db.update(apiWebhooks).set({ deliveredAt: now }).where(eq(apiWebhooks.presentationId, presentationId))
}
