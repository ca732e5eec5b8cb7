import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { contactMessages } from '../../../db'
import { buildTestApp, emptyTestApp, type TestApp } from '../../test-support/build-test-app'

// One app for the tests with the default settings, emptied before each; the rate-limit test builds its own.
let shared: TestApp
let testApp: TestApp
beforeAll(async () => {
  shared = await buildTestApp()
})
afterEach(async () => {
  if (testApp !== shared) await testApp?.close()
})
afterAll(async () => {
  await shared?.close()
})

async function freshApp(): Promise<TestApp> {
  await emptyTestApp(shared)
  return shared
}

const valid = {
  name: 'Ana Lima',
  email: 'ana@example.test',
  subject: 'Enterprise plan',
  message: 'We would like API access for our deal team.',
  phone: '+55 11 5555 0000',
}

describe('POST /api/contact', () => {
  test('stores a valid message from a visitor, phone optional', async () => {
    testApp = await freshApp()

    const withPhone = await testApp.app.inject({ method: 'POST', url: '/api/contact', payload: valid })
    const withoutPhone = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, phone: '' },
    })

    expect(withPhone.statusCode).toBe(201)
    expect(withoutPhone.statusCode).toBe(201)
    const rows = await testApp.database.db.select().from(contactMessages)
    expect(rows.map((row) => [row.name, row.email, row.subject, row.message, row.phone])).toEqual(
      expect.arrayContaining([
        ['Ana Lima', 'ana@example.test', 'Enterprise plan', valid.message, '+55 11 5555 0000'],
        ['Ana Lima', 'ana@example.test', 'Enterprise plan', valid.message, null],
      ]),
    )
  })

  test.each([
    ['name', { name: '  ' }, 'Name is required'],
    ['email', { email: 'not-an-address' }, 'Please enter a valid email address'],
    ['subject', { subject: '' }, 'Subject is required'],
    ['message', { message: 'too short' }, 'Message must be at least 10 characters'],
  ])('refuses a bad %s with the spec message and stores nothing', async (_field, change, message) => {
    testApp = await freshApp()

    const res = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, ...change },
    })

    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(message)
    expect(await testApp.database.db.select().from(contactMessages)).toEqual([])
  })

  test('a NUL byte in any field is refused with 400 and nothing is stored', async () => {
    testApp = await freshApp()

    for (const field of ['name', 'email', 'subject', 'message', 'phone'] as const) {
      const res = await testApp.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...valid, [field]: `${valid[field]}\u0000` },
      })
      expect(res.statusCode, field).toBe(400)
    }
    expect(await testApp.database.db.select().from(contactMessages)).toEqual([])
  })

  test('one address sending more often than RATE_LIMIT_CONTACT is answered 429 with Retry-After', async () => {
    testApp = await buildTestApp({ env: { RATE_LIMITS: 'true', RATE_LIMIT_CONTACT: '2/1h' } })

    const answers = []
    for (let i = 0; i < 3; i++) {
      answers.push(await testApp.app.inject({ method: 'POST', url: '/api/contact', payload: valid }))
    }

    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 429])
    expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(0)
    expect(await testApp.database.db.select().from(contactMessages)).toHaveLength(2)
  })
})
