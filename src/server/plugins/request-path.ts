import type { FastifyRequest } from 'fastify'

/**
 * The path as the router understood it: the matched route's pattern when one matched, else the decoded
 * path. Checks must decide on this, never on the raw URL: '/%61pi/logout' is routed to '/api/logout'
 * (issue 13 item 4).
 */
export function requestPath(request: FastifyRequest): string {
  const routed = request.routeOptions.url
  if (routed !== undefined) return routed
  const raw = request.url.split('?', 1)[0] ?? ''
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/')
}
