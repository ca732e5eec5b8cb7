import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { changePasswordSchema } from '../../../shared'
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session'
import { createSession } from '../../sessions/session-store'
import type { StripeClient } from '../../stripe/create-stripe-client'
import { changePassword, deleteAccount, type Passwords } from './service'

export const accountRoutes: FastifyPluginAsyncZod<{
  passwords: Passwords
  stripe: StripeClient | null
}> = async (app, { passwords, stripe }) => {
  const { config } = app
  const deps = { db: app.db, storage: app.storage, stripe, passwords }

  app.post('/api/change-password', { schema: { body: changePasswordSchema } }, async (request, reply) => {
    const user = requireUser(request)
    await changePassword(deps, user, request.body, request.ip)
    // Every other session is signed out; this browser gets a fresh one and stays signed in.
    const session = await createSession(deps.db, user.id)
    setSessionCookie(reply, session.token, config.isSecure)
    return { message: 'Your password has been changed successfully.' }
  })

  app.delete('/api/account', async (request, reply) => {
    await deleteAccount(deps, requireUser(request).id)
    clearSessionCookie(reply, config.isSecure)
    return { message: 'Your account and all data have been permanently deleted.' }
  })
}
