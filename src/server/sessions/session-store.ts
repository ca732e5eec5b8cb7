import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import { sessions, users, type Db } from '../../db'

export const SESSION_COOKIE = 'sb_session'
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

export type UserRow = typeof users.$inferSelect

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new random 256-bit session; only its hash is stored. */
export async function createSession(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt })
  return { token, expiresAt }
}

export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1)
  return row?.user ?? null
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}

/** Signs the user out everywhere (password change, account deletion). */
export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}
