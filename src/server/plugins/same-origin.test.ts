import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, signUp, type TestApp } from '../test-support/build-test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const currentUser = (cookies: Record<string, string>) => t.app.inject({ url: '/api/user', cookies })

describe('same-origin check on encoded paths', () => {
  test.each(['/%61pi/logout', '/%61%70%69/logout', '/api/%6cogout'])(
    'a cross-site POST %s is refused and leaves the session alive',
    async (url) => {
      const user = await signUp(t.app, `enc${url.length}${url.charCodeAt(2)}`)

      const res = await t.app.inject({
        method: 'POST',
        url,
        cookies: user.cookies,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      })

      expect(res.statusCode).toBe(403)
      expect((await currentUser(user.cookies)).statusCode).toBe(200)
    },
  )

  test('the session is read on an encoded API path, as on the plain one', async () => {
    const user = await signUp(t.app, 'encoded-reader')

    const res = await t.app.inject({ url: '/%61pi/user', cookies: user.cookies })

    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ email: 'encoded-reader@example.test' })
  })
})
