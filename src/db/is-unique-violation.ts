const UNIQUE_VIOLATION = '23505'

/** PostgreSQL's unique_violation, from node-postgres or PGlite, raw or wrapped by Drizzle (in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code
  const causeCode = (error as { cause?: { code?: string } }).cause?.code
  return code === UNIQUE_VIOLATION || causeCode === UNIQUE_VIOLATION
}
