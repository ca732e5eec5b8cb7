import pg from 'pg'
import { afterAll, describe, expect, test } from 'vitest'
import { createEmptyDatabase, type EmptyDatabase } from '../db'
import type { Presentation } from '../shared'
import { HttpClient } from './test-support/http-client'
import {
  freePort,
  spawnServer,
  tempDataDir,
  waitForHealth,
  type ServerProcess,
} from './test-support/spawn-server'

// The PostgreSQL server the suite runs against; this test always needs one (CI's machines have it).
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const processes: ServerProcess[] = []
let database: EmptyDatabase | undefined

afterAll(async () => {
  for (const p of processes) p.child.kill('SIGKILL')
  await Promise.all(processes.map((p) => p.exited))
  await database?.drop()
})

describe('scale-out on PostgreSQL', () => {
  test('an API process and two separate workers process 20 uploads, each exactly once', async () => {
    database = await createEmptyDatabase(SERVER_URL, 'sb_scale')
    const shared = {
      DATABASE_URL: database.url,
      DATA_DIR: tempDataDir(),
      LOG_LEVEL: 'info',
      WORKER_CONCURRENCY: '2',
    }
    const api = spawnServer({ ...shared, PORT: String(await freePort()), RUN_WORKER: 'false' })
    processes.push(api)
    await waitForHealth(api)
    const workers = [0, 1].map(() => spawnServer(shared, 'src/jobs/worker-main.ts'))
    processes.push(...workers)
    await Promise.all(workers.map((w) => waitForOutput(w, 'worker started')))
    const client = new HttpClient(api.url)
    await client.signUp('sam')
    await client.request('POST', '/api/login', { email: 'sam@example.test', password: 'correct-horse' })
    // A paid plan's allowance: 20 uploads are more than the free plan's 5.
    const pool = new pg.Client({ connectionString: database.url })
    await pool.connect()
    await pool.query(`update users set account_type = 'power'`)
    await pool.end()

    const items: Presentation[] = await Promise.all(
      Array.from({ length: 20 }, () => client.uploadCorpusFile('pdf/cncf-linux-summit.pdf')),
    )
    const done = await Promise.all(
      items.map((item) => client.waitFor(item.id, (p) => p.status !== 'processing')),
    )

    expect(done.map((p) => p.status)).toEqual(Array(20).fill('completed'))
    const runs = items.map((item) => workers.filter((w) => w.output().includes(item.id)).length)
    const processedLines = workers.map((w) =>
      w
        .output()
        .split('\n')
        .filter((l) => l.includes('presentation processed')),
    )
    expect(runs).toEqual(Array(20).fill(1))
    expect(processedLines.flat()).toHaveLength(20)
    expect(processedLines.every((lines) => lines.length > 0)).toBe(true)
  }, 240_000)
})

async function waitForOutput(process: ServerProcess, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!process.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in:\n${process.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
