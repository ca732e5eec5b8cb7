import { randomBytes } from 'node:crypto'

/** Recognisable in logs, commits and secret scanners, and says what it is for. */
export const API_KEY_PREFIX = 'sbk_'
const WEBHOOK_SECRET_PREFIX = 'whsec_'
const PREVIEW_TAIL = 4

export interface GeneratedApiKey {
  keyValue: string
  keyPreview: string
  webhookSecret: string
}

/** A 256-bit random key with its display preview ('sbk_…Ab3x') and its own webhook signing secret. */
export function generateApiKey(): GeneratedApiKey {
  const keyValue = API_KEY_PREFIX + randomBytes(32).toString('base64url')
  return {
    keyValue,
    keyPreview: `${API_KEY_PREFIX}…${keyValue.slice(-PREVIEW_TAIL)}`,
    webhookSecret: WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64url'),
  }
}
