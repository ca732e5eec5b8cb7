import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type RateLimitOptions,
} from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../../config'
import { rateLimitCounters, type Db } from '../../db'
import { AppError } from '../../shared'

export const RATE_LIMIT_NAMES = ['register', 'login', 'upload', 'url', 'share', 'contact'] as const
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number]

/** Counted per account when signed in; the others always per address, whatever cookie is sent. */
const PER_ACCOUNT: ReadonlySet<string> = new Set<RateLimitName>(['upload', 'url', 'share'])

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route opt-in to a named limit (decision 021), configured by RATE_LIMIT_<NAME>:
     *   app.post('/api/share', { config: { rateLimit: app.rateLimits.share }, schema }, handler)
     * Routes sharing a name share one count. `false` when RATE_LIMITS=false or the limit is 'off'.
     */
    rateLimits: Record<RateLimitName, RateLimitOptions | false>
  }
}

const SETTING: Record<RateLimitName, keyof Config> = {
  register: 'RATE_LIMIT_REGISTER',
  login: 'RATE_LIMIT_LOGIN',
  upload: 'RATE_LIMIT_UPLOAD',
  url: 'RATE_LIMIT_URL',
  share: 'RATE_LIMIT_SHARE',
  contact: 'RATE_LIMIT_CONTACT',
}

interface LimitSetting {
  max: number
  timeWindowMs: number
}

/**
 * Limits per account (uploads, links, shares by a signed-in user) or per address (IPv6 per /56), counted
 * in a table so that every API process shares them. Only routes that opt in are limited. Over the limit: 429 with Retry-After.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  db: Db,
  config: Config,
  now: () => Date,
): Promise<void> {
  const limits = {} as Record<RateLimitName, RateLimitOptions | false>
  for (const name of RATE_LIMIT_NAMES) {
    const setting = config[SETTING[name]] as LimitSetting | null
    limits[name] =
      config.RATE_LIMITS && setting
        ? { max: setting.max, timeWindow: setting.timeWindowMs, groupId: name }
        : false
  }
  app.decorate('rateLimits', limits)
  if (!config.RATE_LIMITS) return

  await app.register(rateLimit, {
    global: false,
    store: tableStore(db, now),
    keyGenerator: (request: FastifyRequest) => {
      const limit = request.routeOptions.config.rateLimit
      const name = limit ? limit.groupId : undefined
      // The account of a session, or of the API key (/api/v1): uploads count alike through either.
      const accountId = request.user?.id ?? request.apiKey?.userId
      return accountId && name && PER_ACCOUNT.has(name)
        ? `user:${accountId}|`
        : `ip:${normalizeIP(request.ip, 56)}|`
    },
    errorResponseBuilder: (_request, context) =>
      new AppError('too_many_requests', `Too many requests. Please try again in ${context.after}.`),
  })
}

/** The store as @fastify/rate-limit wants it: a class, one counter row per key and fixed window. */
function tableStore(db: Db, now: () => Date) {
  return class TableStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = now()
      const windowEnd = new Date(at.getTime() + timeWindow)
      const open = sql`${rateLimitCounters.windowEndsAt} > ${at}`
      // One statement: simultaneous requests each get their own count, on PostgreSQL and PGlite alike.
      db.insert(rateLimitCounters)
        .values({ key, count: 1, windowEndsAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${open} then ${rateLimitCounters.count} + 1 else 1 end`,
            windowEndsAt: sql`case when ${open} then ${rateLimitCounters.windowEndsAt} else ${windowEnd} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt })
        .then(
          ([row]) =>
            callback(null, {
              current: row!.count,
              ttl: Math.max(0, row!.windowEndsAt.getTime() - at.getTime()),
            }),
          (error: Error) => callback(error),
        )
    }

    child(): FastifyRateLimitStore {
      // Keys already carry the limit's name (groupId): one table serves every route.
      return this
    }
  }
}
