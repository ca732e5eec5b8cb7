import { createServer, type Server } from 'node:http'
import { afterAll, describe, expect, test } from 'vitest'
import { openDatabase, summaries } from '../db'
import { HttpClient } from './test-support/http-client'
import {
  freePort,
  spawnServer,
  tempDataDir,
  waitForHealth,
  type ServerProcess,
} from './test-support/spawn-server'

const servers: ServerProcess[] = []
let hangingLlm: Server | undefined
afterAll(() => {
  for (const server of servers) server.child.kill('SIGKILL')
  hangingLlm?.close()
})

/** An OpenAI-compatible server that takes requests and never answers: a job stays mid-summary. */
async function startHangingLlm(): Promise<string> {
  const port = await freePort()
  hangingLlm = createServer(() => {})
  await new Promise<void>((resolve) => hangingLlm!.listen(port, '127.0.0.1', resolve))
  return `http://127.0.0.1:${port}/v1`
}

describe('a server killed mid-job', () => {
  test('takes the job again after restart; the item completes once with one summary', async () => {
    const dataDir = tempDataDir()
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' }
    const first = spawnServer({
      ...env,
      PORT: String(await freePort()),
      AI_PROVIDER: 'openai',
      AI_BASE_URL: await startHangingLlm(),
      AI_API_KEY: 'test-key',
      AI_MODEL: 'stand-in',
      AI_TIMEOUT_MS: '600000',
    })
    servers.push(first)
    await waitForHealth(first)
    const client = new HttpClient(first.url)
    await client.signUp('kim')
    const item = await client.uploadCorpusFile('pptx/out-of-order-slides.pptx')
    await client.waitFor(item.id, (p) => p.stage === 'summarising')

    first.child.kill('SIGKILL')
    await first.exited
    const second = spawnServer({ ...env, PORT: String(await freePort()), AI_PROVIDER: 'local' })
    servers.push(second)
    await waitForHealth(second)
    const again = new HttpClient(second.url)
    const res = await again.request('POST', '/api/login', {
      email: 'kim@example.test',
      password: 'correct-horse',
    })
    expect(res.status).toBe(200)
    const done = await again.waitFor(item.id, (p) => p.status !== 'processing')
    second.child.kill('SIGTERM')
    await second.exited

    expect(done.status).toBe('completed')
    const database = await openDatabase({ dataDir })
    if (database.kind !== 'embedded') throw new Error('expected the embedded database')
    try {
      const rows = await database.db.select().from(summaries)
      expect(rows.map((row) => row.presentationId)).toEqual([item.id])
      const jobs = await database.pglite.query<{ state: string }>(
        "select state from pgboss.job where name = 'process-presentation'",
      )
      expect(jobs.rows.map((job) => job.state)).toEqual(['completed'])
    } finally {
      await database.close()
    }
  }, 240_000)
})
