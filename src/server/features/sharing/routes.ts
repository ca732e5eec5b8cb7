import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createMailer } from '../../../mail'
import { AppError, claimShareSchema, shareRequestSchema } from '../../../shared'
import { requireUser } from '../../plugins/session'
import { listSharedWithUser } from '../../slugs/list-shared-with-user'
import { listSharesOfItem, revokeOwnShare } from './queries'
import { claimShare, readSharedLink, shareByEmail, type SharingDeps } from './service'

const tokenParams = z.object({ token: z.string().min(1).max(200) })
const presentationQuery = z.object({ presentationId: z.uuid({ message: 'Presentation not found' }) })
const shareParams = z.object({ id: z.uuid({ message: 'Share not found' }) })

export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer({
    smtpUrl: app.config.SMTP_URL,
    from: app.config.MAIL_FROM,
    outboxDir: path.join(app.config.dataDir, 'outbox'),
  })
  app.addHook('onClose', async () => mailer.close())
  const deps: SharingDeps = { db: app.db, mailer, config: app.config, log: app.log, now: app.clock.now }
  const { db } = deps

  /** Spec §7: e-mails one link per recipient; `failed` names addresses the mail server refused. */
  app.post(
    '/api/share',
    { config: { rateLimit: app.rateLimits.share }, schema: { body: shareRequestSchema } },
    async (request) => shareByEmail({ ...deps, log: request.log }, requireUser(request), request.body),
  )

  /** Spec §7: the shared-with-you list (files others shared and this user claimed), newest first. */
  app.get('/api/shared-files', async (request) => {
    const rows = await listSharedWithUser(db, requireUser(request).id)
    return rows.reverse().map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
  })

  /** Public: the landing page of a link, for anyone holding it. */
  app.get('/api/shared/:token', { schema: { params: tokenParams } }, async (request) =>
    readSharedLink(deps, request.params.token),
  )

  app.post('/api/shared/:token/claim', { schema: { params: tokenParams } }, async (request) =>
    claimShare(deps, requireUser(request), request.params.token),
  )

  app.post('/api/claim-share', { schema: { body: claimShareSchema } }, async (request) =>
    claimShare(deps, requireUser(request), request.body.shareToken),
  )

  /** The sharer's view of one item: per recipient, opened, claimed, revoked. */
  app.get('/api/shares', { schema: { querystring: presentationQuery } }, async (request) => {
    const rows = await listSharesOfItem(db, requireUser(request).id, request.query.presentationId)
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      openedAt: row.openedAt?.toISOString() ?? null,
      claimedAt: row.claimedAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
    }))
  })

  app.post('/api/shares/:id/revoke', { schema: { params: shareParams } }, async (request) => {
    const user = requireUser(request)
    if (!(await revokeOwnShare(db, user.id, request.params.id, deps.now()))) {
      throw new AppError('not_found', 'Share not found')
    }
    return { ok: true }
  })
}
