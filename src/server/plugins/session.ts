import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../shared'
import type { Db } from '../../db'
import { isApiPath, requestPath } from './request-path'
import { findSessionUser, SESSION_COOKIE, SESSION_TTL_MS, type UserRow } from '../sessions/session-store'

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null
  }
}

/** Reads the session cookie on API requests and sets request.user (null when signed out). */
export async function registerSession(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(cookie)
  app.decorateRequest('user', null)
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(requestPath(request))) return
    const token = request.cookies[SESSION_COOKIE]
    if (token) request.user = await findSessionUser(db, token)
  })
}

/** The signed-in user, or a 401 for the route. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('unauthorized', 'Not signed in')
  return request.user
}

/**
 * An onRequest hook for a plugin whose routes are all for signed-in users: a visitor gets 401 before the
 * params and body are validated, so a malformed id answers as a well-formed one does (no 400/401 oracle).
 */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  requireUser(request)
}

export function setSessionCookie(reply: FastifyReply, token: string, isSecure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure,
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  })
}

export function clearSessionCookie(reply: FastifyReply, isSecure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isSecure, path: '/' })
}
