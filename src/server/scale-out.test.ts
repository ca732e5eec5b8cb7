import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, test } from 'vitest'
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
const databaseName = `sb_scale_${randomBytes(5).toString('hex')}`
const processes: ServerProcess[] = []

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

afterAll(async () => {
  for (const p of processes) p.child.kill('SIGKILL')
  await Promise.all(processes.map((p) => p.exited))
  await admin(`drop database if exists ${databaseName} with (force)`)
})

describe('scale-out on PostgreSQL', () => {
  test('an API process and two separate workers process 20 uploads, each exactly once', async () => {
    await admin(`create database ${databaseName}`)
    const url = new URL(SERVER_URL)
    url.pathname = `/${databaseName}`
    const shared = {
      DATABASE_URL: url.toString(),
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
    const pool = new pg.Client({ connectionString: url.toString() })
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
