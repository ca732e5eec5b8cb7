import { inArray, sql } from 'drizzle-orm'
import { loginFailures, type Db } from '../../../db'
import { AppError } from '../../../shared'

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000
/** Attempts at one account from one address in the window; beyond, that address is refused for it. */
export const ACCOUNT_ADDRESS_LIMIT = 10
/** Failed attempts from one address over all accounts in the window; beyond, the address is refused. */
export const ADDRESS_LIMIT = 50
/** Failed attempts at one account from anywhere; from this many, every attempt at it waits longer. */
export const ACCOUNT_SLOW_AFTER = 3
const MAX_DELAY_MS = 4000

export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.'
export const TOO_MANY_PASSWORD_CHECKS_MESSAGE =
  'Too many wrong current passwords. Please wait 15 minutes and try again.'

export interface LoginAttempt {
  /** The password was right: this address's failures for the account, and the account's, are forgiven. */
  succeeded(): Promise<void>
}

export interface LoginThrottle {
  /**
   * Counts the attempt before the password is checked, in one statement, so simultaneous attempts each
   * see their own count; refuses it past a limit, else waits as long as the account's failures ask.
   */
  beginAttempt(email: string, ip: string): Promise<LoginAttempt>
}

const keysFor = (email: string, ip: string) => {
  const account = email.trim().toLowerCase()
  return {
    account: `acct:${account}`,
    accountAddress: `acct-ip:${ip}|${account}`,
    address: `ip:${ip}`,
  }
}

/**
 * Attempts are counted in `login_failures` rows (decision 020), so every API process sees the same
 * counts. An attempt counts as a failure until it succeeds.
 */
export function createLoginThrottle(
  db: Db,
  { now = () => new Date(), sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) } = {},
  refusalMessage = TOO_MANY_ATTEMPTS_MESSAGE,
): LoginThrottle {
  return {
    async beginAttempt(email, ip) {
      const keys = keysFor(email, ip)
      const at = now()
      const windowStart = new Date(at.getTime() - THROTTLE_WINDOW_MS)
      const inWindow = sql`${loginFailures.windowStartedAt} > ${windowStart}`
      // Keys in a fixed order: simultaneous multi-row upserts lock rows in the same order, no deadlock.
      const rows = await db
        .insert(loginFailures)
        .values(
          [keys.account, keys.accountAddress, keys.address]
            .sort()
            .map((key) => ({ key, count: 1, windowStartedAt: at })),
        )
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            count: sql`case when ${inWindow} then ${loginFailures.count} + 1 else 1 end`,
            windowStartedAt: sql`case when ${inWindow} then ${loginFailures.windowStartedAt} else ${at} end`,
          },
        })
        .returning({ key: loginFailures.key, count: loginFailures.count })
      const count = (key: string) => rows.find((row) => row.key === key)?.count ?? 0

      if (count(keys.accountAddress) > ACCOUNT_ADDRESS_LIMIT || count(keys.address) > ADDRESS_LIMIT) {
        throw new AppError('too_many_requests', refusalMessage)
      }
      // This attempt is among the counted ones: the failures before it decide the wait.
      const accountFailures = count(keys.account) - 1
      if (accountFailures >= ACCOUNT_SLOW_AFTER) {
        await sleep(Math.min(MAX_DELAY_MS, 250 * 2 ** (accountFailures - ACCOUNT_SLOW_AFTER)))
      }

      return {
        async succeeded() {
          await db
            .delete(loginFailures)
            .where(inArray(loginFailures.key, [keys.account, keys.accountAddress]))
          // The address keeps its other failures; only this attempt is taken back.
          await db
            .update(loginFailures)
            .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
            .where(sql`${loginFailures.key} = ${keys.address}`)
        },
      }
    },
  }
}
