import { desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { presentations, shares } from '../../../db'
import { requireUser } from '../../plugins/session'

export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Spec §7: the shared-with-you list (files others shared and this user claimed), newest first. */
  app.get('/api/shared-files', async (request) => {
    const user = requireUser(request)
    const rows = await app.db
      .select({
        id: presentations.id,
        slug: presentations.slug,
        originalName: presentations.originalName,
        status: presentations.status,
        createdAt: shares.createdAt,
      })
      .from(shares)
      .innerJoin(presentations, eq(presentations.id, shares.presentationId))
      .where(eq(shares.claimedByUserId, user.id))
      .orderBy(desc(shares.createdAt))
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
  })
}
