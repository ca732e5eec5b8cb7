import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isAppError } from '../../shared'

/**
 * The one place errors become answers (STYLE.md §3): AppErrors with their status and the spec's message,
 * validation failures as 400 with the first problem's message, Fastify's own 4xx as they are, and
 * everything else as a logged, generic 500 — never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      return reply.status(error.status).send({ ...error.extra, code: error.code, message: error.message })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]
      return reply.status(400).send({ code: 'validation_failed', message: first?.message ?? 'Invalid input' })
    }
    if (isClientAbort(request, error)) {
      // The client went away (closed tab, lost network): nothing failed on our side.
      request.log.info({ code: error.code }, 'client aborted the request')
      return reply.status(400).send({ code: 'bad_request', message: 'The request was aborted.' })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: error.code ?? 'bad_request', message: clientMessage(error) })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send({ code: 'internal', message: 'Something went wrong. Please try again.' })
  })
}

const ABORT_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE'])

function isClientAbort(request: FastifyRequest, error: FastifyError): boolean {
  return request.raw.destroyed && (ABORT_CODES.has(error.code) || error.message === 'aborted')
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.'
    default:
      return error.message
  }
}
