import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { loginSchema, registerSchema } from '../../../shared'
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session'
import { toPublicUser } from '../../sessions/public-user'
import { createSession, revokeSession, SESSION_COOKIE } from '../../sessions/session-store'
import { createLoginThrottle } from './login-throttle'
import { authenticate, registerUser } from './service'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, clock } = app
  const throttle = createLoginThrottle(db, clock)

  app.post(
    '/api/register',
    { schema: { body: registerSchema }, config: { rateLimit: app.rateLimits.register } },
    async (request, reply) => {
      const user = await registerUser(db, request.body)
      const session = await createSession(db, user.id)
      setSessionCookie(reply, session.token, config.isSecure)
      return reply.status(201).send(toPublicUser(user, config.ADMIN_EMAILS))
    },
  )

  app.post(
    '/api/login',
    { schema: { body: loginSchema }, config: { rateLimit: app.rateLimits.login } },
    async (request, reply) => {
      const user = await authenticate(db, throttle, request.body, request.ip)
      const previous = request.cookies[SESSION_COOKIE]
      if (previous) await revokeSession(db, previous)
      const session = await createSession(db, user.id)
      setSessionCookie(reply, session.token, config.isSecure)
      return toPublicUser(user, config.ADMIN_EMAILS)
    },
  )

  app.post('/api/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE]
    if (token) await revokeSession(db, token)
    clearSessionCookie(reply, config.isSecure)
    return { ok: true }
  })

  app.get('/api/user', async (request) => toPublicUser(requireUser(request), config.ADMIN_EMAILS))
}
