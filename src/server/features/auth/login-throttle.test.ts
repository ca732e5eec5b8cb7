import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { buildTestApp, emptyTestApp, signUp, type TestApp } from '../../test-support/build-test-app'
import { ACCOUNT_ADDRESS_LIMIT, ADDRESS_LIMIT } from './login-throttle'

// One app per file, its throttle waits recorded instead of slept. The throttle counts in the database
// (login_failures), so emptying it before each test gives the test what a new app would (decision 129).
const waits: number[] = []
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ clock: { now: () => new Date(), sleep: async (ms) => void waits.push(ms) } })
})
afterAll(async () => {
  await t?.close()
})
beforeEach(async () => {
  await emptyTestApp(t)
  waits.length = 0
})

/** The file's app, emptied, and the waits its throttle asked for in this test. */
function appRecordingWaits() {
  return { app: t.app, waits }
}

const login = (app: TestApp['app'], email: string, password: string, remoteAddress = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress })

describe('login throttle under bursts', () => {
  test('200 simultaneous wrong guesses and the right one: at most the allowed number of passwords are checked', async () => {
    const { app } = appRecordingWaits()
    await signUp(app, 'burst')

    const guesses = Array.from({ length: 200 }, (_, i) => login(app, 'burst@example.test', `wrong-${i}`))
    guesses.splice(100, 0, login(app, 'burst@example.test', 'correct-horse'))
    const statuses = (await Promise.all(guesses)).map((res) => res.statusCode)

    const checked = statuses.filter((status) => status === 401 || status === 200)
    expect(checked.length).toBeLessThanOrEqual(ACCOUNT_ADDRESS_LIMIT)
    expect(statuses.filter((status) => status === 429).length).toBe(201 - checked.length)
    expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true)
  })

  test('simultaneous guesses spread over many accounts from one address: at most the address limit are checked', async () => {
    const { app } = appRecordingWaits()

    const guesses = Array.from({ length: ADDRESS_LIMIT + 30 }, (_, i) =>
      login(app, `nobody-${i}@example.test`, 'wrong', '198.51.100.9'),
    )
    const statuses = (await Promise.all(guesses)).map((res) => res.statusCode)

    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(ADDRESS_LIMIT)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30)
  })
})

describe('nobody can lock anyone out', () => {
  test('failures from one address do not refuse the right password from another address', async () => {
    const { app, waits } = appRecordingWaits()
    await signUp(app, 'target')
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT + 2; i++) {
      await login(app, 'target@example.test', 'wrong-password', '203.0.113.66')
    }
    expect((await login(app, 'target@example.test', 'correct-horse', '203.0.113.66')).statusCode).toBe(429)
    const waitsBefore = waits.length

    const owner = await login(app, 'target@example.test', 'correct-horse', '192.0.2.10')

    expect(owner.statusCode).toBe(200)
    // The account under attack is slowed for everyone: the owner waited, but got in.
    expect(waits.length).toBeGreaterThan(waitsBefore)
  })

  test('an address failing across accounts is refused without affecting other addresses', async () => {
    const { app } = appRecordingWaits()
    await signUp(app, 'bystander')
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      await login(app, `spray-${i}@example.test`, 'wrong', '198.51.100.20')
    }

    const fromSprayer = await login(app, 'bystander@example.test', 'correct-horse', '198.51.100.20')
    const fromElsewhere = await login(app, 'bystander@example.test', 'correct-horse', '198.51.100.21')

    expect(fromSprayer.statusCode).toBe(429)
    expect(fromElsewhere.statusCode).toBe(200)
  })

  test('a success from an address clears its failures for that account', async () => {
    const { app } = appRecordingWaits()
    await signUp(app, 'forgetful')
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT - 1; i++) {
      await login(app, 'forgetful@example.test', 'wrong-password')
    }
    expect((await login(app, 'forgetful@example.test', 'correct-horse')).statusCode).toBe(200)

    const statuses: number[] = []
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT - 1; i++) {
      statuses.push((await login(app, 'forgetful@example.test', 'wrong-password')).statusCode)
    }

    expect(statuses).toEqual(Array(ACCOUNT_ADDRESS_LIMIT - 1).fill(401))
    expect((await login(app, 'forgetful@example.test', 'correct-horse')).statusCode).toBe(200)
  })
})

describe('change-password is throttled like sign-in (issue 25, item 5)', () => {
  test('40 simultaneous guesses of the current password: at most the allowed number are checked', async () => {
    const { app } = appRecordingWaits()
    const victim = await signUp(app, 'victim')

    const guesses = Array.from({ length: 40 }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/api/change-password',
        payload: { currentPassword: `wrong-${i}`, newPassword: 'taken-over' },
        cookies: victim.cookies,
        remoteAddress: '203.0.113.40',
      }),
    )
    const answers = await Promise.all(guesses)

    const statuses = answers.map((res) => res.statusCode)
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(ACCOUNT_ADDRESS_LIMIT)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      40 - ACCOUNT_ADDRESS_LIMIT,
    )
    expect(answers.find((res) => res.statusCode === 429)?.json().message).toBe(
      'Too many wrong current passwords. Please wait 15 minutes and try again.',
    )
  })

  test('the right current password from another address still changes it, and clears the count', async () => {
    const { app } = appRecordingWaits()
    const owner = await signUp(app, 'owner')
    const change = (currentPassword: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/change-password',
        payload: { currentPassword, newPassword: 'new-secret' },
        cookies: owner.cookies,
        remoteAddress,
      })
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT + 1; i++) await change('wrong', '203.0.113.41')

    const res = await change('correct-horse', '192.0.2.41')

    expect(res.statusCode).toBe(200)
  })
})
