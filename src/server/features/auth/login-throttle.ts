import { inArray, sql } from 'drizzle-orm'
import { loginFailures, type Db } from '../../../db'
import { AppError } from '../../../shared'

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000
/** From this many failures in the window, each attempt waits longer. */
export const SLOW_AFTER = 3
/** From this many failures in the window, attempts are refused with 429. */
export const REFUSE_AFTER = 10
const MAX_DELAY_MS = 4000

export interface LoginThrottle {
  /** Waits or refuses, depending on recent failures for this e-mail and this address. */
  beforeAttempt(email: string, ip: string): Promise<void>
  recordFailure(email: string, ip: string): Promise<void>
  recordSuccess(email: string): Promise<void>
}

const keysFor = (email: string, ip: string) => [`email:${email.toLowerCase()}`, `ip:${ip}`]

/** Failures are rows, so every API process sees the same counts (sessions scale out the same way). */
export function createLoginThrottle(
  db: Db,
  { now = () => new Date(), sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) } = {},
): LoginThrottle {
  return {
    async beforeAttempt(email, ip) {
      const windowStart = new Date(now().getTime() - THROTTLE_WINDOW_MS)
      const rows = await db
        .select({ count: loginFailures.count, startedAt: loginFailures.windowStartedAt })
        .from(loginFailures)
        .where(inArray(loginFailures.key, keysFor(email, ip)))
      const failures = Math.max(0, ...rows.filter((r) => r.startedAt > windowStart).map((r) => r.count))
      if (failures >= REFUSE_AFTER) {
        throw new AppError(
          'too_many_requests',
          'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
        )
      }
      if (failures >= SLOW_AFTER) await sleep(Math.min(MAX_DELAY_MS, 250 * 2 ** (failures - SLOW_AFTER)))
    },

    async recordFailure(email, ip) {
      const at = now()
      const windowStart = new Date(at.getTime() - THROTTLE_WINDOW_MS)
      for (const key of keysFor(email, ip)) {
        await db
          .insert(loginFailures)
          .values({ key, count: 1, windowStartedAt: at })
          .onConflictDoUpdate({
            target: loginFailures.key,
            set: {
              count: sql`case when ${loginFailures.windowStartedAt} > ${windowStart} then ${loginFailures.count} + 1 else 1 end`,
              windowStartedAt: sql`case when ${loginFailures.windowStartedAt} > ${windowStart} then ${loginFailures.windowStartedAt} else ${at} end`,
            },
          })
      }
    },

    async recordSuccess(email) {
      await db.delete(loginFailures).where(inArray(loginFailures.key, [`email:${email.toLowerCase()}`]))
    },
  }
}
