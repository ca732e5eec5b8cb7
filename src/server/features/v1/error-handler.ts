import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isAppError } from '../../../shared'

/**
 * The external API's answers wrap errors as `{ error: { code, message } }` (issue 16), so integrators can
 * tell an error from data by shape. Scoped to this plugin: the web API keeps the root handler's `{ code,
 * message }`. Same rules as the root: AppErrors as they are, validation as 400, other 4xx by Fastify's
 * code, anything else a logged, generic 500.
 */
export function registerApiErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      return reply
        .status(error.status)
        .send({ error: { ...error.extra, code: error.code, message: error.message } })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]
      return reply.status(400).send({
        error: { code: 'validation_failed', message: first?.message ?? 'Invalid input' },
      })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: error.code ?? 'bad_request', message: error.message } })
    }
    request.log.error({ err: error }, 'request failed')
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } })
  })
}
