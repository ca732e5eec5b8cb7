const DAY_MS = 24 * 60 * 60 * 1000

/** Spec §9 "Share expiry display": whole days, rounded up. */
export function daysUntil(expiresAt: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / DAY_MS))
}
