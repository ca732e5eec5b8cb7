import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildTestApp, signUp, type TestApp } from '../../test-support/build-test-app'
import { createContractClient, type ContractClient } from './contract-client'
import { createApiKey } from './v1-test-helpers'

let t: TestApp
let api: ContractClient
let now = new Date('2026-03-01T10:00:00Z')
beforeAll(async () => {
  t = await buildTestApp({
    env: { API_RATE_LIMIT: '3', API_RATE_WINDOW_SECONDS: '60' },
    clock: { now: () => now, sleep: async () => {} },
  })
  api = await createContractClient(t.app)
})
afterAll(() => t.close())

test('past the limit a key gets 429 with Retry-After until its window restarts', async () => {
  const ann = await signUp(t.app, 'ann')
  const { keyValue } = await createApiKey(t.app, ann)
  const call = () => api.call({ url: '/api/v1/presentations', headers: { 'x-api-key': keyValue } })

  const allowed = [await call(), await call(), await call()]
  now = new Date(now.getTime() + 20_000)
  const refused = await call()
  now = new Date(now.getTime() + 40_000)
  const afterWindow = await call()

  expect(allowed.map((res) => res.statusCode)).toEqual([200, 200, 200])
  expect(allowed.map((res) => res.headers['ratelimit'])).toEqual([
    '"per-key";r=2;t=60',
    '"per-key";r=1;t=60',
    '"per-key";r=0;t=60',
  ])
  expect(refused.statusCode).toBe(429)
  expect(refused.headers['retry-after']).toBe('40')
  expect(refused.headers['ratelimit-policy']).toBe('"per-key";q=3;w=60')
  expect(refused.headers['ratelimit']).toBe('"per-key";r=0;t=40')
  expect(refused.json().error.code).toBe('too_many_requests')
  expect(afterWindow.statusCode).toBe(200)
  expect(afterWindow.headers['ratelimit']).toBe('"per-key";r=2;t=60')
})

test("keys of one account share the account's window: a second key does not buy more calls (issue 25, item 4)", async () => {
  const bob = await signUp(t.app, 'bob')
  const first = await createApiKey(t.app, bob)
  const second = await createApiKey(t.app, bob)
  for (let i = 0; i < 3; i += 1) {
    await api.call({ url: '/api/v1/presentations', headers: { 'x-api-key': first.keyValue } })
  }

  const res = await api.call({ url: '/api/v1/presentations', headers: { 'x-api-key': second.keyValue } })

  expect(res.statusCode).toBe(429)
  expect(res.json().error.message).toBe(
    'Rate limit exceeded: 3 requests per 60 seconds per account (all its API keys together).',
  )
  expect(res.headers['ratelimit']).toMatch(/^"per-key";r=0;t=\d+$/)
})

test("one account's calls leave another account's keys alone", async () => {
  const cy = await signUp(t.app, 'cy')
  const dee = await signUp(t.app, 'dee')
  const busy = await createApiKey(t.app, cy)
  const quiet = await createApiKey(t.app, dee)
  for (let i = 0; i < 4; i += 1) {
    await api.call({ url: '/api/v1/presentations', headers: { 'x-api-key': busy.keyValue } })
  }

  const res = await api.call({ url: '/api/v1/presentations', headers: { 'x-api-key': quiet.keyValue } })

  expect(res.statusCode).toBe(200)
})
