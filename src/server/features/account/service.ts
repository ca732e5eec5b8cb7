import { and, eq, isNotNull } from 'drizzle-orm'
import { presentations, users, type Db } from '../../../db'
import { AppError } from '../../../shared'
import type { Storage } from '../../../storage'
import { revokeUserSessions } from '../../sessions/session-store'
import type { StripeClient } from '../../stripe/create-stripe-client'
import { endSubscriptionNow } from '../../stripe/end-subscription-now'

/**
 * The auth feature's hashing and sign-in throttle, handed over by the app (features do not import each
 * other). Checking the current password is a password guess like a sign-in: it counts against the same
 * account and address (issue 25, item 5).
 */
export interface Passwords {
  hash: (password: string) => Promise<string>
  verify: (passwordHash: string, password: string) => Promise<boolean>
  beginAttempt: (email: string, ip: string) => Promise<{ succeeded: () => Promise<void> }>
}

export interface AccountDeps {
  db: Db
  storage: Storage
  stripe: StripeClient | null
  passwords: Passwords
}

/** Spec §5 "Change password": the current password must match; every session is signed out after. */
export async function changePassword(
  deps: AccountDeps,
  user: { id: string; email: string; passwordHash: string },
  input: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<void> {
  // Counted before the check, as at sign-in: simultaneous guesses cannot all pass an old count.
  const attempt = await deps.passwords.beginAttempt(user.email, ip)
  if (!(await deps.passwords.verify(user.passwordHash, input.currentPassword))) {
    throw new AppError('bad_request', 'Current password is incorrect.')
  }
  await attempt.succeeded()
  const passwordHash = await deps.passwords.hash(input.newPassword)
  await deps.db.update(users).set({ passwordHash }).where(eq(users.id, user.id))
  await revokeUserSessions(deps.db, user.id)
}

/**
 * Removes the account and everything it owns: the Stripe subscription first (a deleted account is never
 * charged again; if Stripe refuses, nothing is deleted), then the rows (files, summaries, shares, keys,
 * sessions, usage and subscription records go with the user through the foreign keys), then the stored
 * originals.
 */
export async function deleteAccount(deps: AccountDeps, userId: string): Promise<void> {
  await endSubscriptionNow(deps.db, deps.stripe, userId)
  const stored = await deps.db
    .select({ key: presentations.storageKey })
    .from(presentations)
    .where(and(eq(presentations.userId, userId), isNotNull(presentations.storageKey)))
  await deps.db.delete(users).where(eq(users.id, userId))
  for (const { key } of stored) if (key) await deps.storage.delete(key)
}
