import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { shares, users } from '../../../db'
import type { Presentation, ShareRecipient } from '../../../shared'
import { buildTestApp, signUp, type SignedInUser, type TestApp } from '../../test-support/build-test-app'
import { uploadCorpusFile, waitUntilProcessed } from '../../test-support/upload'
import { createTestClock, lastMailTo, readOutbox, share, tokenInMail } from './test-support'

const clock = createTestClock()
let t: TestApp
let alice: SignedInUser
let bob: SignedInUser
let carol: SignedInUser
let deck: Presentation
beforeAll(async () => {
  t = await buildTestApp({ workers: true, clock, env: { SHARE_TTL_DAYS: '30' } })
  alice = await signUp(t.app, 'alice')
  bob = await signUp(t.app, 'bob')
  carol = await signUp(t.app, 'carol')
  deck = await uploadCorpusFile(t.app, alice, 'pptx/out-of-order-slides.pptx', {
    name: "Quarterly <Review> & 'Plans'.pptx",
  })
  deck = await waitUntilProcessed(t.app, alice, deck.id)
}, 90_000)
afterAll(() => t.close())

const get = (url: string, user?: SignedInUser) => t.app.inject({ url, cookies: user?.cookies })
const post = (url: string, user?: SignedInUser, payload?: object) =>
  t.app.inject({ method: 'POST', url, cookies: user?.cookies, payload })

async function shareWith(email: string, item = deck): Promise<string> {
  const res = await share(t.app, alice, item.id, [email])
  expect(res.statusCode, res.body).toBe(200)
  return tokenInMail(await lastMailTo(t.config.dataDir, email))
}

async function sharesOf(item = deck): Promise<ShareRecipient[]> {
  return (await get(`/api/shares?presentationId=${item.id}`, alice)).json()
}

describe('POST /api/share', () => {
  test.each([
    [[], 'Please enter at least one email address'],
    [[' ', ''], 'Please enter at least one valid email address'],
    [
      Array.from({ length: 11 }, (_, i) => `r${i}@example.test`),
      'Maximum 10 email addresses allowed per share',
    ],
    [['ok@example.test', 'not-an-address', 'two@@x'], 'Invalid email addresses: not-an-address, two@@x'],
  ])('refuses %j with the spec message and sends nothing', async (emails, message) => {
    const before = (await readOutbox(t.config.dataDir)).length

    const res = await share(t.app, alice, deck.id, emails)

    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect((await readOutbox(t.config.dataDir)).length).toBe(before)
  })

  test('writes one message per recipient to the outbox when no SMTP is set, with the link in plain text', async () => {
    const res = await share(t.app, alice, deck.id, [
      '  dana@example.test ',
      'erin@example.test',
      'DANA@example.test',
    ])

    expect(res.json()).toEqual({ sentCount: 2, failed: [] })
    const mail = await lastMailTo(t.config.dataDir, 'dana@example.test')
    const token = tokenInMail(mail)
    expect(mail.raw).toContain(`http://localhost:3000/shared/${token}`)
    expect(token.length).toBeGreaterThanOrEqual(43) // 256 bits in base64url
    expect(mail.subject).toBe(`alice shared "Quarterly <Review> & 'Plans'.pptx" with you on Slidebrief`)
    expect(mail.text).toContain(
      "alice shared a presentation summary with you: Quarterly <Review> & 'Plans'.pptx",
    )
    expect(mail.html).toContain('Quarterly &lt;Review&gt; &amp; &#39;Plans&#39;.pptx')
    expect(mail.html).not.toContain('<Review>')
    const stored = await t.database.db.select().from(shares).where(eq(shares.presentationId, deck.id))
    expect(stored.map((row) => row.tokenHash)).not.toContain(token)
  })

  test("answers 404 for someone else's item and for an unknown one, sending nothing", async () => {
    const before = (await readOutbox(t.config.dataDir)).length

    const foreign = await share(t.app, bob, deck.id, ['x@example.test'])
    const unknown = await share(t.app, alice, '00000000-0000-4000-8000-000000000000', ['x@example.test'])

    expect([foreign.statusCode, unknown.statusCode]).toEqual([404, 404])
    expect((await readOutbox(t.config.dataDir)).length).toBe(before)
  })

  test('answers 401 signed out', async () => {
    expect((await share(t.app, { ...alice, cookies: {} }, deck.id, ['x@example.test'])).statusCode).toBe(401)
  })

  test('sharing again to an address refreshes its link instead of adding a share', async () => {
    const first = await shareWith('fred@example.test')
    clock.advanceDays(1)

    const second = await shareWith('Fred@Example.test')

    expect(second).not.toBe(first)
    expect(
      (await sharesOf()).filter((s) => s.recipientEmail.toLowerCase() === 'fred@example.test'),
    ).toHaveLength(1)
    expect((await get(`/api/shared/${first}`)).statusCode).toBe(404)
    expect((await get(`/api/shared/${second}`)).statusCode).toBe(200)
  })
})

describe('GET /api/shared/{token}', () => {
  test("answers the sharer's first name, the file name and the expiry, and marks the link opened", async () => {
    const token = await shareWith('gina@example.test')
    const expected = new Date(clock.now().getTime() + 30 * 24 * 60 * 60 * 1000).toISOString()
    expect((await sharesOf()).find((s) => s.recipientEmail === 'gina@example.test')?.openedAt).toBeNull()

    const res = await get(`/api/shared/${token}`)

    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      expiresAt: expected,
      sharedByUser: { firstName: 'alice' },
      presentation: { originalName: "Quarterly <Review> & 'Plans'.pptx" },
      isClaimed: false,
    })
    expect((await sharesOf()).find((s) => s.recipientEmail === 'gina@example.test')?.openedAt).toBe(
      clock.now().toISOString(),
    )
  })

  test('answers 404 with the invalid-link text for an unknown token', async () => {
    const res = await get('/api/shared/not-a-real-token')

    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(
      'This share link is invalid or has expired. Please check with the person who shared it.',
    )
  })

  test('answers 410 with the expired text once expiresAt is past, and the link can no longer be claimed', async () => {
    const token = await shareWith('late@example.test')
    const late = await signUp(t.app, 'late')
    clock.advanceDays(30)

    const res = await get(`/api/shared/${token}`)
    const claim = await post(`/api/shared/${token}/claim`, late)

    expect(res.statusCode).toBe(410)
    expect(res.json().message).toBe('This share link has expired. Please ask for a new share link.')
    expect(claim.statusCode).toBe(410)
    expect((await get('/api/shared-files', late)).json()).toEqual([])
  })
})

describe('claiming', () => {
  test('attaches the file to the account once; the recipient can read the summary and the reports', async () => {
    const token = await shareWith('bob@example.test')

    const claim = await post(`/api/shared/${token}/claim`, bob)

    expect(claim.statusCode, claim.body).toBe(200)
    expect(claim.json().message).toBe('The shared presentation has been added to your account.')
    const list = (await get('/api/shared-files', bob)).json()
    expect(list).toEqual([
      // Spec §2: the shared list's slug keeps the extension.
      expect.objectContaining({
        id: deck.id,
        slug: 'quarterly-review-plans-pptx',
        originalName: deck.originalName,
      }),
    ])
    expect((await get('/api/presentations/slug/quarterly-review-plans-pptx', bob)).statusCode).toBe(200)
    expect((await get(`/api/presentations/slug/${deck.slug}`, bob)).statusCode).toBe(200)
    expect((await get(`/api/presentations/${deck.id}/download`, bob)).statusCode).toBe(200)
    expect((await get(`/api/presentations/${deck.id}/download/print`, bob)).statusCode).toBe(200)
    expect((await get('/api/file-processing-limits', bob)).json()).toMatchObject({ current: 0 })
    const row = (await sharesOf()).find((s) => s.recipientEmail === 'bob@example.test')
    expect(row?.claimedAt).toBe(clock.now().toISOString())
    expect(row?.openedAt).toBe(clock.now().toISOString())
  })

  test('a second claim, by the same account or another, is refused and changes nothing', async () => {
    const token = await shareWith('second@example.test')
    const dave = await signUp(t.app, 'dave')
    await post('/api/claim-share', carol, { shareToken: token })

    const again = await post('/api/claim-share', carol, { shareToken: token })
    const other = await post(`/api/shared/${token}/claim`, dave)

    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(
      'You have already claimed this shared presentation: it is under Shared with You on your dashboard.',
    )
    expect(other.statusCode).toBe(409)
    expect(other.json().message).toBe(
      'This share link has already been used by another account. Please ask for a new share link.',
    )
    expect((await get('/api/shared-files', carol)).json()).toHaveLength(1)
    expect((await get('/api/shared-files', dave)).json()).toEqual([])
  })

  test('a forwarded link, once claimed, tells the sharer who claimed it and the next holder that it is used', async () => {
    const token = await shareWith('invited@example.test')
    const forwardee = await signUp(t.app, 'forwardee')

    await post(`/api/shared/${token}/claim`, forwardee)
    const landing = await get(`/api/shared/${token}`)

    const row = (await sharesOf()).find((s) => s.recipientEmail === 'invited@example.test')
    expect(row).toMatchObject({ claimedByEmail: forwardee.email, claimedAt: clock.now().toISOString() })
    expect(landing.json()).toMatchObject({ isClaimed: true })
  })

  test('claiming your own file is refused with a clear message', async () => {
    const token = await shareWith('self@example.test')

    const res = await post('/api/claim-share', alice, { shareToken: token })

    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('This is your own presentation: it is already in your Upload History.')
    expect((await get('/api/shared-files', alice)).json()).toEqual([])
  })

  test('claiming needs a signed-in user and a known token', async () => {
    const token = await shareWith('anon@example.test')

    expect((await post(`/api/shared/${token}/claim`)).statusCode).toBe(401)
    expect((await post('/api/claim-share', undefined, { shareToken: token })).statusCode).toBe(401)
    expect((await post('/api/claim-share', bob, { shareToken: 'nope' })).statusCode).toBe(404)
  })
})

describe('a recipient', () => {
  const ownerOnly = (id: string) =>
    [
      { method: 'GET', url: `/api/presentations/${id}/original` },
      { method: 'GET', url: `/api/presentations/${id}/events` },
      { method: 'POST', url: `/api/presentations/${id}/retry` },
      { method: 'PATCH', url: `/api/presentations/${id}/note`, payload: { userNote: 'mine now' } },
      { method: 'PATCH', url: `/api/presentations/${id}`, payload: { originalName: 'renamed.pptx' } },
      { method: 'DELETE', url: `/api/presentations/${id}` },
      { method: 'POST', url: '/api/share', payload: { presentationId: id, emails: ['z@example.test'] } },
      { method: 'GET', url: `/api/shares?presentationId=${id}` },
    ] as const

  test('is refused every owner-only action, and nothing changes', async () => {
    const token = await shareWith('rita@example.test')
    const rita = await signUp(t.app, 'rita')
    await post(`/api/shared/${token}/claim`, rita)
    const before = (await get('/api/presentations', alice)).json()
    const mailsBefore = (await readOutbox(t.config.dataDir)).length

    const answers = []
    for (const route of ownerOnly(deck.id)) {
      const res = await t.app.inject({ ...route, cookies: rita.cookies })
      answers.push(`${route.method} ${route.url} ${res.statusCode === 200 ? res.body : res.statusCode}`)
    }

    expect(answers).toEqual(
      ownerOnly(deck.id).map((r) => `${r.method} ${r.url} ${r.url.startsWith('/api/shares') ? '[]' : 404}`),
    )
    expect((await get('/api/presentations', alice)).json()).toEqual(before)
    expect((await readOutbox(t.config.dataDir)).length).toBe(mailsBefore)
    expect((await get('/api/shared-files', rita)).json()).toHaveLength(1)
  })
})

describe('a recipient reading the summary', () => {
  test("sees the summary but not the owner's private note", async () => {
    const token = await shareWith('nina@example.test')
    const nina = await signUp(t.app, 'nina')
    await post(`/api/shared/${token}/claim`, nina)
    await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${deck.id}/note`,
      payload: { userNote: 'private: ask for a discount' },
      cookies: alice.cookies,
    })

    const asRecipient = (await get(`/api/presentations/slug/${deck.slug}`, nina)).json()
    const asOwner = (await get(`/api/presentations/slug/${deck.slug}`, alice)).json()

    expect(asRecipient.summary).toEqual(asOwner.summary)
    expect(asOwner.presentation.userNote).toBe('private: ask for a discount')
    expect(asRecipient.presentation.userNote).toBeNull()
  })
})

describe('revoking', () => {
  test('ends the link like an expiry and takes back a claimed copy', async () => {
    const token = await shareWith('sam@example.test')
    const sam = await signUp(t.app, 'sam')
    await post(`/api/shared/${token}/claim`, sam)
    const shareId = (await sharesOf()).find((s) => s.recipientEmail === 'sam@example.test')!.id

    const res = await post(`/api/shares/${shareId}/revoke`, alice)

    expect(res.statusCode).toBe(200)
    expect((await get(`/api/shared/${token}`)).statusCode).toBe(410)
    expect((await get('/api/shared-files', sam)).json()).toEqual([])
    expect((await get(`/api/presentations/${deck.id}/download`, sam)).statusCode).toBe(404)
    const row = (await sharesOf()).find((s) => s.id === shareId)!
    expect(row.revokedAt).not.toBeNull()
    expect(row.claimedAt).not.toBeNull()
  })

  test("is the owner's alone", async () => {
    await shareWith('tom@example.test')
    const shareId = (await sharesOf()).find((s) => s.recipientEmail === 'tom@example.test')!.id

    const res = await post(`/api/shares/${shareId}/revoke`, bob)

    expect(res.statusCode).toBe(404)
    expect((await sharesOf()).find((s) => s.id === shareId)!.revokedAt).toBeNull()
  })
})

describe('removal', () => {
  test("deleting the item, or the sharer's account, removes its shares", async () => {
    const owner = await signUp(t.app, 'olga')
    const guest = await signUp(t.app, 'gus')
    const first = await waitUntilProcessed(
      t.app,
      owner,
      (await uploadCorpusFile(t.app, owner, 'pptx/out-of-order-slides.pptx', { name: 'one.pptx' })).id,
    )
    const second = await waitUntilProcessed(
      t.app,
      owner,
      (await uploadCorpusFile(t.app, owner, 'pptx/out-of-order-slides.pptx', { name: 'two.pptx' })).id,
    )
    for (const item of [first, second]) {
      await share(t.app, owner, item.id, ['gus@example.test'])
      const token = tokenInMail(await lastMailTo(t.config.dataDir, 'gus@example.test'))
      await post(`/api/shared/${token}/claim`, guest)
    }
    expect((await get('/api/shared-files', guest)).json()).toHaveLength(2)

    await t.app.inject({ method: 'DELETE', url: `/api/presentations/${first.id}`, cookies: owner.cookies })
    const afterDelete = (await get('/api/shared-files', guest)).json()
    await t.database.db.delete(users).where(eq(users.id, owner.id))
    const afterAccount = (await get('/api/shared-files', guest)).json()

    expect(afterDelete).toEqual([expect.objectContaining({ id: second.id })])
    expect(afterAccount).toEqual([])
    expect(await t.database.db.select().from(shares).where(eq(shares.sharedByUserId, owner.id))).toEqual([])
  }, 90_000)
})

describe('rate limit', () => {
  test('an account sharing more often than RATE_LIMIT_SHARE is answered 429', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMITS: 'true', RATE_LIMIT_SHARE: '2/1h' } })
    try {
      const user = await signUp(limited.app, 'busy')
      const unknownItem = '00000000-0000-4000-8000-000000000000'

      const statuses = []
      for (let i = 0; i < 3; i++) {
        statuses.push((await share(limited.app, user, unknownItem, ['x@example.test'])).statusCode)
      }

      expect(statuses).toEqual([404, 404, 429])
    } finally {
      await limited.close()
    }
  })
})
