import { create as contentDisposition } from 'content-disposition'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AppError,
  PLANS,
  adminUsersQuerySchema,
  setAdminBodySchema,
  setPlanBodySchema,
  type AdminUser,
} from '../../../shared'
import { requireUser } from '../../plugins/session'
import { isAdminUser, isConfiguredAdminUser } from '../../sessions/public-user'
import type { UserRow } from '../../sessions/session-store'
import {
  applyAdminAction,
  findUserById,
  listAdminActions,
  listAllUsersForExport,
  listContactSubmissions,
  listExports,
  listUsersForAdmin,
  readAdminStats,
  readSubscriptionMetrics,
  sumLlmUsageByMonth,
  recordExport,
} from './queries'
import { toCsv } from './to-csv'

const userParams = z.object({ id: z.uuid({ message: 'User not found' }) })

function toIso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString()
}

/** Spec §6: /api/admin answers 401 to visitors and 403 to signed-in users who are not admins. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, clock } = app

  function requireAdmin(request: FastifyRequest): UserRow {
    const user = requireUser(request)
    if (!isAdminUser(user, config.ADMIN_EMAILS)) {
      throw new AppError('forbidden', "You don't have admin privileges to access this page.")
    }
    return user
  }

  app.addHook('onRequest', async (request) => {
    requireAdmin(request)
  })

  function toAdminUser(row: Awaited<ReturnType<typeof listUsersForAdmin>>['rows'][number]): AdminUser {
    const isConfiguredAdmin = isConfiguredAdminUser(row, config.ADMIN_EMAILS)
    return {
      id: row.id,
      firstName: row.firstName,
      email: row.email,
      accountType: row.accountType,
      isAdmin: row.isAdmin || isConfiguredAdmin,
      isConfiguredAdmin,
      createdAt: row.createdAt.toISOString(),
      uploadCount: row.uploadCount,
      lastUpload: toIso(row.lastUpload),
    }
  }

  function sendCsv(reply: FastifyReply, name: string, csv: string) {
    const date = clock.now().toISOString().slice(0, 10)
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`${name}-${date}.csv`))
      .header('cache-control', 'no-store')
      .send(csv)
  }

  app.get('/api/admin/stats', async () => readAdminStats(db, clock.now()))

  app.get('/api/admin/users', { schema: { querystring: adminUsersQuerySchema } }, async (request) => {
    const query = { search: '', ...request.query }
    const { rows, total } = await listUsersForAdmin(db, query)
    return { users: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize }
  })

  app.get('/api/admin/subscription-metrics', async () => readSubscriptionMetrics(db))

  app.get('/api/admin/llm-usage', async () => sumLlmUsageByMonth(db))

  app.get('/api/admin/export-csv', async (request, reply) => {
    const rows = (await listAllUsersForExport(db)).map(toAdminUser)
    // Recorded before the file leaves: every e-mail address of the service is in it.
    await recordExport(db, requireAdmin(request), 'export_users', rows.length)
    const csv = toCsv(
      ['First name', 'Email', 'Plan', 'Admin', 'Created', 'Uploads', 'Last upload'],
      rows.map((user) => [
        user.firstName,
        user.email,
        PLANS[user.accountType].name,
        user.isAdmin ? 'yes' : 'no',
        user.createdAt,
        user.uploadCount,
        user.lastUpload,
      ]),
    )
    return sendCsv(reply, 'slidebrief-users', csv)
  })

  app.get('/api/admin/contact-submissions/export', async (request, reply) => {
    const rows = await listContactSubmissions(db)
    await recordExport(db, requireAdmin(request), 'export_contact_submissions', rows.length)
    const csv = toCsv(
      ['Received', 'Name', 'Email', 'Phone', 'Subject', 'Message'],
      rows.map((row) => [
        row.createdAt.toISOString(),
        row.name,
        row.email,
        row.phone,
        row.subject,
        row.message,
      ]),
    )
    return sendCsv(reply, 'slidebrief-contact-submissions', csv)
  })

  /** Beyond the spec (issue 17): a plan set by hand for a sales deal or support, recorded with who and when. */
  app.put(
    '/api/admin/users/:id/plan',
    { schema: { params: userParams, body: setPlanBodySchema } },
    async (request) => {
      const actor = requireAdmin(request)
      const target = await findUserById(db, request.params.id)
      if (!target) throw new AppError('not_found', 'User not found')
      if (target.accountType !== request.body.accountType) {
        await applyAdminAction(
          db,
          {
            actor,
            target,
            action: 'set_plan',
            fromValue: target.accountType,
            toValue: request.body.accountType,
          },
          { accountType: request.body.accountType },
        )
      }
      return { accountType: request.body.accountType }
    },
  )

  app.put(
    '/api/admin/users/:id/admin',
    { schema: { params: userParams, body: setAdminBodySchema } },
    async (request) => {
      const actor = requireAdmin(request)
      const target = await findUserById(db, request.params.id)
      if (!target) throw new AppError('not_found', 'User not found')
      const { isAdmin } = request.body
      if (!isAdmin && isConfiguredAdminUser(target, config.ADMIN_EMAILS)) {
        throw new AppError(
          'conflict',
          'This admin is named in ADMIN_EMAILS; remove the address there instead.',
        )
      }
      if (!isAdmin && target.id === actor.id) {
        throw new AppError('conflict', 'You cannot revoke your own admin role.')
      }
      if (target.isAdmin !== isAdmin) {
        await applyAdminAction(
          db,
          { actor, target, action: isAdmin ? 'grant_admin' : 'revoke_admin' },
          { isAdmin },
        )
      }
      return { isAdmin: isAdmin || isAdminUser({ ...target, isAdmin }, config.ADMIN_EMAILS) }
    },
  )

  /** Who exported which list and when (issue 25, item 9), newest first. */
  app.get('/api/admin/exports', async () => {
    const rows = await listExports(db)
    return rows.map((row) => ({
      action: row.action,
      actorEmail: row.actorEmail,
      rows: row.toValue,
      createdAt: row.createdAt.toISOString(),
    }))
  })

  app.get('/api/admin/users/:id/actions', { schema: { params: userParams } }, async (request) => {
    const rows = await listAdminActions(db, request.params.id)
    return rows.map((row) => ({
      action: row.action,
      actorEmail: row.actorEmail,
      fromValue: row.fromValue,
      toValue: row.toValue,
      createdAt: row.createdAt.toISOString(),
    }))
  })
}
