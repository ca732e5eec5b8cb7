import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contactMessages } from '../../../db'
import { contactSchema } from '../../../shared'

/** Spec §7: POST /api/contact stores the message (exported from the admin page); an ok status is success. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    { config: { rateLimit: app.rateLimits.contact }, schema: { body: contactSchema } },
    async (request, reply) => {
      const { name, email, subject, message, phone } = request.body
      await app.db.insert(contactMessages).values({ name, email, subject, message, phone: phone ?? null })
      return reply.status(201).send({ ok: true })
    },
  )
}
