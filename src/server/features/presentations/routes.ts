import { create as contentDisposition } from 'content-disposition'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AppError,
  MAX_UPLOAD_BYTES,
  noteSchema,
  renameSchema,
  singleLineText,
  urlSubmissionSchema,
  type Summary,
} from '../../../shared'
import { StorageNotFoundError } from '../../../storage'
import { requireSignedIn, requireUser } from '../../plugins/session'
import { getFileAllowance, isAtLimit } from '../../usage/file-allowance'
import { compareVersions } from './compare-versions'
import { streamPresentationEvents } from './stream-presentation-events'
import { LIMIT_REACHED_MESSAGE, ORIGINAL_DELETED_MESSAGE } from './messages'
import {
  findReadablePresentation,
  findSummary,
  findOwnPresentationBySlug,
  findSharedBySlug,
  findVisiblePresentationBySlug,
  listOwnPresentations,
  listOwnQuestions,
} from './queries'
import { receiveUpload } from './receive-upload'
import { renderReport } from './report/render-report'
import {
  acceptUpload,
  acceptUrl,
  deletePresentation,
  renamePresentation,
  requireOwn,
  retryPresentation,
  setPresentationNote,
  uploadTempDir,
} from './service'
import { sharedListSlug } from '../../slugs/slug'
import { toPresentationDto } from './to-presentation-dto'

const idParams = z.object({ id: z.uuid({ message: 'Presentation not found' }) })

const HISTORY_PAGE_SIZE = 50

const reportQuery = z.object({ conversation: z.enum(['1']).optional() })

const historyQuerySchema = z.object({
  sort: z.enum(['date', 'name']).default('date'),
  // A NUL cannot reach PostgreSQL (it would answer 500); other control characters match no name anyway.
  q: singleLineText()
    .max(255)
    .transform((value) => value.trim())
    .optional(),
  after: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(HISTORY_PAGE_SIZE),
  ids: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).max(100))
    .optional(),
})

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  url: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ppt: 'application/vnd.ms-powerpoint',
}

// Reports are our HTML carrying user text: no script may run, nothing may load, even if opened directly.
const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

export const presentationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, boss: app.boss, storage: app.storage, config: app.config }
  const { db } = deps
  app.addHook('onRequest', requireSignedIn)

  await app.register(import('@fastify/multipart'), {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 10, fieldSize: 1024, parts: 20 },
  })

  app.get('/api/file-processing-limits', async (request) => getFileAllowance(db, requireUser(request).id))

  // The spec's history list, one page at a time (decision 023): still an array; a full page says where
  // the next one starts in a Link header, and `after=<last id>` asks for it.
  app.get('/api/presentations', { schema: { querystring: historyQuerySchema } }, async (request, reply) => {
    const { q, ...page } = request.query
    const rows = await listOwnPresentations(db, requireUser(request).id, { ...page, search: q })
    const last = rows.at(-1)
    if (last && rows.length === page.limit && !page.ids) {
      const next = new URLSearchParams({ sort: page.sort, limit: String(page.limit), after: last.id })
      if (q) next.set('q', q)
      reply.header('link', `</api/presentations?${next}>; rel="next"`)
    }
    return rows.map(toPresentationDto)
  })

  // An account at its limit is refused before its body is read or parsed; admitting still re-checks
  // atomically, for uploads racing past this point.
  const refuseAtLimit = async (request: FastifyRequest) => {
    if (isAtLimit(await getFileAllowance(db, requireUser(request).id))) {
      throw new AppError('limit_reached', LIMIT_REACHED_MESSAGE, { upgradeRequired: true })
    }
  }

  app.post(
    '/api/presentations/upload',
    { onRequest: refuseAtLimit, config: { rateLimit: app.rateLimits.upload } },
    async (request, reply) => {
      const user = requireUser(request)
      const upload = await receiveUpload(request, uploadTempDir(app.config))
      const row = await acceptUpload(deps, user.id, upload)
      return reply.status(202).send(toPresentationDto(row))
    },
  )

  app.post(
    '/api/presentations/url',
    {
      schema: { body: urlSubmissionSchema },
      onRequest: refuseAtLimit,
      config: { rateLimit: app.rateLimits.url },
    },
    async (request, reply) => {
      const row = await acceptUrl(deps, requireUser(request).id, request.body)
      return reply.status(202).send(toPresentationDto(row))
    },
  )

  app.get(
    '/api/presentations/slug/:slug',
    { schema: { params: z.object({ slug: singleLineText().max(300) }) } },
    async (request) => {
      const user = requireUser(request)
      const slug = request.params.slug.toLowerCase()
      // An own item's slug first, then the shared list's (which never equals an own one), then links
      // made before the shared list's slugs were unique: the history form of either (decision 005).
      const row =
        (await findOwnPresentationBySlug(db, user.id, slug)) ??
        (await findSharedBySlug(db, user.id, slug)) ??
        (await findVisiblePresentationBySlug(db, user.id, [slug, slug.replace(/-(pdf|pptx|ppt)$/, '')]))
      if (!row) throw new AppError('not_found', 'Presentation not found')
      const summary = row.status === 'completed' ? await findSummary(db, row.id) : null
      const isOwner = row.userId === user.id
      return {
        presentation: {
          ...toPresentationDto(row),
          // A share recipient reads the summary, never the owner's private note.
          ...(isOwner ? {} : { userNote: null }),
          sharedSlug: sharedListSlug(row.originalName),
        },
        // Nor what it cost the owner (decision 035); the warnings say what the summary left out, so they stay.
        summary: summary && !isOwner ? withoutUsage(summary) : summary,
      }
    },
  )

  app.post('/api/presentations/:id/retry', { schema: { params: idParams } }, async (request, reply) => {
    const row = await retryPresentation(deps, requireUser(request).id, request.params.id)
    return reply.status(202).send(toPresentationDto(row))
  })

  app.patch(
    '/api/presentations/:id/note',
    { schema: { params: idParams, body: noteSchema } },
    async (request) => {
      const row = await setPresentationNote(
        db,
        requireUser(request).id,
        request.params.id,
        request.body.userNote,
      )
      return toPresentationDto(row)
    },
  )

  app.patch(
    '/api/presentations/:id',
    { schema: { params: idParams, body: renameSchema } },
    async (request) => {
      const row = await renamePresentation(
        db,
        requireUser(request).id,
        request.params.id,
        request.body.originalName,
      )
      return toPresentationDto(row)
    },
  )

  app.delete('/api/presentations/:id', { schema: { params: idParams } }, async (request) => {
    await deletePresentation(deps, requireUser(request).id, request.params.id)
    return { ok: true }
  })

  app.get('/api/presentations/:id/events', { schema: { params: idParams } }, async (request, reply) => {
    const item = await requireOwn(db, requireUser(request).id, request.params.id)
    return streamPresentationEvents(db, item, request, reply)
  })

  app.get('/api/presentations/:id/diff', { schema: { params: idParams } }, async (request) =>
    compareVersions(db, requireUser(request).id, request.params.id),
  )

  app.get('/api/presentations/:id/original', { schema: { params: idParams } }, async (request, reply) => {
    const item = await requireOwn(db, requireUser(request).id, request.params.id)
    if (item.originalDeletedAt) throw new AppError('gone', ORIGINAL_DELETED_MESSAGE)
    if (!item.storageKey) throw new AppError('not_found', 'The original file is not available yet.')
    let body
    try {
      body = await app.storage.get(item.storageKey)
    } catch (error) {
      if (error instanceof StorageNotFoundError)
        throw new AppError('not_found', 'The original file is not available.')
      throw error
    }
    const isPdf = item.fileType === 'pdf' || item.fileType === 'url'
    const fileName =
      item.fileType === 'url' && !/\.pdf$/i.test(item.originalName)
        ? `${item.originalName}.pdf`
        : item.originalName
    return reply
      .header('content-type', CONTENT_TYPES[item.fileType] ?? 'application/octet-stream')
      .header('content-disposition', contentDisposition(fileName, { type: isPdf ? 'inline' : 'attachment' }))
      .header('content-security-policy', 'sandbox')
      .header('cache-control', 'private, no-store')
      .send(body)
  })

  for (const variant of ['download', 'print'] as const) {
    const url =
      variant === 'download' ? '/api/presentations/:id/download' : '/api/presentations/:id/download/print'
    app.get(url, { schema: { params: idParams, querystring: reportQuery } }, async (request, reply) => {
      const userId = requireUser(request).id
      const { item, summary } = await completedItem(request.params.id, userId)
      // Issue 26: the reader's own questions and answers, when asked for.
      const conversation = request.query.conversation
        ? await listOwnQuestions(db, item.id, userId)
        : undefined
      const html = renderReport(
        { originalName: item.originalName, processedAt: item.processedAt, summary, conversation },
        { variant },
      )
      // The download is saved as a file (spec §7); the print version opens in a tab.
      if (variant === 'download') {
        reply.header('content-disposition', contentDisposition(`${item.originalName}_complete_analysis.html`))
      }
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', REPORT_CSP)
        .send(html)
    })
  }

  // Recipients of a claimed share may read the report too (issue 14); every other item route is the owner's.
  async function completedItem(id: string, userId: string) {
    const item = await findReadablePresentation(db, userId, id)
    if (!item) throw new AppError('not_found', 'Presentation not found')
    const summary = item.status === 'completed' ? await findSummary(db, item.id) : null
    if (!summary) throw new AppError('conflict', 'The summary is not ready yet.')
    return { item, summary }
  }
}

function withoutUsage({ usage: _usage, ...summary }: Summary): Summary {
  return summary
}
