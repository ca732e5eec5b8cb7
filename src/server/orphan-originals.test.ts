import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { users } from '../db'
import { processPresentation } from '../jobs'
import type { Summary } from '../shared'
import { buildTestApp, signUp, type TestApp } from './test-support/build-test-app'
import { corpusFile, uploadCorpusFile } from './test-support/upload'
import { sweepOrphanOriginals } from './sweep-orphan-originals'

let t: TestApp | undefined
let server: Server | undefined
const dirs: string[] = []
afterEach(async () => {
  await t?.close()
  t = undefined
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  server = undefined
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const silentLog = { info: () => {}, warn: () => {}, error: () => {} }
const summarizer = {
  name: 'local' as const,
  summarize: async () => ({ provider: 'local', slideBySlide: [] }) as unknown as Summary,
}

function dataDirWithOriginals(...names: Array<[string, Date?]>): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'slidebrief-orphans-'))
  dirs.push(dataDir)
  mkdirSync(path.join(dataDir, 'originals', 'originals'), { recursive: true })
  for (const [name, at] of names) {
    const file = path.join(dataDir, 'originals', 'originals', name)
    writeFileSync(file, '%PDF-1.7 left behind')
    if (at) utimesSync(file, at, at)
  }
  return dataDir
}

const originals = (dataDir: string) => readdirSync(path.join(dataDir, 'originals', 'originals')).sort()
const HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000)

describe('originals no item names (issue 25, item 2)', () => {
  test('the embedded server, sole owner of DATA_DIR, removes them at start, whatever their age', async () => {
    const dataDir = dataDirWithOriginals(
      ['0b5c6f2e-0000-4000-8000-000000000001'],
      ['0b5c6f2e-0000-4000-8000-000000000002', HOURS_AGO],
    )

    t = await buildTestApp({ env: { DATA_DIR: dataDir } })

    expect(originals(dataDir)).toEqual([])
  })

  test('a server sharing DATA_DIR (PostgreSQL) removes only those over an hour old: another may be storing one', async () => {
    const dataDir = dataDirWithOriginals(['fresh-0000'], ['old-0000', HOURS_AGO])

    t = await buildTestApp({ env: { DATA_DIR: dataDir }, ownsDataDir: false })

    expect(originals(dataDir)).toEqual(['fresh-0000'])
  })

  test("a sweep keeps every item's original", async () => {
    t = await buildTestApp()
    const ann = await signUp(t.app, 'ann')
    const item = await uploadCorpusFile(t.app, ann, 'pdf/cncf-linux-summit.pdf')
    writeFileSync(path.join(t.config.dataDir, 'originals', 'originals', 'orphan-0000'), 'x')

    const removed = await sweepOrphanOriginals(t.database.db, t.storage, { now: new Date(), minAgeMs: 0 })

    expect(removed).toBe(1)
    expect(originals(t.config.dataDir)).toEqual([item.id])
  })

  test('an account deleted while its PDF link downloads: the job removes the fetched original', async () => {
    t = await buildTestApp({ env: { ALLOW_PRIVATE_URLS: 'true' } })
    const app = t
    const bea = await signUp(app.app, 'bea')
    const pdf = corpusFile('pdf/cncf-linux-summit.pdf')
    server = createServer((_request, response) => {
      // The account goes while the link is being fetched.
      void app.database.db
        .delete(users)
        .where(eq(users.id, bea.id))
        .then(() => response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf))
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    const submitted = await app.app.inject({
      method: 'POST',
      url: '/api/presentations/url',
      cookies: bea.cookies,
      payload: { url: `http://127.0.0.1:${port}/deck.pdf`, documentType: 'presentation' },
    })
    expect(submitted.statusCode, submitted.body).toBe(202)

    await processPresentation(
      { db: app.database.db, storage: app.storage, summarizer, config: app.config, log: silentLog },
      submitted.json().id,
    )

    expect(readdirSync(path.join(app.config.dataDir, 'originals', 'originals'))).toEqual([])
  })
})
