import { afterEach, describe, expect, test } from 'vitest'
import { buildApp, type Clock } from '../build-app'
import { buildTestApp, signUp, type TestApp } from '../test-support/build-test-app'

let opened: TestApp[] = []
afterEach(async () => {
  for (const app of opened) await app.close()
  opened = []
})

async function appWith(env: Record<string, string>, clock?: Clock) {
  const t = await buildTestApp({ env: { RATE_LIMITS: 'true', ...env }, clock })
  opened.push(t)
  return t
}

const register = (t: TestApp, n: number, remoteAddress = '203.0.113.5') =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress,
    payload: { firstName: `User ${n}`, email: `user-${n}@example.test`, password: 'secret1' },
  })

describe('rate limits', () => {
  test('sign-ups from one address beyond the limit answer 429 with Retry-After; another address is served', async () => {
    const t = await appWith({ RATE_LIMIT_REGISTER: '3/1h' })

    const statuses = [] as number[]
    for (let n = 0; n < 3; n++) statuses.push((await register(t, n)).statusCode)
    const refused = await register(t, 3)
    const elsewhere = await register(t, 4, '203.0.113.6')

    expect(statuses).toEqual([201, 201, 201])
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500)
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' })
    expect(refused.json().message).toMatch(/^Too many requests\. Please try again in /)
    expect(refused.json()).not.toHaveProperty('upgradeRequired')
    expect(elsewhere.statusCode).toBe(201)
  })

  test('simultaneous sign-ups cannot pass the limit together', async () => {
    const t = await appWith({ RATE_LIMIT_REGISTER: '5/1h' })

    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => register(t, 100 + n)))

    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(5)
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(25)
  })

  test('the count holds across API processes sharing the database', async () => {
    const t = await appWith({ RATE_LIMIT_LOGIN: '4/1m' })
    const other = await buildApp({
      config: t.config,
      db: t.database.db,
      boss: t.boss,
      storage: t.storage,
      webDir: '/nonexistent',
    })
    try {
      const login = (app: typeof other) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '198.51.100.1',
          payload: { email: 'someone@example.test', password: 'wrong-password' },
        })

      const statuses = []
      for (const app of [t.app, other, t.app, other, t.app]) statuses.push((await login(app)).statusCode)

      expect(statuses).toEqual([401, 401, 401, 401, 429])
    } finally {
      await other.close()
    }
  })

  test('uploads and URL submissions are limited per account, before the body is read', async () => {
    const t = await appWith({ RATE_LIMIT_UPLOAD: '1/1h', RATE_LIMIT_URL: '1/1h' })
    const ann = await signUp(t.app, 'ann')
    const bob = await signUp(t.app, 'bob')
    const submitUrl = (cookies: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/presentations/url',
        cookies,
        payload: { url: 'not a url', documentType: 'presentation' },
      })
    const uploadNothing = (cookies: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/presentations/upload',
        cookies,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      })

    expect((await submitUrl(ann.cookies)).statusCode).toBe(400)
    expect((await submitUrl(ann.cookies)).statusCode).toBe(429)
    expect((await submitUrl(bob.cookies)).statusCode).toBe(400)
    expect((await uploadNothing(ann.cookies)).statusCode).toBe(400)
    expect((await uploadNothing(ann.cookies)).statusCode).toBe(429)
  })

  test('sign-in attempts count per address, whatever session cookie they carry', async () => {
    const t = await appWith({ RATE_LIMIT_LOGIN: '2/1m' })
    const ann = await signUp(t.app, 'ann')
    const bob = await signUp(t.app, 'bob')
    const login = (cookies: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '198.51.100.2',
        cookies,
        payload: { email: 'victim@example.test', password: 'guess' },
      })

    const statuses = [await login(ann.cookies), await login(bob.cookies), await login({})].map(
      (res) => res.statusCode,
    )

    expect(statuses).toEqual([401, 401, 429])
  })

  test('a refusal ends with its window', async () => {
    let now = new Date('2026-01-01T00:00:00Z')
    const t = await appWith({ RATE_LIMIT_REGISTER: '1/1h' }, { now: () => now, sleep: async () => {} })
    expect((await register(t, 200)).statusCode).toBe(201)
    expect((await register(t, 201)).statusCode).toBe(429)

    now = new Date(now.getTime() + 61 * 60 * 1000)

    expect((await register(t, 202)).statusCode).toBe(201)
  })

  test('RATE_LIMITS=false turns every limit off', async () => {
    const t = await appWith({ RATE_LIMITS: 'false', RATE_LIMIT_REGISTER: '1/1h' })

    expect((await register(t, 300)).statusCode).toBe(201)
    expect((await register(t, 301)).statusCode).toBe(201)
  })
})
