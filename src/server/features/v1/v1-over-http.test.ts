import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import type { CreatedApiKey } from '../../../shared'
import { HttpClient } from '../../test-support/http-client'
import {
  freePort,
  spawnServer,
  tempDataDir,
  waitForHealth,
  type ServerProcess,
} from '../../test-support/spawn-server'
import { CORPUS_DIR } from '../../test-support/upload'

let server: ServerProcess | undefined
afterAll(async () => {
  server?.child.kill('SIGTERM')
  await server?.exited
})

test('the README quick start works over real HTTP: key from the web API, then upload, poll and report', async () => {
  server = spawnServer({ DATA_DIR: tempDataDir(), DATABASE_URL: '', PORT: String(await freePort()) })
  await waitForHealth(server)
  const browser = new HttpClient(server.url)
  await browser.signUp('quinn')
  const key = (await (
    await browser.request('POST', '/api/api-keys', { keyName: 'curl' })
  ).json()) as CreatedApiKey
  const headers = { 'x-api-key': key.keyValue }
  const base = `${server.url}/api/v1`

  const form = new FormData()
  form.append('documentType', 'presentation')
  const deck = readFileSync(path.join(CORPUS_DIR, 'pptx/smartart-org-chart.pptx'))
  form.append('file', new Blob([new Uint8Array(deck)]), 'smartart-org-chart.pptx')
  const accepted = await fetch(`${base}/presentations`, { method: 'POST', headers, body: form })
  const { id } = (await accepted.json()) as { id: string }
  let item = { status: 'processing' } as { status: string; summary?: unknown }
  const deadline = Date.now() + 60_000
  while (item.status === 'processing' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    item = await (await fetch(`${base}/presentations/${id}`, { headers })).json()
  }
  const report = await fetch(`${base}/presentations/${id}/report`, { headers })

  expect(accepted.status).toBe(202)
  expect(accepted.headers.get('ratelimit-policy')).toBe('"per-key";q=100;w=3600')
  expect(item.status).toBe('completed')
  expect(item.summary).toBeTruthy()
  expect(report.status).toBe(200)
  expect(report.headers.get('content-type')).toBe('text/html; charset=utf-8')
}, 120_000)
