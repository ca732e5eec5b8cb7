import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { presentations, shares, users, type Db } from '../../../db'

/** The owner's item, or null: a foreign id (or a share recipient) finds nothing. */
export function findOwnItem(db: Db, userId: string, presentationId: string) {
  return db
    .select({ id: presentations.id, originalName: presentations.originalName, status: presentations.status })
    .from(presentations)
    .where(and(eq(presentations.id, presentationId), eq(presentations.userId, userId)))
    .limit(1)
    .then((rows) => rows[0] ?? null)
}

export function findShareForRecipient(db: Db, presentationId: string, email: string) {
  return db
    .select()
    .from(shares)
    .where(
      and(eq(shares.presentationId, presentationId), sql`lower(${shares.recipientEmail}) = lower(${email})`),
    )
    .limit(1)
    .then((rows) => rows[0] ?? null)
}

/** A share by its token's hash, with what the landing page shows and who owns the item. */
export function findShareByTokenHash(db: Db, tokenHash: string) {
  return db
    .select({
      share: shares,
      ownerId: presentations.userId,
      slug: presentations.slug,
      originalName: presentations.originalName,
      sharerFirstName: users.firstName,
    })
    .from(shares)
    .innerJoin(presentations, eq(presentations.id, shares.presentationId))
    .innerJoin(users, eq(users.id, shares.sharedByUserId))
    .where(eq(shares.tokenHash, tokenHash))
    .limit(1)
    .then((rows) => rows[0] ?? null)
}

/** Whether the user already holds this item through any claimed share (one per recipient address). */
export function hasClaimedItem(db: Db, userId: string, presentationId: string) {
  return db
    .select({ id: shares.id })
    .from(shares)
    .where(and(eq(shares.presentationId, presentationId), eq(shares.claimedByUserId, userId)))
    .limit(1)
    .then((rows) => rows.length > 0)
}

/**
 * Claims only an unclaimed row: of two racing claims, one wins and the other finds nothing. A claim through
 * /auth?shareToken never loads the landing page, so it counts as the link's opening too.
 */
export function claimUnclaimedShare(db: Db, shareId: string, userId: string, now: Date) {
  return db
    .update(shares)
    .set({ claimedByUserId: userId, claimedAt: now, openedAt: sql`coalesce(${shares.openedAt}, ${now})` })
    .where(and(eq(shares.id, shareId), isNull(shares.claimedByUserId)))
    .returning({ id: shares.id })
    .then((rows) => rows.length > 0)
}

export function markShareOpened(db: Db, shareId: string, now: Date) {
  return db
    .update(shares)
    .set({ openedAt: now })
    .where(and(eq(shares.id, shareId), isNull(shares.openedAt)))
}

/** The owner's shares of one item, newest first: one query. */
export function listSharesOfItem(db: Db, userId: string, presentationId: string) {
  return db
    .select({
      id: shares.id,
      recipientEmail: shares.recipientEmail,
      createdAt: shares.createdAt,
      expiresAt: shares.expiresAt,
      openedAt: shares.openedAt,
      claimedAt: shares.claimedAt,
      claimedByEmail: users.email,
      revokedAt: shares.revokedAt,
    })
    .from(shares)
    .innerJoin(presentations, eq(presentations.id, shares.presentationId))
    .leftJoin(users, eq(users.id, shares.claimedByUserId))
    .where(and(eq(shares.presentationId, presentationId), eq(presentations.userId, userId)))
    .orderBy(desc(shares.createdAt), desc(shares.id))
}

/** Revoking ends the link and takes back a claimed copy; `claimedAt` stays as the sharer's record. */
export function revokeOwnShare(db: Db, userId: string, shareId: string, now: Date) {
  return db
    .update(shares)
    .set({ revokedAt: now, claimedByUserId: null })
    .where(
      and(
        eq(shares.id, shareId),
        sql`exists (select 1 from ${presentations} where ${presentations.id} = ${shares.presentationId} and ${presentations.userId} = ${userId})`,
      ),
    )
    .returning({ id: shares.id })
    .then((rows) => rows.length > 0)
}
