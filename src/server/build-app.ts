import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from '../config'
import type { Db } from '../db'
import type { Storage } from '../storage'
import type { PgBoss } from 'pg-boss'
import { accountRoutes } from './features/account/routes'
import { adminRoutes } from './features/admin/routes'
import { apiKeyRoutes } from './features/api-keys/routes'
import { hashPassword, verifyPassword } from './features/auth/password'
import { createLoginThrottle, TOO_MANY_PASSWORD_CHECKS_MESSAGE } from './features/auth/login-throttle'
import { authRoutes } from './features/auth/routes'
import { contactRoutes } from './features/contact/routes'
import { billingRoutes } from './features/billing/routes'
import { healthRoutes } from './features/health/routes'
import { presentationRoutes } from './features/presentations/routes'
import { questionRoutes } from './features/questions/routes'
import { sharingRoutes } from './features/sharing/routes'
import { externalApiRoutes } from './features/v1/routes'
import { clearStaleUploads, STALE_UPLOAD_AGE_MS } from './features/presentations/clear-stale-uploads'
import { uploadTempDir } from './features/presentations/service'
import { appLoggerOptions } from './logger-options'
import { registerErrorHandler } from './plugins/error-handler'
import { registerRateLimits } from './plugins/rate-limits'
import { registerSameOriginCheck } from './plugins/same-origin'
import { registerSecurityHeaders } from './plugins/security-headers'
import { registerSession } from './plugins/session'
import { registerStaticWeb } from './plugins/static-web'
import { createPresentationActions } from './presentation-actions'
import { createQuestionActions } from './question-actions'
import { createStripeClient } from './stripe/create-stripe-client'
import { sweepOrphanOriginals } from './sweep-orphan-originals'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    clock: Clock
    boss: PgBoss
    storage: Storage
  }
}

export const DEFAULT_WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web')

export interface Clock {
  now: () => Date
  sleep: (ms: number) => Promise<void>
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

export interface AppDeps {
  config: Config
  db: Db
  /** The job queue: uploads enqueue their processing in the same transaction as their row. */
  boss: PgBoss
  storage: Storage
  logger?: FastifyServerOptions['logger']
  /** Where the default logger writes (the server's non-blocking log stream); pino's own default otherwise. */
  logStream?: { write: (line: string) => void }
  webDir?: string
  /** Time as the app sees it; tests pass their own to cross windows and expiries without waiting. */
  clock?: Clock
  /**
   * This process holds DATA_DIR's lock (the embedded database): no other process has files in it, so what
   * an earlier life left half-written is removed at start, whatever its age (decision 040).
   */
  ownsDataDir?: boolean
}

/** The whole HTTP surface, composed from plugins and features; it does not listen (tests inject). */
export async function buildApp({
  config,
  db,
  boss,
  storage,
  logger,
  logStream,
  webDir = DEFAULT_WEB_DIR,
  clock = systemClock,
  ownsDataDir = false,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Whatever the caller gives (level, stream), the scrubbing of errors, requests and secrets stays.
    logger:
      logger === false
        ? false
        : appLoggerOptions(config.LOG_LEVEL, {
            ...(logStream ? { stream: logStream } : {}),
            ...(logger === true || logger === undefined ? {} : logger),
          }),
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID()
    },
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('db', db)
  app.decorate('clock', clock)
  app.decorate('boss', boss)
  app.decorate('storage', storage)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  registerErrorHandler(app)
  await registerSecurityHeaders(app, config.isSecure, {
    allowStripe: Boolean(config.STRIPE_PUBLISHABLE_KEY),
  })
  registerSameOriginCheck(app, config.APP_URL)
  await registerSession(app, db)
  await registerRateLimits(app, db, config, clock.now)

  await app.register(healthRoutes)
  await app.register(authRoutes)
  await app.register(presentationRoutes)
  await app.register(questionRoutes)
  await app.register(sharingRoutes)
  await app.register(adminRoutes)
  await app.register(contactRoutes)
  // One Stripe client (null without billing) for the subscribe flow and account deletion alike.
  const stripe = createStripeClient(config)
  await app.register(billingRoutes, { stripe })
  const passwordChecks = createLoginThrottle(db, clock, TOO_MANY_PASSWORD_CHECKS_MESSAGE)
  await app.register(accountRoutes, {
    passwords: {
      hash: hashPassword,
      verify: verifyPassword,
      beginAttempt: (email, ip) => passwordChecks.beginAttempt(email, ip),
    },
    stripe,
  })
  await app.register(apiKeyRoutes)
  await app.register(externalApiRoutes, {
    prefix: '/api/v1',
    presentations: createPresentationActions(app),
    questions: createQuestionActions(app),
  })

  await registerStaticWeb(app, webDir)

  // File times are wall-clock times, whatever clock the app is given. Without the lock another process
  // may be receiving into DATA_DIR/tmp (several servers started from one directory): only old files go.
  const cleared = await clearStaleUploads(
    uploadTempDir(config),
    new Date(),
    ownsDataDir ? 0 : STALE_UPLOAD_AGE_MS,
  )
  if (cleared > 0) app.log.info({ cleared }, 'cleared stale upload temp files')
  // Originals in DATA_DIR only: a bucket may hold other deployments' files under the same names (decision 040).
  if (config.STORAGE === 'local') {
    const swept = await sweepOrphanOriginals(db, storage, {
      now: new Date(),
      minAgeMs: ownsDataDir ? 0 : STALE_UPLOAD_AGE_MS,
    })
    if (swept > 0) app.log.info({ swept }, 'removed stored originals that no item names')
  }
  return app
}
