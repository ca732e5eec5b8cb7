import type { FastifyServerOptions } from 'fastify'
import pino from 'pino'

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>

// What an error may carry into the log. Everything else is dropped: drivers attach the query's
// parameters (`params`, the row in `detail`), which hold e-mails, password hashes and user text.
const SAFE_ERROR_FIELDS = [
  'type',
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
]

/** The logger options of every app; `given` (level, stream) may add to them but not drop the scrubbing. */
export function appLoggerOptions(level: string, given: LoggerOptions = {}): LoggerOptions {
  return {
    level,
    ...given,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-api-key"]',
        'res.headers["set-cookie"]',
        'req.body',
        '*.password',
        '*.passwordHash',
        '*.params',
      ],
      censor: '[redacted]',
    },
    serializers: {
      ...given.serializers,
      err: serializeError,
      req: serializeRequest,
    },
  }
}

// Paths whose next segment is a secret: a share link's token is valid for weeks (issue 25, item 3), an
// address-proof link's makes an admin.
const SECRET_SEGMENT = /(\/shared\/|\/verify-email\/)[^/]+/gi

/**
 * Method and path only: a query string can carry tokens and personal data, and a share token in the path
 * (`/api/shared/<token>`, `…/claim`, the `/shared/<token>` page) is replaced by '[redacted]'.
 */
export function serializeRequest(request: {
  method: string
  url: string
  id?: string
  ip?: string
  socket?: { remotePort?: number }
}) {
  return {
    method: request.method,
    url: request.url.split('?', 1)[0]?.replace(SECRET_SEGMENT, '$1[redacted]'),
    remoteAddress: request.ip,
  }
}

interface SerializedError {
  [field: string]: unknown
  type: string
  message: string
  stack: string
}

/** pino's error shape, keeping only the safe fields, with every parameter cut from messages and stacks. */
export function serializeError(error: Error): SerializedError {
  const secrets = collectParams(error)
  const scrub = (text: string) =>
    secrets.reduce((out, secret) => out.split(secret).join('[redacted]'), text.replace(PARAMS_LINE, ''))
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>
  const safe: SerializedError = { type: String(serialized.type ?? 'Error'), message: '', stack: '' }
  for (const field of SAFE_ERROR_FIELDS) {
    if (serialized[field] !== undefined && typeof serialized[field] !== 'object')
      safe[field] = serialized[field]
  }
  safe.message = scrub(String(serialized.message ?? ''))
  safe.stack = scrub(String(serialized.stack ?? ''))
  return safe
}

// Drizzle's "Failed query: …\nparams: a,b,c" (its message, hence the first line of its stack).
const PARAMS_LINE = /\nparams: [^\n]*/g

/** The string parameters of an error and its causes, to remove wherever they were copied into text. */
function collectParams(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 5) return []
  const own = (error as { params?: unknown }).params
  const values = Array.isArray(own)
    ? own.filter((value): value is string => typeof value === 'string' && value.length >= 3)
    : []
  return [...values, ...collectParams((error as { cause?: unknown }).cause, depth + 1)]
}
