/** The one policy the external API applies per key, named in both headers. */
const POLICY = '"per-key"'

export interface RateWindow {
  limit: number
  windowSeconds: number
  count: number
  windowStartedAt: Date
}

/**
 * RateLimit-Policy and RateLimit as in the IETF httpapi draft (draft-ietf-httpapi-ratelimit-headers):
 * quota `q` per window `w` seconds; `r` requests remaining and `t` seconds until the window restarts.
 */
export function rateLimitHeaders(window: RateWindow, now: Date): Record<string, string> {
  const resetSeconds = secondsUntilReset(window, now)
  const remaining = Math.max(0, window.limit - window.count)
  return {
    'ratelimit-policy': `${POLICY};q=${window.limit};w=${window.windowSeconds}`,
    ratelimit: `${POLICY};r=${remaining};t=${resetSeconds}`,
  }
}

export function secondsUntilReset(window: RateWindow, now: Date): number {
  const endsAt = window.windowStartedAt.getTime() + window.windowSeconds * 1000
  return Math.max(0, Math.ceil((endsAt - now.getTime()) / 1000))
}
