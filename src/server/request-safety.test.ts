import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { registerErrorHandler } from './plugins/error-handler'
import { buildTestApp, signUp, type TestApp } from './test-support/build-test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('request safety', () => {
  test('health answers ok once the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health' })

    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  test('a state-changing request from another origin is refused with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://evil.example' },
      payload: { firstName: 'Mallory', email: 'm@example.test', password: 'secret1' },
    })

    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Cross-origin requests are not allowed.')
  })

  test('a cross-site fetch without Origin is refused by its Sec-Fetch-Site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    })

    expect(res.statusCode).toBe(403)
  })

  test("a request from the app's own origin is served", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: { firstName: 'Olga', email: 'olga@example.test', password: 'secret1' },
    })

    expect(res.statusCode).toBe(201)
  })

  test('malformed JSON is answered 400 as JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    })

    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.json().message).toBe('The request body is not valid JSON.')
  })

  test('an oversized JSON body is refused with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    })

    expect(res.statusCode).toBe(413)
    expect(res.json()).toHaveProperty('message')
  })

  test('an unknown API path answers 404 as JSON', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' })

    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ message: 'Not found' })
  })

  test('every answer carries security headers and a request id', async () => {
    const res = await t.app.inject({ url: '/api/health' })

    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/)
  })
})

describe('unexpected errors', () => {
  test('are answered as a generic 500 without the internal message or stack', async () => {
    const app = Fastify({ logger: false })
    registerErrorHandler(app)
    app.get('/boom', async () => {
      throw new Error('secret internal detail at /srv/app.ts:42')
    })

    const res = await app.inject({ url: '/boom' })

    expect(res.statusCode).toBe(500)
    expect(res.body).not.toContain('secret internal detail')
    expect(res.body).not.toContain('app.ts')
    expect(res.json().message).toBe('Something went wrong. Please try again.')
    await app.close()
  })
})

describe('login throttling', () => {
  test('repeated failures for one e-mail are slowed, then refused with 429 even with the right password', async () => {
    const waits: number[] = []
    const throttled = await buildTestApp({
      clock: { now: () => new Date(), sleep: async (ms) => void waits.push(ms) },
    })
    try {
      await signUp(throttled.app, 'hank')
      const attempt = (password: string) =>
        throttled.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'hank@example.test', password },
        })

      const statuses: number[] = []
      for (let i = 0; i < 10; i++) statuses.push((await attempt('wrong-password')).statusCode)
      const afterFailures = await attempt('correct-horse')

      expect(statuses).toEqual(Array(10).fill(401))
      expect(waits.length).toBeGreaterThan(0)
      expect(waits).toEqual([...waits].sort((a, b) => a - b))
      expect(afterFailures.statusCode).toBe(429)
      expect(afterFailures.json().message).toMatch(/Too many failed sign-in attempts/)
    } finally {
      await throttled.close()
    }
  })

  test('a refusal ends when its 15-minute window has passed', async () => {
    let now = new Date('2026-01-01T00:00:00Z')
    const throttled = await buildTestApp({ clock: { now: () => now, sleep: async () => {} } })
    try {
      await signUp(throttled.app, 'ivy')
      const attempt = (password: string) =>
        throttled.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'ivy@example.test', password },
        })
      for (let i = 0; i < 10; i++) await attempt('wrong-password')
      expect((await attempt('correct-horse')).statusCode).toBe(429)

      now = new Date(now.getTime() + 16 * 60 * 1000)

      expect((await attempt('correct-horse')).statusCode).toBe(200)
    } finally {
      await throttled.close()
    }
  })
})
