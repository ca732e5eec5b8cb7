import { createServer, type Server } from 'node:http'
import { afterAll, describe, expect, test } from 'vitest'
import { createEmptyDatabase, openDatabase, summaries, type EmptyDatabase } from '../db'
import { HttpClient } from './test-support/http-client'
import {
  freePort,
  spawnServer,
  tempDataDir,
  waitForHealth,
  type ServerProcess,
  type StdoutReader,
} from './test-support/spawn-server'

const SHUTDOWN_TIMEOUT_MS = 10_000
const servers: ServerProcess[] = []
const databases: EmptyDatabase[] = []
let hangingLlm: Server | undefined
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL')
  await Promise.all(servers.map((server) => server.exited))
  hangingLlm?.close()
  for (const database of databases) await database.drop()
})

/** The database settings of one server: a fresh PostgreSQL database on the suite's server, or a DATA_DIR. */
async function databaseEnv(): Promise<Record<string, string>> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) return { DATABASE_URL: '', DATA_DIR: tempDataDir() }
  const empty = await createEmptyDatabase(serverUrl)
  databases.push(empty)
  return { DATABASE_URL: empty.url, DATA_DIR: tempDataDir() }
}

async function start(env: Record<string, string>, stdout: StdoutReader = 'read'): Promise<ServerProcess> {
  const server = spawnServer(
    { SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS), PORT: String(await freePort()), ...env },
    'src/server/main.ts',
    stdout,
  )
  servers.push(server)
  await waitForHealth(server)
  return server
}

/** Milliseconds from now until the process exits, and its exit code. */
async function timeExit(server: ServerProcess): Promise<{ ms: number; code: number | null }> {
  const started = Date.now()
  const code = await server.exited
  return { ms: Date.now() - started, code }
}

/** An OpenAI-compatible server that takes requests and never answers: a job stays mid-summary. */
async function startHangingLlm(): Promise<string> {
  const port = await freePort()
  hangingLlm = createServer(() => {})
  await new Promise<void>((resolve) => hangingLlm!.listen(port, '127.0.0.1', resolve))
  return `http://127.0.0.1:${port}/v1`
}

describe('a server whose log output cannot drain', () => {
  // Each request logs its 4 KB address: 800 of them are over 3 MB, far more than the pipe, the reading
  // side's buffer and the log stream's own bound hold together.
  const padding = 'x'.repeat(4000)
  const requests = 800

  test.each<StdoutReader>(['stall', 'close'])(
    'with a reader that does %s: keeps answering, then exits within the bound on SIGTERM',
    async (reader) => {
      const server = await start({ ...(await databaseEnv()), LOG_LEVEL: 'info' }, reader)
      const statuses: number[] = []
      for (let batch = 0; batch < requests / 10; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            fetch(`${server.url}/api/health?pad=${padding}`, { signal: AbortSignal.timeout(5_000) }),
          ),
        )
        statuses.push(...answers.map((res) => res.status))
      }

      server.child.kill('SIGTERM')
      const { ms, code } = await timeExit(server)

      expect(statuses.filter((status) => status === 200)).toHaveLength(requests)
      expect(code).toBe(0)
      expect(ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS)
      if (reader === 'stall') {
        let logged = 0
        server.child.stdout!.on('data', (chunk: Buffer) => (logged += chunk.length))
        server.child.stdout!.resume()
        await new Promise((resolve) => server.child.stdout!.once('close', resolve))
        // Lines that did not fit were dropped, not held: far less than the 3 MB asked for came out.
        expect(logged).toBeGreaterThan(0)
        expect(logged).toBeLessThan(requests * padding.length)
      }
    },
    120_000,
  )
})

describe('a second signal during a slow graceful stop', () => {
  test('exits at once; the interrupted job is taken again by the next server and completes once', async () => {
    const env = { DATA_DIR: tempDataDir(), DATABASE_URL: '' }
    const first = await start({
      ...env,
      AI_PROVIDER: 'openai',
      AI_BASE_URL: await startHangingLlm(),
      AI_API_KEY: 'test-key',
      AI_MODEL: 'stand-in',
      AI_TIMEOUT_MS: '600000',
    })
    const client = new HttpClient(first.url)
    await client.signUp('kim')
    const item = await client.uploadCorpusFile('pptx/out-of-order-slides.pptx')
    await client.waitFor(item.id, (p) => p.stage === 'summarising')
    first.child.kill('SIGTERM')
    await waitUntilRefused(first.url)

    first.child.kill('SIGTERM')
    const { ms, code } = await timeExit(first)

    expect(code).toBe(143)
    expect(ms).toBeLessThan(2_000)
    const second = await start({ ...env, AI_PROVIDER: 'local' })
    const again = new HttpClient(second.url)
    expect(
      (await again.request('POST', '/api/login', { email: 'kim@example.test', password: 'correct-horse' }))
        .status,
    ).toBe(200)
    const done = await again.waitFor(item.id, (p) => p.status !== 'processing')
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
    expect(done.status).toBe('completed')
    const database = await openDatabase({ dataDir: env.DATA_DIR })
    try {
      const rows = await database.db.select().from(summaries)
      expect(rows.map((row) => row.presentationId)).toEqual([item.id])
    } finally {
      await database.close()
    }
  }, 240_000)
})

/** The graceful stop has begun once the listener is closed: connections are refused. */
async function waitUntilRefused(url: string): Promise<void> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) })
      if (res.status === 503) return
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the server kept listening after SIGTERM')
}
