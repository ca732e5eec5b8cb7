import { randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import { emailVerifications, users, type Db } from '../../../db'
import type { Mailer } from '../../../mail'
import { isListedAdminEmail } from '../../sessions/public-user'
import { hashToken, type UserRow } from '../../sessions/session-store'
import { composeVerificationEmail } from './compose-verification-email'

const LINK_TTL_MS = 24 * 60 * 60 * 1000
/** A sign-in sends a new link only when the last one is older than this: no mail per attempt. */
const RESEND_AFTER_MS = 10 * 60 * 1000

export interface EmailVerificationDeps {
  db: Db
  mailer: Mailer
  appUrl: string
  adminEmails: readonly string[]
  now: () => Date
  log: { info: (details: Record<string, unknown>, message: string) => void }
}

/**
 * E-mails a proof link to an account whose address ADMIN_EMAILS names and that has not proved it yet
 * (decision 039): at registration, and at sign-in once the previous link is 10 minutes old. Other accounts
 * get nothing. The link's token is stored hashed; a new link replaces the old one.
 */
export async function offerEmailVerification(deps: EmailVerificationDeps, user: UserRow): Promise<void> {
  if (user.emailVerifiedAt || !isListedAdminEmail(user.email, deps.adminEmails)) return
  const now = deps.now()
  const [recent] = await deps.db
    .select({ userId: emailVerifications.userId })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, user.id),
        gt(emailVerifications.createdAt, new Date(now.getTime() - RESEND_AFTER_MS)),
      ),
    )
  if (recent) return
  const token = randomBytes(32).toString('base64url')
  const values = {
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + LINK_TTL_MS),
    createdAt: now,
  }
  await deps.db
    .insert(emailVerifications)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: emailVerifications.userId, set: values })
  const link = new URL(`/api/verify-email/${token}`, deps.appUrl).toString()
  const delivery = await deps.mailer.send(composeVerificationEmail({ to: user.email, link }))
  // Unlike a share link, this one is never logged: it makes an admin. Without SMTP it is in the .eml file.
  if (delivery.via === 'outbox')
    deps.log.info({ file: delivery.path }, 'admin address confirmation written to outbox')
}

/** Marks the address proved for the link's token, once; null for an unknown, used or expired link. */
export async function confirmEmail(db: Db, token: string, now: Date): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .delete(emailVerifications)
      .where(eq(emailVerifications.tokenHash, hashToken(token)))
      .returning()
    if (!link || link.expiresAt.getTime() <= now.getTime()) return null
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(eq(users.id, link.userId))
      .returning()
    return user ?? null
  })
}
