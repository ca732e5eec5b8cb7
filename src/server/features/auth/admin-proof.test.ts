import { execFile } from 'node:child_process'
import { rmSync } from 'node:fs'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminActions, openDatabase, users } from '../../../db'
import { SERVER_ACTOR, setAdminOnServer } from '../admin/grant-admin-on-server'
import type { Clock } from '../../build-app'
import { buildTestApp, signUp, type TestApp } from '../../test-support/build-test-app'
import { lastConfirmationLink } from '../../test-support/confirm-admin-address'
import { REPO_ROOT, tempDataDir } from '../../test-support/spawn-server'

let now = new Date('2026-11-27T09:00:00Z')
const clock: Clock = { now: () => now, sleep: async () => {} }
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAILS: 'root@example.test,ops@example.test,late@example.test' },
    clock,
  })
})
afterAll(() => t.close())

const get = (url: string, cookies: Record<string, string> = {}) => t.app.inject({ url, cookies })
const pathOf = (link: string) => new URL(link).pathname
const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'correct-horse' } })

describe('ADMIN_EMAILS needs the address proved (issue 25, item 1)', () => {
  test('a visitor registering a listed address is refused admin until the e-mailed link is opened', async () => {
    const root = await signUp(t.app, 'root')

    const before = await get('/api/admin/stats', root.cookies)
    const link = lastConfirmationLink(t.config.dataDir, 'root@example.test')
    const opened = await get(pathOf(link!))
    const after = await get('/api/admin/stats', root.cookies)

    expect(before.statusCode).toBe(403)
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/verify-email\/[A-Za-z0-9_-]{43}$/)
    expect(opened.statusCode).toBe(303)
    expect(opened.headers.location).toBe('/admin')
    expect(after.statusCode).toBe(200)
    expect((await get('/api/user', root.cookies)).json().isAdmin).toBe(true)
  })

  test('the link works once; an unknown or expired link proves nothing', async () => {
    const ops = await signUp(t.app, 'ops')
    const first = lastConfirmationLink(t.config.dataDir, 'ops@example.test')!
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000)

    const expired = await get(pathOf(first))
    const unknown = await get('/api/verify-email/not-a-real-token')
    await login('ops@example.test')
    const fresh = lastConfirmationLink(t.config.dataDir, 'ops@example.test')!
    const opened = await get(pathOf(fresh))
    const again = await get(pathOf(fresh))

    expect(expired.statusCode).toBe(410)
    expect(unknown.statusCode).toBe(410)
    expect(unknown.body).toContain('Sign in again to receive a new one.')
    expect(fresh).not.toBe(first)
    expect(opened.statusCode).toBe(303)
    expect(again.statusCode).toBe(410)
    expect((await get('/api/user', ops.cookies)).json().isAdmin).toBe(true)
  })

  test('an account not listed gets no link; a listed one gets a new link at sign-in only after 10 minutes', async () => {
    await signUp(t.app, 'plain')
    await signUp(t.app, 'late')
    const first = lastConfirmationLink(t.config.dataDir, 'late@example.test')

    await login('late@example.test')
    const soon = lastConfirmationLink(t.config.dataDir, 'late@example.test')
    now = new Date(now.getTime() + 11 * 60 * 1000)
    await login('late@example.test')
    const later = lastConfirmationLink(t.config.dataDir, 'late@example.test')

    expect(lastConfirmationLink(t.config.dataDir, 'plain@example.test')).toBeNull()
    expect(first).not.toBeNull()
    expect(soon).toBe(first)
    expect(later).not.toBe(first)
  })
})

describe('npm run admin -- grant <email> (issue 25, item 1)', () => {
  test('grants on the server, records it, and answers for an unknown address', async () => {
    const dan = await signUp(t.app, 'dan')

    const granted = await setAdminOnServer(t.database.db, 'DAN@example.test', true)
    const again = await setAdminOnServer(t.database.db, 'dan@example.test', true)
    const unknown = await setAdminOnServer(t.database.db, 'nobody@example.test', true)

    expect([granted, again, unknown]).toEqual(['changed', 'unchanged', 'no_such_account'])
    expect((await get('/api/admin/stats', dan.cookies)).statusCode).toBe(200)
    const [record] = await t.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetUserId, dan.id))
    expect(record).toMatchObject({ action: 'grant_admin', actorEmail: SERVER_ACTOR, actorUserId: null })
  })

  test('the command makes the first admin of a stopped embedded server', async () => {
    const dataDir = tempDataDir()
    try {
      const database = await openDatabase({ dataDir })
      await database.db
        .insert(users)
        .values({ firstName: 'First', email: 'first@example.test', passwordHash: 'x' })
      await database.close()

      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/server/admin-main.ts', 'grant', 'first@example.test'],
        { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      )

      const reopened = await openDatabase({ dataDir })
      const [row] = await reopened.db.select().from(users)
      await reopened.close()
      expect(stdout).toBe('first@example.test is an admin.\n')
      expect(row!.isAdmin).toBe(true)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})
