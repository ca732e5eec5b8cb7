/** Segments start with a letter or digit, so no '.', '..' or hidden names; '/' separates, never leads or trails. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/
const MAX_KEY_LENGTH = 512

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError'
  readonly code = 'invalid_key'
}

/**
 * Keys become file paths (local) and object names (S3), so anything that could climb out of the store
 * ('..', absolute paths, backslashes, control characters) is refused rather than normalised.
 */
export function assertValidKey(key: string): void {
  if (
    typeof key !== 'string' ||
    key.length === 0 ||
    key.length > MAX_KEY_LENGTH ||
    key.includes('..') ||
    !KEY_PATTERN.test(key)
  ) {
    throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(String(key).slice(0, 100))}`)
  }
}
