import { ApiError } from '../../../lib/api-client'

/**
 * Spec §3 "Upload error response": a 429 carries upgradeRequired. ApiError keeps only the server's
 * message, so the flag is read back from the body text its message ends with ('429: {...}').
 */
export function readUpgradeRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 429) return false
  try {
    const body: unknown = JSON.parse(error.message.slice(`${error.status}: `.length))
    return Boolean(body && typeof body === 'object' && 'upgradeRequired' in body && body.upgradeRequired)
  } catch {
    return false
  }
}
