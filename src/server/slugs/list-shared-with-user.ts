import { and, asc, eq, like, or } from 'drizzle-orm'
import { escapeLike, presentations, shares, type Db } from '../../db'
import { nextFreeSlug, sharedListSlug } from './slug'

export interface SharedWithUser {
  id: string
  slug: string
  originalName: string
  status: (typeof presentations.$inferSelect)['status']
  createdAt: Date
}

/**
 * The items others shared with the user and the user claimed, each with its shared-list slug (spec §2: the
 * name with its extension kept, 'deck-pdf'), made unique against the user's own slugs and the list's
 * earlier entries with -2, -3 (issue 25, item 11: a recipient owning a 'Deck.pdf' could never open the
 * shared one). Oldest claim first, so an entry keeps its slug as new ones arrive; two queries whatever
 * the list's length. The dashboard lists it newest first; the slug route matches a slug against it.
 */
export async function listSharedWithUser(db: Db, userId: string): Promise<SharedWithUser[]> {
  const rows = await db
    .select({
      id: presentations.id,
      originalName: presentations.originalName,
      status: presentations.status,
      createdAt: shares.createdAt,
    })
    .from(shares)
    .innerJoin(presentations, eq(presentations.id, shares.presentationId))
    .where(eq(shares.claimedByUserId, userId))
    .orderBy(asc(shares.createdAt), asc(shares.id))
  if (rows.length === 0) return []
  const bases = [...new Set(rows.map((row) => sharedListSlug(row.originalName)))]
  const own = await db
    .select({ slug: presentations.slug })
    .from(presentations)
    .where(
      and(
        eq(presentations.userId, userId),
        or(
          ...bases.flatMap((base) => [
            eq(presentations.slug, base),
            like(presentations.slug, `${escapeLike(base)}-%`),
          ]),
        ),
      ),
    )
  const taken = new Set(own.map((row) => row.slug))
  return rows.map((row) => {
    const slug = nextFreeSlug(sharedListSlug(row.originalName), taken)
    taken.add(slug)
    return { ...row, slug }
  })
}
