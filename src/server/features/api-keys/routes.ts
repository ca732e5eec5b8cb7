import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, createApiKeySchema, type CreatedApiKey } from '../../../shared'
import { requireUser } from '../../plugins/session'
import { hashToken } from '../../sessions/session-store'
import { generateApiKey } from './generate-api-key'
import { deleteOwnApiKey, insertApiKey, listOwnApiKeys } from './queries'
import { toApiKeyDto } from './to-api-key-dto'

const idParams = z.object({ id: z.uuid({ message: 'API key not found' }) })

/** The signed-in user's keys (spec §7). Only the key's hash is stored; its value is answered once. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app

  app.get('/api/api-keys', async (request) => {
    const rows = await listOwnApiKeys(db, requireUser(request).id)
    return rows.map(toApiKeyDto)
  })

  app.post('/api/api-keys', { schema: { body: createApiKeySchema } }, async (request, reply) => {
    const user = requireUser(request)
    const key = generateApiKey()
    const row = await insertApiKey(
      db,
      {
        userId: user.id,
        keyName: request.body.keyName,
        keyHash: hashToken(key.keyValue),
        keyPreview: key.keyPreview,
        webhookSecret: key.webhookSecret,
      },
      app.config.API_KEYS_PER_ACCOUNT,
    )
    const created: CreatedApiKey = {
      ...toApiKeyDto(row),
      keyValue: key.keyValue,
      webhookSecret: key.webhookSecret,
    }
    return reply.status(201).header('cache-control', 'no-store').send(created)
  })

  app.delete('/api/api-keys/:id', { schema: { params: idParams } }, async (request) => {
    const isDeleted = await deleteOwnApiKey(db, requireUser(request).id, request.params.id)
    if (!isDeleted) throw new AppError('not_found', 'API key not found')
    return { ok: true }
  })
}
