import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, signUp, type TestApp } from '../../test-support/build-test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_EMAILS: 'Boss@Example.test' } })
})
afterAll(() => t.close())

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload })
const login = (email: string, password: string, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, cookies })
const currentUser = (cookies: Record<string, string>) => t.app.inject({ url: '/api/user', cookies })

describe('registration', () => {
  test('creates the account, signs it in and never answers the password hash', async () => {
    const res = await register({ firstName: 'Ada', email: 'ada@example.test', password: 'secret1' })

    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.test',
      accountType: 'free',
      isAdmin: false,
    })
    expect(JSON.stringify(body)).not.toMatch(/argon|hash/i)
    const cookie = res.cookies.find((c) => c.name === 'sb_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.secure).toBeFalsy()
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60)
  })

  test.each([
    [{ firstName: '', email: 'x@example.test', password: 'secret1' }, 'Full name is required'],
    [{ firstName: 'X', email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address'],
    [
      { firstName: 'X', email: 'x@example.test', password: '12345' },
      'Password must be at least 6 characters',
    ],
  ])('refuses invalid input with the spec message (%o)', async (payload, message) => {
    const res = await register(payload)

    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  test('refuses an e-mail already taken, whatever its case', async () => {
    await register({ firstName: 'Bea', email: 'bea@example.test', password: 'secret1' })

    const res = await register({ firstName: 'Bea2', email: 'BEA@Example.TEST', password: 'secret1' })

    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/already exists/)
  })

  test('an account named in ADMIN_EMAILS is no admin until its address is proved (issue 25, item 1)', async () => {
    const res = await register({ firstName: 'Boss', email: 'boss@example.test', password: 'secret1' })

    expect(res.json().isAdmin).toBe(false)
  })
})

describe('sign-in and sessions', () => {
  test('a wrong password and an unknown e-mail get the same 401', async () => {
    await signUp(t.app, 'carl')

    const wrongPassword = await login('carl@example.test', 'nope-nope')
    const unknownEmail = await login('nobody@example.test', 'nope-nope')

    expect(wrongPassword.statusCode).toBe(401)
    expect(unknownEmail.statusCode).toBe(401)
    expect(wrongPassword.json().message).toBe('Invalid email or password')
    expect(unknownEmail.json().message).toBe('Invalid email or password')
  })

  test('signs in with the e-mail in another case and starts a new session each time', async () => {
    const dan = await signUp(t.app, 'dan')

    const first = await login('DAN@example.test', 'correct-horse')
    const second = await login('dan@example.test', 'correct-horse')

    expect(first.statusCode).toBe(200)
    const tokens = [dan.cookies.sb_session, first.cookies[0]?.value, second.cookies[0]?.value]
    expect(new Set(tokens).size).toBe(3)
  })

  test('GET /api/user answers 401 signed out and the user signed in', async () => {
    const eve = await signUp(t.app, 'eve')

    expect((await currentUser({})).statusCode).toBe(401)
    const res = await currentUser(eve.cookies)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ firstName: 'eve', email: 'eve@example.test' })
    expect(res.json()).not.toHaveProperty('passwordHash')
  })

  test('logout revokes the session, so the old cookie no longer works', async () => {
    const fay = await signUp(t.app, 'fay')

    const res = await t.app.inject({ method: 'POST', url: '/api/logout', cookies: fay.cookies })

    expect(res.statusCode).toBe(200)
    expect((await currentUser(fay.cookies)).statusCode).toBe(401)
  })

  test('a forged session cookie is treated as signed out', async () => {
    expect((await currentUser({ sb_session: 'forged-token' })).statusCode).toBe(401)
  })
})

describe('secure cookies', () => {
  test('are marked Secure when APP_URL is https', async () => {
    const secure = await buildTestApp({ env: { APP_URL: 'https://slidebrief.example' } })
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { firstName: 'Gus', email: 'gus@example.test', password: 'secret1' },
      })

      expect(res.cookies.find((c) => c.name === 'sb_session')?.secure).toBe(true)
    } finally {
      await secure.close()
    }
  })
})
