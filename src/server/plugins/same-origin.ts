import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../../shared'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * State-changing /api requests from a browser must come from the app's own pages: a cookie session is
 * otherwise usable by any site the user visits. Browsers always send Origin (and Sec-Fetch-Site) on such
 * requests; clients without them (curl, API-key automation) carry no ambient cookie risk.
 * Every state-changing request is checked, whatever its path: a path test is one encoding away from a
 * bypass ('/%61pi/logout' is routed to '/api/logout').
 */
export function registerSameOriginCheck(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return
    if (!isSameOrigin(request, appOrigin)) {
      throw new AppError('cross_origin', 'Cross-origin requests are not allowed.')
    }
  })
}

function isSameOrigin(request: FastifyRequest, appOrigin: string): boolean {
  const site = request.headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return false
  const origin = request.headers.origin
  if (origin === undefined) return true
  if (origin === appOrigin) return true
  // The origin the request was actually addressed to (e.g. http://127.0.0.1:PORT behind no proxy).
  return origin === `${request.protocol}://${request.host}`
}
