import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminActions, contactMessages, sessions, subscriptions, usageRecords, users } from '../../../db'
import type { AdminStats, AdminUsersPage, SubscriptionMetrics } from '../../../shared'
import {
  buildTestApp,
  emptyTestApp,
  signUp,
  type SignedInUser,
  type TestApp,
} from '../../test-support/build-test-app'
import { confirmAdminAddress } from '../../test-support/confirm-admin-address'

// The first half-hour of March (UTC): February's last minute is this year's, not this month's.
const NOW = new Date('2026-03-01T00:30:00Z')
const clock = { now: () => NOW, sleep: async () => {} }

// One app for the file; each test empties it first, so every count below starts from a fresh database.
let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp({ env: { ADMIN_EMAILS: 'boss@example.test' }, clock })
})
afterAll(async () => {
  await testApp?.close()
})

async function startWithAdmin(): Promise<{ testApp: TestApp; admin: SignedInUser }> {
  await emptyTestApp(testApp)
  const admin = await signUp(testApp.app, 'boss')
  await confirmAdminAddress(testApp.app, testApp.config.dataDir, admin.email)
  return { testApp, admin }
}

async function insertUser(
  app: TestApp,
  fields: Partial<typeof users.$inferInsert> & { email: string },
): Promise<string> {
  const [row] = await app.database.db
    .insert(users)
    .values({ firstName: 'Someone', passwordHash: 'not-a-hash', ...fields })
    .returning({ id: users.id })
  return row!.id
}

async function insertUploads(app: TestApp, userId: string, ...at: string[]) {
  for (const createdAt of at) {
    await app.database.db.insert(usageRecords).values({ userId, createdAt: new Date(createdAt) })
  }
}

function get(app: TestApp, user: SignedInUser | null, url: string) {
  return app.app.inject({ url, cookies: user?.cookies ?? {} })
}

describe('admin API', () => {
  test('every admin route answers 401 to a visitor and 403 to a signed-in user who is not an admin', async () => {
    const { testApp: app } = await startWithAdmin()
    const alice = await signUp(app.app, 'alice')
    const urls = [
      '/api/admin/stats',
      '/api/admin/users',
      '/api/admin/subscription-metrics',
      '/api/admin/export-csv',
      '/api/admin/contact-submissions/export',
    ]

    for (const url of urls) {
      expect((await get(app, null, url)).statusCode, url).toBe(401)
      expect((await get(app, alice, url)).statusCode, url).toBe(403)
    }
    const plan = await app.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${alice.id}/plan`,
      cookies: alice.cookies,
      payload: { accountType: 'power' },
    })
    expect(plan.statusCode).toBe(403)
    const [row] = await app.database.db.select().from(users).where(eq(users.id, alice.id))
    expect(row!.accountType).toBe('free')
  })

  test('stats count users, uploads ever and this UTC month, and users active today', async () => {
    const { testApp: app, admin } = await startWithAdmin()
    const carol = await insertUser(app, { email: 'carol@example.test' })
    const dave = await insertUser(app, { email: 'dave@example.test' })
    await insertUser(app, { email: 'erin@example.test' })
    await insertUploads(app, carol, '2026-02-28T23:59:00Z', '2026-01-10T10:00:00Z')
    await insertUploads(app, dave, '2026-03-01T00:10:00Z')

    const res = await get(app, admin, '/api/admin/stats')

    // boss signed up today (a session), dave uploaded today; carol's upload was yesterday.
    expect(res.json<AdminStats>()).toEqual({
      totalUsers: 4,
      totalUploads: 3,
      monthlyUploads: 1,
      activeToday: 2,
    })
  })

  test('a session started yesterday does not make a user active today', async () => {
    const { testApp: app, admin } = await startWithAdmin()
    await app.database.db
      .update(sessions)
      .set({ createdAt: new Date('2026-02-28T12:00:00Z') })
      .where(eq(sessions.userId, admin.id))

    const res = await get(app, admin, '/api/admin/stats')

    expect(res.json<AdminStats>().activeToday).toBe(0)
  })

  test('users list pages, searches and sorts on the server, with upload counts and last upload', async () => {
    const { testApp: app, admin } = await startWithAdmin()
    const busy = await insertUser(app, { email: 'busy@example.test', firstName: 'Busy Bee' })
    const quiet = await insertUser(app, { email: 'quiet@example.test', firstName: 'Quiet' })
    await insertUploads(app, busy, '2026-02-01T00:00:00Z', '2026-02-20T00:00:00Z', '2026-02-21T00:00:00Z')
    await insertUploads(app, quiet, '2026-02-25T00:00:00Z')
    for (let i = 0; i < 5; i += 1) await insertUser(app, { email: `filler${i}@example.test` })

    const byUploads = await get(app, admin, '/api/admin/users?sort=uploadCount&order=desc&pageSize=2')
    const searched = await get(app, admin, '/api/admin/users?search=BEE')
    const secondPage = await get(app, admin, '/api/admin/users?sort=email&order=asc&pageSize=3&page=2')
    const literal = await get(app, admin, '/api/admin/users?search=%25')

    const page = byUploads.json<AdminUsersPage>()
    expect(page.total).toBe(8)
    expect(page.users.map((u) => [u.email, u.uploadCount, u.lastUpload])).toEqual([
      ['busy@example.test', 3, '2026-02-21T00:00:00.000Z'],
      ['quiet@example.test', 1, '2026-02-25T00:00:00.000Z'],
    ])
    expect(searched.json<AdminUsersPage>().users.map((u) => u.firstName)).toEqual(['Busy Bee'])
    expect(secondPage.json<AdminUsersPage>().users.map((u) => u.email)).toEqual([
      'filler1@example.test',
      'filler2@example.test',
      'filler3@example.test',
    ])
    expect(literal.json<AdminUsersPage>().total).toBe(0)
    const me = (await get(app, admin, '/api/admin/users?search=boss')).json<AdminUsersPage>().users[0]
    expect(me).toMatchObject({ isAdmin: true, isConfiguredAdmin: true, uploadCount: 0, lastUpload: null })
  })

  test('subscription metrics count tiers and monthly revenue from active subscriptions, annual per month', async () => {
    const { testApp: app, admin } = await startWithAdmin()
    const monthly = await insertUser(app, { email: 'm@example.test', accountType: 'starter' })
    const annual = await insertUser(app, { email: 'a@example.test', accountType: 'professional' })
    const lapsed = await insertUser(app, { email: 'l@example.test', accountType: 'free' })
    await insertUser(app, { email: 'deal@example.test', accountType: 'power' })
    const { db } = app.database
    await db.insert(subscriptions).values([
      { userId: monthly, plan: 'starter', billingPeriod: 'monthly', status: 'active' },
      { userId: annual, plan: 'professional', billingPeriod: 'annual', status: 'active' },
      { userId: lapsed, plan: 'power', billingPeriod: 'monthly', status: 'canceled' },
    ])

    const res = await get(app, admin, '/api/admin/subscription-metrics')

    // $4.99 + $143.90 / 12 = $4.99 + $11.99; the power plan set by hand for a deal pays nothing through us.
    expect(res.json<SubscriptionMetrics>()).toEqual({
      free: 2,
      starter: 1,
      professional: 1,
      power: 1,
      totalRevenue: 16.98,
    })
  })

  test('the users export is RFC 4180 CSV that parses back to what was stored, formulas neutralised', async () => {
    const { testApp: app, admin } = await startWithAdmin()
    const names = [
      'Zoë "Zed", Jr.',
      'Line\nBreak',
      '=HYPERLINK("http://x")',
      '+1 Plus',
      '-minus',
      '@at',
      'Ünïcødé 名前',
    ]
    for (const [i, firstName] of names.entries())
      await insertUser(app, { email: `u${i}@example.test`, firstName })

    const res = await get(app, admin, '/api/admin/export-csv')

    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename=slidebrief-users-2026-03-01.csv')
    expect(res.body).toContain('\r\n')
    const rows = parse(res.body, { bom: true }) as string[][]
    expect(rows[0]).toEqual(['First name', 'Email', 'Plan', 'Admin', 'Created', 'Uploads', 'Last upload'])
    // Accounts made in the same millisecond have no order between them: compare the names as a set.
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .filter((name) => name !== 'boss')
        .sort(),
    ).toEqual(
      [
        'Zoë "Zed", Jr.',
        'Line\nBreak',
        `'=HYPERLINK("http://x")`,
        "'+1 Plus",
        "'-minus",
        "'@at",
        'Ünïcødé 名前',
      ].sort(),
    )
  })

  test('the contact submissions export carries every field, quoted and neutralised', async () => {
    const { testApp: app, admin } = await startWithAdmin()
    await app.database.db.insert(contactMessages).values({
      name: 'Ana, "the" buyer',
      email: 'ana@example.test',
      subject: '=cmd|',
      message: 'Two\nlines',
      phone: '+44 20 7946 0000',
    })

    const res = await get(app, admin, '/api/admin/contact-submissions/export')

    const rows = parse(res.body, { bom: true }) as string[][]
    expect(res.headers['content-disposition']).toContain('slidebrief-contact-submissions-2026-03-01.csv')
    expect(rows[1]!.slice(1)).toEqual([
      'Ana, "the" buyer',
      'ana@example.test',
      "'+44 20 7946 0000",
      "'=cmd|",
      'Two\nlines',
    ])
  })

  test('an admin sets a plan and grants admin, each recorded with who and when', async () => {
    const { testApp: app, admin } = await startWithAdmin()
    const alice = await signUp(app.app, 'alice')

    const plan = await app.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${alice.id}/plan`,
      cookies: admin.cookies,
      payload: { accountType: 'professional' },
    })
    const grant = await app.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${alice.id}/admin`,
      cookies: admin.cookies,
      payload: { isAdmin: true },
    })
    const aliceStats = await get(app, alice, '/api/admin/stats')
    const me = await app.app.inject({ url: '/api/user', cookies: alice.cookies })

    expect(plan.statusCode).toBe(200)
    expect(grant.statusCode).toBe(200)
    expect(aliceStats.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ accountType: 'professional', isAdmin: true })
    const actions = await app.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetUserId, alice.id))
    expect(actions.map((a) => [a.action, a.actorEmail, a.fromValue, a.toValue])).toEqual(
      expect.arrayContaining([
        ['set_plan', 'boss@example.test', 'free', 'professional'],
        ['grant_admin', 'boss@example.test', null, null],
      ]),
    )
    expect(actions.every((a) => a.createdAt instanceof Date)).toBe(true)
  })

  test('a granted admin can be revoked and loses access; an ADMIN_EMAILS admin cannot be revoked', async () => {
    const { testApp: app, admin } = await startWithAdmin()
    const alice = await signUp(app.app, 'alice')
    const put = (target: string, isAdmin: boolean, by = admin) =>
      app.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${target}/admin`,
        cookies: by.cookies,
        payload: { isAdmin },
      })
    await put(alice.id, true)

    const revokeBoss = await put(admin.id, false, alice)
    const revokeAlice = await put(alice.id, false)

    expect(revokeBoss.statusCode).toBe(409)
    expect(revokeAlice.statusCode).toBe(200)
    expect((await get(app, alice, '/api/admin/stats')).statusCode).toBe(403)
    expect((await get(app, admin, '/api/admin/stats')).statusCode).toBe(200)
  })

  test('a malformed user id or an unknown plan is refused without changing anything', async () => {
    const { testApp: app, admin } = await startWithAdmin()
    const alice = await signUp(app.app, 'alice')

    const badId = await app.app.inject({
      method: 'PUT',
      url: '/api/admin/users/not-a-uuid/plan',
      cookies: admin.cookies,
      payload: { accountType: 'power' },
    })
    const badPlan = await app.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${alice.id}/plan`,
      cookies: admin.cookies,
      payload: { accountType: 'enterprise' },
    })

    expect(badId.statusCode).toBe(400)
    expect(badPlan.statusCode).toBe(400)
    const [row] = await app.database.db.select().from(users).where(eq(users.id, alice.id))
    expect(row!.accountType).toBe('free')
    expect(await app.database.db.select().from(adminActions)).toEqual([])
  })

  test('each CSV export is recorded with the admin who downloaded it, and listed newest first', async () => {
    const { testApp: app, admin } = await startWithAdmin()
    await insertUser(app, { email: 'customer@example.test' })

    const users = await get(app, admin, '/api/admin/export-csv')
    const contacts = await get(app, admin, '/api/admin/contact-submissions/export')
    const listed = await get(app, admin, '/api/admin/exports')

    expect(users.statusCode).toBe(200)
    expect(contacts.statusCode).toBe(200)
    const recorded = await app.database.db.select().from(adminActions)
    expect(
      recorded.map((a) => [a.action, a.actorUserId, a.actorEmail, a.targetEmail, a.toValue]).sort(),
    ).toEqual([
      ['export_contact_submissions', admin.id, 'boss@example.test', null, '0 rows'],
      ['export_users', admin.id, 'boss@example.test', null, '2 rows'],
    ])
    expect(listed.json()).toHaveLength(2)
    expect(listed.json()[0]).toMatchObject({ actorEmail: 'boss@example.test', createdAt: expect.any(String) })
  })
})
