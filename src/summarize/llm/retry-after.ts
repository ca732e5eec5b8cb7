/** Longest wait a server may impose through Retry-After before we give up waiting on it: a job must end. */
export const MAX_RETRY_AFTER_MS = 30_000

/**
 * The wait a Retry-After (or OpenAI's retry-after-ms) header asks for, in ms, capped at `capMs`.
 * Retry-After is either delta-seconds (fractions tolerated) or an HTTP date (RFC 9110 §10.2.3);
 * anything else is ignored (undefined) so the caller falls back to its own backoff.
 */
export function parseRetryAfter(
  headers: Record<string, string> | undefined,
  now: number = Date.now(),
  capMs: number = MAX_RETRY_AFTER_MS,
): number | undefined {
  if (!headers) return undefined
  const ms = readRetryAfterMs(headers, now)
  if (ms === undefined || !Number.isFinite(ms)) return undefined
  return Math.min(Math.max(0, ms), capMs)
}

function readRetryAfterMs(headers: Record<string, string>, now: number): number | undefined {
  const value = (name: string) =>
    Object.entries(headers)
      .find(([key]) => key.toLowerCase() === name)?.[1]
      ?.trim()
  const precise = value('retry-after-ms')
  if (precise && /^\d+(\.\d+)?$/.test(precise)) return Number(precise)
  const retryAfter = value('retry-after')
  if (!retryAfter) return undefined
  if (/^\d+(\.\d+)?$/.test(retryAfter)) return Number(retryAfter) * 1000
  // IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT"); Date.parse alone would also take "-5" for a year.
  if (!/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(retryAfter)) return undefined
  return Date.parse(retryAfter) - now
}
