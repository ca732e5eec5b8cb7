import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { askQuestionSchema, isAppError } from '../../../shared'
import { requireSignedIn, requireUser } from '../../plugins/session'
import { clearConversation, listConversation } from './queries'
import { questionDeps } from './question-deps'
import { prepareQuestion, requireAskable } from './service'

const idParams = z.object({ id: z.uuid({ message: 'Presentation not found' }) })

/**
 * "Ask this deck" (issue 26) for the owner and share recipients: a question answered as JSON, or as
 * server-sent events (`token` pieces while an LLM writes, then the checked `answer`) when the request
 * accepts text/event-stream; the user's conversation, and clearing it.
 */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = questionDeps(app)
  app.addHook('onRequest', requireSignedIn)

  app.post(
    '/api/presentations/:id/questions',
    { schema: { params: idParams, body: askQuestionSchema } },
    async (request, reply) => {
      const isStream = (request.headers.accept ?? '').includes('text/event-stream')
      // The response's close, not the request's: a request 'closes' as soon as its body is read.
      const closed = new AbortController()
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) closed.abort()
      })
      let write: ((event: string, data: unknown) => void) | null = null
      const run = await prepareQuestion(deps, {
        userId: requireUser(request).id,
        presentationId: request.params.id,
        question: request.body.question,
        signal: closed.signal,
        onToken: (text) => write?.('token', text),
      })
      if (!isStream) {
        const entry = await run()
        return { ...entry }
      }
      reply.hijack()
      const res = reply.raw
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      })
      write = (event, data) => {
        if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
      }
      try {
        write('answer', await run())
      } catch (error) {
        // The status line is sent: the failure travels as an event, and is logged like any other.
        request.log.error({ err: error }, 'streamed answer failed')
        write('error', {
          message: isAppError(error) ? error.message : 'Something went wrong. Please try again.',
        })
      }
      res.end()
    },
  )

  app.get('/api/presentations/:id/questions', { schema: { params: idParams } }, async (request) => {
    const userId = requireUser(request).id
    await requireAskable(deps, userId, request.params.id)
    const rows = await listConversation(app.db, request.params.id, userId)
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
  })

  app.delete('/api/presentations/:id/questions', { schema: { params: idParams } }, async (request) => {
    const userId = requireUser(request).id
    await requireAskable(deps, userId, request.params.id)
    await clearConversation(app.db, request.params.id, userId)
    return { ok: true }
  })
}
