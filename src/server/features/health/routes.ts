import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { isDatabaseReady } from '../../../db'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', async () => {
    await isDatabaseReady(app.db)
    return { status: 'ok' }
  })
}
