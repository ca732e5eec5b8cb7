import { ApiError } from '../../../lib/api-client'

/** Spec §3 "Upload error response": a 429 carries upgradeRequired when an upgrade would lift the limit. */
export function readUpgradeRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429 && error.fields.upgradeRequired === true
}
