import { execFile } from 'node:child_process'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { summarySchema } from '../shared'
import { HttpClient } from './test-support/http-client'
import { spawnNodeServer } from './test-support/spawn-node-server'
import {
  freePort,
  REPO_ROOT,
  tempDataDir,
  waitForHealth,
  type ServerProcess,
} from './test-support/spawn-server'

// `npm start`, `npm run worker` and the CLIs run dist/server through scripts/ensure-server-build.mjs,
// which builds it when missing or stale, without the TypeScript loader (issue 13, item 6).
const LAUNCHER = 'scripts/ensure-server-build.mjs'
const started: ServerProcess[] = []
afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL')
  await Promise.all(started.map((server) => server.exited))
})

function startCompiled(env: Record<string, string>): ServerProcess {
  const server = spawnNodeServer([LAUNCHER, 'server/main.js'], env)
  started.push(server)
  return server
}

describe('the compiled server', () => {
  test('reads and summarises uploads in its worker threads, its workers loading compiled modules too', async () => {
    const server = startCompiled({
      PORT: String(await freePort()),
      // Empty: the first start of the compiled server creates its database with the compiled child entry.
      DATA_DIR: tempDataDir({ empty: true }),
      DATABASE_URL: '',
    })
    await waitForHealth(server, 120_000)
    const client = new HttpClient(server.url)
    await client.signUp('kim')

    const pdf = await client.uploadCorpusFile('pdf/cncf-standards-next-gen-cloud.pdf')
    const pptx = await client.uploadCorpusFile('pptx/smartart-org-chart.pptx')
    const done = await Promise.all(
      [pdf, pptx].map((item) => client.waitFor(item.id, (p) => p.status !== 'processing')),
    )
    server.child.kill('SIGTERM')

    expect(done.map((item) => item.status)).toEqual(['completed', 'completed'])
    expect(await server.exited).toBe(0)
  }, 240_000)

  test('the summarize command prints a summary from the compiled output', async () => {
    const file = path.resolve(REPO_ROOT, '..', 'shared', 'corpus', 'lang/nl-udhr.pdf')

    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        [LAUNCHER, 'cli/summarize.js', file, '--type', 'document'],
        { cwd: REPO_ROOT, env: { ...process.env, AI_PROVIDER: 'local' }, timeout: 120_000 },
        (error, out) => (error ? reject(error) : resolve(out)),
      ),
    )

    expect(summarySchema.parse(JSON.parse(stdout)).language).toBe('nl')
  }, 150_000)
})
