import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createMailer } from '../../../mail'
import { escapeHtml, loginSchema, registerSchema } from '../../../shared'
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session'
import { isAdminUser, toPublicUser } from '../../sessions/public-user'
import { createSession, revokeSession, SESSION_COOKIE, type UserRow } from '../../sessions/session-store'
import { confirmEmail, offerEmailVerification, type EmailVerificationDeps } from './email-verification'
import { createLoginThrottle } from './login-throttle'
import { authenticate, registerUser } from './service'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, clock } = app
  const throttle = createLoginThrottle(db, clock)
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.dataDir, 'outbox'),
  })
  app.addHook('onClose', async () => mailer.close())
  const verification: EmailVerificationDeps = {
    db,
    mailer,
    appUrl: config.APP_URL,
    adminEmails: config.ADMIN_EMAILS,
    now: clock.now,
    log: app.log,
  }
  /**
   * The proof link of a listed admin address. A mail server that is down must not undo a registration or
   * a sign-in that succeeded: it is logged, and the next sign-in sends the link again.
   */
  const offerProof = async (user: UserRow, log: typeof app.log) => {
    try {
      await offerEmailVerification({ ...verification, log }, user)
    } catch (error) {
      log.warn({ err: error }, 'admin address confirmation could not be sent')
    }
  }

  app.post(
    '/api/register',
    { schema: { body: registerSchema }, config: { rateLimit: app.rateLimits.register } },
    async (request, reply) => {
      const user = await registerUser(db, request.body)
      const session = await createSession(db, user.id)
      setSessionCookie(reply, session.token, config.isSecure)
      await offerProof(user, request.log)
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
      await offerProof(user, request.log)
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

  /**
   * The link e-mailed to a listed admin address (decision 039): opened, it proves the address and leads to
   * the admin dashboard. A GET, as mail clients open links; the token is single-use and redacted in logs.
   */
  app.get(
    '/api/verify-email/:token',
    { schema: { params: z.object({ token: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      const user = await confirmEmail(db, request.params.token, clock.now())
      if (user) return reply.redirect(isAdminUser(user, config.ADMIN_EMAILS) ? '/admin' : '/dashboard', 303)
      return reply
        .status(410)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><title>Slidebrief</title><p>${escapeHtml(LINK_UNUSABLE_MESSAGE)}</p><p><a href="/auth">Sign in</a></p></html>`,
        )
    },
  )
}

const LINK_UNUSABLE_MESSAGE =
  'This confirmation link is invalid, already used or expired. Sign in again to receive a new one.'
