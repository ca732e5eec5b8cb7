import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify'
import { AppError } from '../../../shared'
import { hashToken } from '../../sessions/session-store'
import { recordAccountApiUse, recordApiKeyUse } from './queries'
import { rateLimitHeaders, secondsUntilReset } from './rate-limit-headers'

declare module 'fastify' {
  interface FastifyRequest {
    /** The key an /api/v1 request was made with; the session cookie is never read there. */
    apiKey?: { id: string; userId: string }
  }
}

export const MISSING_KEY_MESSAGE = 'Send your API key in the X-API-Key header.'
export const INVALID_KEY_MESSAGE = 'The API key is not valid. It may have been deleted.'

/**
 * Authenticates by X-API-Key alone (a cookie is no credential here), counts the request in the key's
 * window and in its account's (spec §9: 100 requests per hour per key; issue 25, item 4: and per account,
 * or more keys would buy more calls) and states the limit on every answer.
 */
export function requireApiKey(app: FastifyInstance): onRequestAsyncHookHandler {
  const { db, config, clock } = app
  return async (request, reply) => {
    const given = request.headers['x-api-key']
    if (typeof given !== 'string' || given.trim() === '') {
      throw new AppError('unauthorized', MISSING_KEY_MESSAGE)
    }
    const now = clock.now()
    const use = await recordApiKeyUse(db, hashToken(given.trim()), now, config.API_RATE_WINDOW_SECONDS)
    if (!use) throw new AppError('unauthorized', INVALID_KEY_MESSAGE)

    const account = await recordAccountApiUse(db, use.userId, now, config.API_RATE_WINDOW_SECONDS)

    const limits = { limit: config.API_RATE_LIMIT, windowSeconds: config.API_RATE_WINDOW_SECONDS }
    const keyWindow = { ...limits, count: use.windowCount, windowStartedAt: use.windowStartedAt }
    const accountWindow = { ...limits, ...account }
    // The headers state the tighter of the two: what this key may still do now.
    const window = accountWindow.count > keyWindow.count ? accountWindow : keyWindow
    reply.headers(rateLimitHeaders(window, now))
    if (window.count > config.API_RATE_LIMIT) {
      reply.header('retry-after', String(Math.max(1, secondsUntilReset(window, now))))
      const per = window === keyWindow ? 'per API key' : 'per account (all its API keys together)'
      throw new AppError(
        'too_many_requests',
        `Rate limit exceeded: ${config.API_RATE_LIMIT} requests per ${config.API_RATE_WINDOW_SECONDS} seconds ${per}.`,
      )
    }
    request.apiKey = { id: use.id, userId: use.userId }
  }
}
