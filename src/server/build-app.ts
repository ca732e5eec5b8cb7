import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from '../config'
import type { Db } from '../db'
import type { Storage } from '../storage'
import type { PgBoss } from 'pg-boss'
import { authRoutes } from './features/auth/routes'
import { healthRoutes } from './features/health/routes'
import { presentationRoutes } from './features/presentations/routes'
import { sharingRoutes } from './features/sharing/routes'
import { registerErrorHandler } from './plugins/error-handler'
import { registerSameOriginCheck } from './plugins/same-origin'
import { registerSecurityHeaders } from './plugins/security-headers'
import { registerSession } from './plugins/session'
import { registerStaticWeb } from './plugins/static-web'

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
  webDir?: string
  /** Time as the app sees it; tests pass their own to cross windows and expiries without waiting. */
  clock?: Clock
}

/** The whole HTTP surface, composed from plugins and features; it does not listen (tests inject). */
export async function buildApp({
  config,
  db,
  boss,
  storage,
  logger,
  webDir = DEFAULT_WEB_DIR,
  clock = systemClock,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-api-key"]',
        'res.headers["set-cookie"]',
      ],
    },
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
  await registerSecurityHeaders(app, config.isSecure)
  registerSameOriginCheck(app, config.APP_URL)
  await registerSession(app, db)

  await app.register(healthRoutes)
  await app.register(authRoutes)
  await app.register(presentationRoutes)
  await app.register(sharingRoutes)

  await registerStaticWeb(app, webDir)
  return app
}
