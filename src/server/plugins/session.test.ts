import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, signUp, type TestApp } from '../test-support/build-test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const WELL_FORMED = '6f1c1a4e-1b2c-4d3e-8f90-123456789abc'

describe('signed-out visitors on item routes', () => {
  test.each([
    ['GET', '/api/presentations/:id/original'],
    ['GET', '/api/presentations/:id/download'],
    ['POST', '/api/presentations/:id/retry'],
    ['DELETE', '/api/presentations/:id'],
  ] as const)('%s %s answers 401 for a malformed id, as for a well-formed one', async (method, route) => {
    const wellFormed = await t.app.inject({ method, url: route.replace(':id', WELL_FORMED) })
    const malformed = await t.app.inject({ method, url: route.replace(':id', 'not-an-id') })

    expect(wellFormed.statusCode).toBe(401)
    expect(malformed.statusCode).toBe(401)
  })

  test('a signed-in user still gets the validation answer for a malformed id', async () => {
    const user = await signUp(t.app, 'validator')

    const res = await t.app.inject({ url: '/api/presentations/not-an-id/original', cookies: user.cookies })

    expect(res.statusCode).toBe(400)
  })
})
