import type { IngestErrorCode } from './document'

/**
 * Every known failure the product answers with. One code -> one HTTP status, here and nowhere else
 * (STYLE.md §3); `message` is the user-facing text, in the spec's words where the spec has them.
 */
const STATUS_BY_CODE = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  payment_required: 402,
  forbidden: 403,
  cross_origin: 403,
  not_found: 404,
  conflict: 409,
  email_taken: 409,
  gone: 410,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
  limit_reached: 429,
  too_many_requests: 429,
  not_configured: 501,
  unavailable: 503,
} as const satisfies Record<string, number>

export type AppErrorCode = keyof typeof STATUS_BY_CODE | IngestErrorCode

export class AppError extends Error {
  readonly code: AppErrorCode
  /** Extra fields sent beside `message` (e.g. `upgradeRequired` on a 429). */
  readonly extra: Record<string, unknown>

  constructor(code: AppErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.extra = extra
  }

  get status(): number {
    return statusForCode(this.code)
  }
}

/** Ingest refusals surfacing through HTTP are 422 unless the table names them (size, type). */
export function statusForCode(code: AppErrorCode): number {
  return (STATUS_BY_CODE as Record<string, number>)[code] ?? 422
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError
}
