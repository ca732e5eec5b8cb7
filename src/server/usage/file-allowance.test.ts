import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { presentations, shares, subscriptions, usageRecords, users } from '../../db'
import type { PlanId, Presentation } from '../../shared'
import { buildTestApp, signUp, type SignedInUser, type TestApp } from '../test-support/build-test-app'
import { waitUntilProcessed } from '../test-support/upload'
import { monthlyCycleStart } from './file-allowance'

let t: TestApp
// No workers: the links submitted here stay queued. A worker would look up example.test (a DNS query off this
// machine) and fail the item, which gives its allowance back and lets a concurrent submission in.
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

/** A URL submission is admitted without reading a file: the cheapest way to use the allowance. */
const submitUrl = (user: SignedInUser, url = 'https://example.test/deck.pdf') =>
  t.app.inject({
    method: 'POST',
    url: '/api/presentations/url',
    payload: { url, documentType: 'presentation' },
    cookies: user.cookies,
  })

const limits = async (user: SignedInUser) =>
  (await t.app.inject({ url: '/api/file-processing-limits', cookies: user.cookies })).json() as {
    current: number
    limit: number
  }

async function setPlan(user: SignedInUser, plan: PlanId, periodStart?: Date) {
  await t.database.db.update(users).set({ accountType: plan }).where(eq(users.id, user.id))
  if (plan !== 'free' && periodStart) {
    await t.database.db.insert(subscriptions).values({
      userId: user.id,
      plan,
      status: 'active',
      currentPeriodStart: periodStart,
      currentPeriodEnd: new Date(periodStart.getTime() + 30 * 86_400_000),
    })
  }
}

/** Usage records as if accepted at `at` (the workers never see them: no presentation behind them). */
async function recordUsage(user: SignedInUser, count: number, at = new Date()) {
  for (let i = 0; i < count; i++) {
    await t.database.db.insert(usageRecords).values({ userId: user.id, createdAt: at })
  }
}

describe('allowances per plan', () => {
  test.each([
    ['free', 5],
    ['starter', 20],
    ['professional', 75],
    ['power', 999999],
  ] as const)('the %s plan allows %i files', async (plan, limit) => {
    const user = await signUp(t.app, `plan-${plan}`)
    await setPlan(user, plan)

    expect(await limits(user)).toEqual({ current: 0, limit })
  })

  test('a starter account is refused its 21st file of the month with 429 and upgradeRequired', async () => {
    const sam = await signUp(t.app, 'sam')
    await setPlan(sam, 'starter', new Date(Date.now() - 86_400_000))
    await recordUsage(sam, 19)

    const twentieth = await submitUrl(sam)
    const twentyFirst = await submitUrl(sam)

    expect(twentieth.statusCode).toBe(202)
    expect(twentyFirst.statusCode).toBe(429)
    expect(twentyFirst.json()).toMatchObject({ upgradeRequired: true })
    expect(await limits(sam)).toEqual({ current: 20, limit: 20 })
  })

  test('a power account is never refused', async () => {
    const pia = await signUp(t.app, 'pia')
    await setPlan(pia, 'power', new Date(Date.now() - 86_400_000))
    await recordUsage(pia, 500)

    expect((await submitUrl(pia)).statusCode).toBe(202)
    expect(await limits(pia)).toEqual({ current: 501, limit: 999999 })
  })

  test('the free plan counts every file ever accepted, whatever the month', async () => {
    const fay = await signUp(t.app, 'fay')
    await recordUsage(fay, 3, new Date('2024-01-15T00:00:00Z'))

    expect(await limits(fay)).toEqual({ current: 3, limit: 5 })
  })
})

describe('the billing period', () => {
  test('files from before the current billing month do not count on a paid plan', async () => {
    const pat = await signUp(t.app, 'pat')
    const periodStart = new Date(Date.now() - 5 * 86_400_000)
    await setPlan(pat, 'professional', periodStart)
    await recordUsage(pat, 70, new Date(periodStart.getTime() - 86_400_000))
    await recordUsage(pat, 2, new Date(periodStart.getTime() + 1000))

    expect(await limits(pat)).toEqual({ current: 2, limit: 75 })
  })

  test('an annual subscription resets the count every month of its year', () => {
    const anchor = new Date('2026-01-31T10:00:00Z')

    expect(monthlyCycleStart(anchor, new Date('2026-01-31T12:00:00Z'))).toEqual(anchor)
    expect(monthlyCycleStart(anchor, new Date('2026-02-27T00:00:00Z'))).toEqual(anchor)
    expect(monthlyCycleStart(anchor, new Date('2026-02-28T11:00:00Z'))).toEqual(
      new Date('2026-02-28T10:00:00Z'),
    )
    expect(monthlyCycleStart(anchor, new Date('2026-08-30T00:00:00Z'))).toEqual(
      new Date('2026-07-31T10:00:00Z'),
    )
    expect(monthlyCycleStart(anchor, new Date('2027-03-01T00:00:00Z'))).toEqual(
      new Date('2027-02-28T10:00:00Z'),
    )
  })
})

describe('what counts', () => {
  test('a file whose processing fails gives its allowance back', async () => {
    // Loopback allowed, so the link is accepted; nothing listens on port 9, so the worker's fetch fails.
    const q = await buildTestApp({ workers: true, env: { ALLOW_PRIVATE_URLS: 'true' } })
    try {
      const rae = await signUp(q.app, 'rae')
      const res = await q.app.inject({
        method: 'POST',
        url: '/api/presentations/url',
        payload: { url: 'http://127.0.0.1:9/deck.pdf', documentType: 'presentation' },
        cookies: rae.cookies,
      })
      const item = res.json() as Presentation

      expect(res.statusCode).toBe(202)
      expect((await waitUntilProcessed(q.app, rae, item.id)).status).toBe('failed')
      const allowance = await q.app.inject({ url: '/api/file-processing-limits', cookies: rae.cookies })
      expect(allowance.json()).toEqual({ current: 0, limit: 5 })
    } finally {
      await q.close()
    }
  })

  test('a retry counts the file once again, never twice', async () => {
    // The file's app: no workers either, so the item stays as this test sets it.
    const q = t
    const rik = await signUp(q.app, 'rik')
    const item = (
      await q.app.inject({
        method: 'POST',
        url: '/api/presentations/url',
        payload: { url: 'https://example.test/a.pdf', documentType: 'presentation' },
        cookies: rik.cookies,
      })
    ).json() as Presentation
    const failAsTheWorkerDoes = async () => {
      await q.database.db.update(presentations).set({ status: 'failed' }).where(eq(presentations.id, item.id))
      await q.database.db
        .update(usageRecords)
        .set({ voided: true })
        .where(eq(usageRecords.presentationId, item.id))
    }
    const retry = () =>
      q.app.inject({ method: 'POST', url: `/api/presentations/${item.id}/retry`, cookies: rik.cookies })
    const used = async () =>
      (
        (await q.app.inject({ url: '/api/file-processing-limits', cookies: rik.cookies })).json() as {
          current: number
        }
      ).current

    await failAsTheWorkerDoes()
    expect(await used()).toBe(0)
    expect((await retry()).statusCode).toBe(202)
    expect(await used()).toBe(1)
    expect((await retry()).statusCode).toBe(409)
    await failAsTheWorkerDoes()
    expect((await retry()).statusCode).toBe(202)
    expect(await used()).toBe(1)
  })

  test('a file shared with the user does not count', async () => {
    const owner = await signUp(t.app, 'sharer')
    const reader = await signUp(t.app, 'reader')
    const item = (await submitUrl(owner)).json() as Presentation
    await t.database.db.insert(shares).values({
      presentationId: item.id,
      sharedByUserId: owner.id,
      recipientEmail: reader.email,
      tokenHash: `hash-${item.id}`,
      expiresAt: new Date(Date.now() + 86_400_000),
      claimedByUserId: reader.id,
      claimedAt: new Date(),
    })

    expect(await limits(reader)).toEqual({ current: 0, limit: 5 })
    expect(await limits(owner)).toEqual({ current: 1, limit: 5 })
  })
})

describe('enforcement', () => {
  test('ten simultaneous submissions with 4 of 5 used: exactly one is accepted', async () => {
    const cy = await signUp(t.app, 'cy')
    await recordUsage(cy, 4)

    const results = await Promise.all(Array.from({ length: 10 }, () => submitUrl(cy)))

    const statuses = results.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([202, ...Array(9).fill(429)])
    for (const refused of results.filter((r) => r.statusCode === 429)) {
      expect(refused.json()).toMatchObject({ upgradeRequired: true })
    }
    const rows = await t.database.db.select().from(presentations).where(eq(presentations.userId, cy.id))
    expect(rows).toHaveLength(1)
  })

  test('an upload at the limit is refused before its body is read', async () => {
    const lee = await signUp(t.app, 'lee')
    await recordUsage(lee, 5)
    // A body that never ends: reading it would hang the request; only an answer before reading returns.
    const endless = new Readable({ read() {} })
    endless.push('--b\r\nContent-Disposition: form-data; name="documentType"\r\n\r\npresentation\r\n')

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/presentations/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: endless,
      cookies: lee.cookies,
    })

    expect(res.statusCode).toBe(429)
    expect(res.json()).toMatchObject({ upgradeRequired: true })
    endless.destroy()
  })
})
