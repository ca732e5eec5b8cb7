import { and, asc, desc, eq, getTableColumns, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm'
import { escapeLike, presentations, questions, shares, summaries, type Db } from '../../../db'
import { listSharedWithUser } from '../../slugs/list-shared-with-user'

// The slide model handed from the upload to the worker can be large; what routes read never needs it
// (the list is polled every 10 s and the events stream reads its row twice a second).
const { document: _handOver, ...itemColumns } = getTableColumns(presentations)
export const presentationColumns = itemColumns

export type PresentationRow = Omit<typeof presentations.$inferSelect, 'document'>

export interface HistoryPageQuery {
  /** Newest first, or alphabetical (case-insensitive) by name (spec §2). */
  sort: 'date' | 'name'
  /** Case-insensitive substring of the name (spec §2). */
  search?: string
  /** The last item of the previous page: the page continues after it in the same order. */
  after?: string
  limit: number
  /** Only these items (the dashboard polls the ones still processing). */
  ids?: string[]
}

/**
 * One page of own items: one query, keyset-paginated on (sort key, id) so that a page costs the same
 * at item 1,000 as at item 1. The cursor is the previous page's last id; its sort key is read in the
 * same statement, so a cursor cannot be forged into another account's rows.
 */
export function listOwnPresentations(
  db: Db,
  userId: string,
  { sort, search, after, limit, ids }: HistoryPageQuery,
) {
  const nameKey = sql`lower(${presentations.originalName})`
  const conditions: SQL[] = [eq(presentations.userId, userId)]
  if (ids) conditions.push(inArray(presentations.id, ids))
  if (search) conditions.push(ilike(presentations.originalName, `%${search.replace(/[\\%_]/g, '\\$&')}%`))
  if (after) {
    const cursor = sql`from ${presentations} where ${presentations.id} = ${after} and ${presentations.userId} = ${userId}`
    conditions.push(
      sort === 'name'
        ? sql`(${nameKey}, ${presentations.id}) > (select lower(${presentations.originalName}), ${presentations.id} ${cursor})`
        : sql`(${presentations.createdAt}, ${presentations.id}) < (select ${presentations.createdAt}, ${presentations.id} ${cursor})`,
    )
  }
  return db
    .select(presentationColumns)
    .from(presentations)
    .where(and(...conditions))
    .orderBy(
      ...(sort === 'name'
        ? [asc(nameKey), asc(presentations.id)]
        : [desc(presentations.createdAt), desc(presentations.id)]),
    )
    .limit(limit)
}

/** The owner's item, or null: a foreign id finds nothing. */
export function findOwnPresentation(db: Pick<Db, 'select'>, userId: string, id: string) {
  return db
    .select(presentationColumns)
    .from(presentations)
    .where(and(eq(presentations.id, id), eq(presentations.userId, userId)))
    .limit(1)
    .then((rows) => rows[0] ?? null)
}

/** The owner's item or one shared with (claimed by) the user, or null: for read-only routes. */
export async function findReadablePresentation(db: Db, userId: string, id: string) {
  const own = await findOwnPresentation(db, userId, id)
  if (own) return own
  const shared = await db
    .select({ presentation: presentationColumns })
    .from(shares)
    .innerJoin(presentations, eq(presentations.id, shares.presentationId))
    .where(and(eq(shares.presentationId, id), eq(shares.claimedByUserId, userId)))
    .limit(1)
  return shared[0]?.presentation ?? null
}

export function findOwnPresentationBySlug(db: Db, userId: string, slug: string) {
  return db
    .select(presentationColumns)
    .from(presentations)
    .where(and(eq(presentations.userId, userId), eq(presentations.slug, slug)))
    .limit(1)
    .then((rows) => rows[0] ?? null)
}

/** The item the shared list links to under `slug`, if the user holds one there. */
export async function findSharedBySlug(db: Db, userId: string, slug: string) {
  const entry = (await listSharedWithUser(db, userId)).find((shared) => shared.slug === slug)
  return entry ? findReadablePresentation(db, userId, entry.id) : null
}

/** Own items by slug first, then items shared with (claimed by) the user, newest share first. */
export async function findVisiblePresentationBySlug(db: Db, userId: string, slugs: string[]) {
  const own = await db
    .select(presentationColumns)
    .from(presentations)
    .where(and(eq(presentations.userId, userId), or(...slugs.map((slug) => eq(presentations.slug, slug)))))
    .limit(1)
  if (own[0]) return own[0]
  const shared = await db
    .select({ presentation: presentationColumns })
    .from(shares)
    .innerJoin(presentations, eq(presentations.id, shares.presentationId))
    .where(and(eq(shares.claimedByUserId, userId), or(...slugs.map((slug) => eq(presentations.slug, slug)))))
    .orderBy(desc(shares.createdAt))
    .limit(1)
  return shared[0]?.presentation ?? null
}

export function findSummary(db: Db, presentationId: string) {
  return db
    .select({ content: summaries.content })
    .from(summaries)
    .where(eq(summaries.presentationId, presentationId))
    .limit(1)
    .then((rows) => rows[0]?.content ?? null)
}

/** The slide model an item's summary was made from (kept for the diff between versions), or null. */
export function findSlideModel(db: Db, presentationId: string) {
  return db
    .select({ slideModel: summaries.slideModel })
    .from(summaries)
    .where(eq(summaries.presentationId, presentationId))
    .limit(1)
    .then((rows) => rows[0]?.slideModel ?? null)
}

/** Slugs the owner already uses that could collide with `base` (base itself and base-N). */
export async function findTakenSlugs(
  db: Pick<Db, 'select'>,
  userId: string,
  base: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ slug: presentations.slug })
    .from(presentations)
    .where(
      and(
        eq(presentations.userId, userId),
        or(eq(presentations.slug, base), like(presentations.slug, `${escapeLike(base)}-%`)),
      ),
    )
  return new Set(rows.map((row) => row.slug))
}

/** The user's own questions about an item and their answers, oldest first, for the report (issue 26). */
export function listOwnQuestions(db: Db, presentationId: string, userId: string) {
  return db
    .select({ question: questions.question, answer: questions.answer })
    .from(questions)
    .where(and(eq(questions.presentationId, presentationId), eq(questions.userId, userId)))
    .orderBy(asc(questions.createdAt), asc(questions.id))
}
