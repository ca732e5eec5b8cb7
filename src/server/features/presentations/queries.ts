import { and, desc, eq, getTableColumns, like, or } from 'drizzle-orm'
import { presentations, shares, summaries, type Db } from '../../../db'

// The slide model handed from the upload to the worker can be large; what routes read never needs it
// (the list is polled every 10 s and the events stream reads its row twice a second).
const { document: _handOver, ...itemColumns } = getTableColumns(presentations)
export const presentationColumns = itemColumns

export type PresentationRow = Omit<typeof presentations.$inferSelect, 'document'>

/** Own items, newest first: one query. */
export function listOwnPresentations(db: Db, userId: string) {
  return db
    .select(presentationColumns)
    .from(presentations)
    .where(eq(presentations.userId, userId))
    .orderBy(desc(presentations.createdAt), desc(presentations.id))
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
    .select()
    .from(summaries)
    .where(eq(summaries.presentationId, presentationId))
    .limit(1)
    .then((rows) => rows[0]?.content ?? null)
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

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}
