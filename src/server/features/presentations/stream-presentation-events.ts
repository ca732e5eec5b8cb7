import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../../db'
import { findOwnPresentation, type PresentationRow } from './queries'
import { toPresentationDto } from './to-presentation-dto'

const POLL_MS = 500
const KEEPALIVE_MS = 15_000

/**
 * Server-sent events of one item's progress. The row is the source of truth (any process may be the one
 * working on it), so the stream reads it every half second and sends only changes; it ends once the item
 * is no longer processing.
 */
export async function streamPresentationEvents(
  db: Db,
  item: PresentationRow,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  reply.hijack()
  const res = reply.raw
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  })
  let closed = false
  request.raw.on('close', () => (closed = true))

  let last = ''
  let lastWrite = Date.now()
  let current: PresentationRow | null = item
  while (!closed && current) {
    const payload = JSON.stringify(toPresentationDto(current))
    if (payload !== last) {
      res.write(`event: presentation\ndata: ${payload}\n\n`)
      last = payload
      lastWrite = Date.now()
    } else if (Date.now() - lastWrite > KEEPALIVE_MS) {
      res.write(': keep-alive\n\n')
      lastWrite = Date.now()
    }
    if (current.status !== 'processing') break
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    current = await findOwnPresentation(db, item.userId, item.id)
  }
  if (!closed && !current) res.write('event: deleted\ndata: {}\n\n')
  res.end()
}
