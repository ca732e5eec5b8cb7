import { randomBytes } from 'node:crypto'
import { hashToken } from '../../sessions/session-store'

/** 256 random bits, URL-safe; only its hash is stored, like a session token. */
export function createShareToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashToken(token) }
}

export function shareLink(appUrl: string, token: string): string {
  return new URL(`/shared/${encodeURIComponent(token)}`, appUrl).toString()
}
