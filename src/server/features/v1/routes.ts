import multipart from '@fastify/multipart'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, MAX_UPLOAD_BYTES } from '../../../shared'
import { addRateLimitHeaders } from './add-rate-limit-headers'
import { API_DESCRIPTION } from './api-description'
import { DOCS_BACK_LINK_SCRIPT } from './docs-back-link'
import { registerApiErrorHandler } from './error-handler'
import { requireApiKey } from './require-api-key'
import { decodeListCursor, encodeListCursor } from './list-cursor'
import type { PresentationActions } from './presentation-actions'
import { questionEndpoint, type QuestionActions } from './question-endpoint'
import { findOwnItem, findSummary, insertWebhook, listItemsPage, type ItemRow } from './queries'
import {
  apiErrorSchema,
  apiPresentationDetailSchema,
  apiPresentationPageSchema,
  apiPresentationSchema,
  commonErrorResponses,
  idParamsSchema,
  listQuerySchema,
  uploadBodySchema,
  urlBodySchema,
} from './schemas'
import { toApiPresentation } from './to-api-presentation'
import { parseWebhookUrl } from './webhooks/parse-webhook-url'
import { startWebhookDelivery } from './webhooks/start-webhook-delivery'

export interface ExternalApiOptions {
  presentations: PresentationActions
  questions: QuestionActions
}

const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
const TAG = 'Presentations'

/**
 * The external API under /api/v1 (spec §7 "External API"): API-key authentication and rate limit, JSON
 * errors as `{ error }`, the OpenAPI document generated from these routes' schemas, and its docs.
 */
export const externalApiRoutes: FastifyPluginAsyncZod<ExternalApiOptions> = async (app, options) => {
  registerApiErrorHandler(app)
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Slidebrief API', version: '1.0.0', description: API_DESCRIPTION },
      components: {
        securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
      },
      security: [{ apiKey: [] }],
      tags: [{ name: TAG, description: 'Submit files and links, follow their processing, read summaries.' }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => addRateLimitHeaders(jsonSchemaTransformObject(document)),
  })
  // Served from the package's own files: the docs page loads nothing from another origin.
  // indexPrefix: the page's asset links are absolute and do not see this plugin's own prefix.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    indexPrefix: '/api/v1',
    theme: {
      title: 'Slidebrief API',
      js: [{ filename: 'back-link.js', content: DOCS_BACK_LINK_SCRIPT }],
    },
  })
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  app.setNotFoundHandler(() => {
    throw new AppError('not_found', 'There is no such endpoint. See /api/v1/docs.')
  })

  // Only the actions: the options also carry this plugin's own prefix.
  await app.register(presentationEndpoints, {
    presentations: options.presentations,
    questions: options.questions,
  })

  const stopWebhooks = await startWebhookDelivery(app)
  app.addHook('onClose', stopWebhooks)
}

const presentationEndpoints: FastifyPluginAsyncZod<ExternalApiOptions> = async (
  app,
  { presentations, questions },
) => {
  const { db, config } = app
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 10, fieldSize: 2048, parts: 20 },
  })
  app.addHook('onRequest', requireApiKey(app))
  await app.register(questionEndpoint, { questions })

  async function requireItem(userId: string, id: string): Promise<ItemRow> {
    const item = await findOwnItem(db, userId, id)
    if (!item) throw new AppError('not_found', 'Presentation not found')
    return item
  }

  async function acceptWebhook(presentationId: string, apiKeyId: string, url: string | null) {
    if (url) await insertWebhook(db, { presentationId, apiKeyId, url })
  }

  app.post(
    '/presentations',
    {
      schema: {
        tags: [TAG],
        summary: 'Upload a file',
        description:
          'Multipart upload of one PDF, PPTX or PPT file (at most 50 MB). The item is answered at once with status `processing`; poll it, or pass `webhookUrl` to be called when it finishes. Counts toward the plan allowance.',
        consumes: ['multipart/form-data'],
        body: uploadBodySchema,
        response: {
          202: apiPresentationSchema.meta({ description: 'Accepted: the new item, processing.' }),
          ...commonErrorResponses,
          404: apiErrorSchema.meta({ description: 'previousVersionId names no item of this account.' }),
          413: apiErrorSchema.meta({ description: 'The file is larger than 50 MB.' }),
          415: apiErrorSchema.meta({ description: 'Not a PDF, PPTX or PPT file.' }),
          422: apiErrorSchema.meta({ description: 'The file cannot be read (damaged, encrypted, empty).' }),
        },
      },
      // The account's upload limit, counted with the app's uploads (issue 25, item 4).
      config: { rateLimit: app.rateLimits.upload },
      // The body is a stream read by the upload handler (documentType and size checked there); the
      // schema above documents it.
      validatorCompiler: (route) =>
        route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route as never),
    },
    async (request, reply) => {
      const key = request.apiKey!
      const upload = await presentations.receiveUpload(request)
      let webhookUrl: string | null
      try {
        webhookUrl = upload.fields.webhookUrl
          ? parseWebhookUrl(upload.fields.webhookUrl, config.ALLOW_PRIVATE_URLS)
          : null
      } catch (error) {
        await upload.discard()
        throw error
      }
      const { id } = await upload.accept(key.userId)
      await acceptWebhook(id, key.id, webhookUrl)
      return reply.status(202).send(toApiPresentation(await requireItem(key.userId, id)))
    },
  )

  app.post(
    '/presentations/url',
    {
      schema: {
        tags: [TAG],
        summary: 'Submit a PDF link',
        description:
          'The PDF is downloaded by the server (public addresses only) and processed like an upload.',
        body: urlBodySchema,
        response: {
          202: apiPresentationSchema.meta({ description: 'Accepted: the new item, processing.' }),
          ...commonErrorResponses,
        },
      },
      config: { rateLimit: app.rateLimits.url },
    },
    async (request, reply) => {
      const key = request.apiKey!
      const { webhookUrl, ...input } = request.body
      const checkedWebhook = webhookUrl ? parseWebhookUrl(webhookUrl, config.ALLOW_PRIVATE_URLS) : null
      const { id } = await presentations.acceptUrl(key.userId, input)
      await acceptWebhook(id, key.id, checkedWebhook)
      return reply.status(202).send(toApiPresentation(await requireItem(key.userId, id)))
    },
  )

  app.get(
    '/presentations',
    {
      schema: {
        tags: [TAG],
        summary: 'List items',
        description: 'Your items, newest first, a page at a time.',
        querystring: listQuerySchema,
        response: { 200: apiPresentationPageSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const after = request.query.cursor ? decodeListCursor(request.query.cursor) : null
      const page = await listItemsPage(db, request.apiKey!.userId, request.query.limit, after)
      return {
        data: page.rows.map(toApiPresentation),
        nextCursor: page.next ? encodeListCursor(page.next) : null,
      }
    },
  )

  app.get(
    '/presentations/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Get an item',
        description: 'Status and progress; once completed, the summary with the source slides of every item.',
        params: idParamsSchema,
        response: {
          200: apiPresentationDetailSchema,
          ...commonErrorResponses,
          404: apiErrorSchema.meta({ description: 'No such item among yours.' }),
        },
      },
    },
    async (request) => {
      const item = await requireItem(request.apiKey!.userId, request.params.id)
      const summary = item.status === 'completed' ? await findSummary(db, item.id) : null
      return { ...toApiPresentation(item), summary }
    },
  )

  app.get(
    '/presentations/:id/report',
    {
      schema: {
        tags: [TAG],
        summary: 'Get the HTML report',
        description: 'The complete analysis as a self-contained HTML page (no scripts, nothing loaded).',
        params: idParamsSchema,
        response: {
          200: {
            description: 'The report.',
            content: { 'text/html': { schema: z.string().meta({ examples: ['<!doctype html>…'] }) } },
          },
          ...commonErrorResponses,
          404: apiErrorSchema.meta({ description: 'No such item among yours.' }),
          409: apiErrorSchema.meta({ description: 'The item has not completed.' }),
        },
      },
    },
    async (request, reply) => {
      const item = await requireItem(request.apiKey!.userId, request.params.id)
      const summary = item.status === 'completed' ? await findSummary(db, item.id) : null
      if (!summary) throw new AppError('conflict', 'The summary is not ready yet.')
      const html = presentations.renderReport({
        originalName: item.originalName,
        processedAt: item.processedAt,
        summary,
      })
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', REPORT_CSP)
        .send(html)
    },
  )

  app.delete(
    '/presentations/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete an item',
        description: 'Deletes the item, its summary and its stored file. The allowance is not given back.',
        params: idParamsSchema,
        response: {
          204: z.null().meta({ description: 'Deleted.' }),
          ...commonErrorResponses,
          404: apiErrorSchema.meta({ description: 'No such item among yours.' }),
        },
      },
    },
    async (request, reply) => {
      await presentations.deletePresentation(request.apiKey!.userId, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
