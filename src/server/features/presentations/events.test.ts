import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { presentations } from '../../../db'
import type { Presentation } from '../../../shared'
import { buildTestApp, signUp, type TestApp } from '../../test-support/build-test-app'
import { uploadCorpusFile } from '../../test-support/upload'

// No workers here: the test moves the item through its stages itself, reading the stream over real HTTP
// as a browser's EventSource would, so each change is observed as it is sent.
let t: TestApp
let baseUrl: string
beforeAll(async () => {
  t = await buildTestApp({ workers: false })
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => t.close())

/** Reads server-sent events one at a time from a streaming response. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  return async function next(): Promise<{ event: string; data: unknown } | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (!block.startsWith('event: ')) continue
        const [eventLine, dataLine] = block.split('\n')
        return { event: eventLine!.slice(7), data: JSON.parse(dataLine!.slice(6)) }
      }
      const { value, done } = await reader.read()
      if (done) return null
      buffer += decoder.decode(value, { stream: true })
    }
  }
}

const describeItem = (data: unknown) => {
  const p = data as Presentation
  return `${p.status}/${p.stage}/${p.progress.done}`
}

describe('the events stream', () => {
  test('sends each change of the item and ends once it is no longer processing', async () => {
    const ann = await signUp(t.app, 'ann')
    const item = await uploadCorpusFile(t.app, ann, 'pdf/cncf-linux-summit.pdf')
    const setRow = (values: Partial<typeof presentations.$inferInsert>) =>
      t.database.db.update(presentations).set(values).where(eq(presentations.id, item.id))

    const res = await fetch(`${baseUrl}/api/presentations/${item.id}/events`, {
      headers: { cookie: `sb_session=${ann.cookies.sb_session}` },
    })
    const next = eventReader(res.body!)
    const first = await next()
    await setRow({ stage: 'summarising', progressDone: 3, progressTotal: 19 })
    const second = await next()
    await setRow({ status: 'completed', stage: 'done', progressDone: 19, processedAt: new Date() })
    const third = await next()
    const end = await next()

    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect([first, second, third].map((e) => e?.event)).toEqual([
      'presentation',
      'presentation',
      'presentation',
    ])
    expect([first, second, third].map((e) => describeItem(e?.data))).toEqual([
      'processing/queued/0',
      'processing/summarising/3',
      'completed/done/19',
    ])
    expect(end).toBeNull()
  })

  test('says so and ends when the item is deleted while watched', async () => {
    const bo = await signUp(t.app, 'bo')
    const item = await uploadCorpusFile(t.app, bo, 'pdf/cncf-linux-summit.pdf')
    const res = await fetch(`${baseUrl}/api/presentations/${item.id}/events`, {
      headers: { cookie: `sb_session=${bo.cookies.sb_session}` },
    })
    const next = eventReader(res.body!)
    const first = await next()

    await t.app.inject({ method: 'DELETE', url: `/api/presentations/${item.id}`, cookies: bo.cookies })
    const second = await next()

    expect(first?.event).toBe('presentation')
    expect(second?.event).toBe('deleted')
    expect(await next()).toBeNull()
  })
})
