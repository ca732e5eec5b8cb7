import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Presentation } from '../../../shared'
import { buildTestApp, signUp, type SignedInUser, type TestApp } from '../../test-support/build-test-app'
import { uploadCorpusFile } from '../../test-support/upload'
import { lastMailTo, share, tokenInMail } from './test-support'

let t: TestApp
let owner: SignedInUser
beforeAll(async () => {
  t = await buildTestApp()
  owner = await signUp(t.app, 'owner')
})
afterAll(() => t.close())

/** An item of `user`'s named `name`, marked completed without running the workers (only sharing needs it). */
async function completedItem(user: SignedInUser, name: string): Promise<Presentation> {
  const item = await uploadCorpusFile(t.app, user, 'pptx/out-of-order-slides.pptx', { name })
  await t.database.db.execute(sql`update presentations set status = 'completed' where id = ${item.id}`)
  return item
}

async function linkFor(item: Presentation, email: string, sharer = owner): Promise<string> {
  const res = await share(t.app, sharer, item.id, [email])
  expect(res.statusCode, res.body).toBe(200)
  return tokenInMail(await lastMailTo(t.config.dataDir, email))
}

const claim = (user: SignedInUser, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/shared/${token}/claim`, cookies: user.cookies })

const sharedFiles = async (user: SignedInUser) =>
  (await t.app.inject({ url: '/api/shared-files', cookies: user.cookies })).json() as Array<{
    id: string
    slug: string
    originalName: string
  }>

describe('one account claiming two links to one item at once (issue 25, item 10)', () => {
  test('holds it once: one claim succeeds, the other says it is already yours', async () => {
    for (let round = 0; round < 3; round++) {
      const item = await completedItem(owner, `Twice ${round}.pptx`)
      const first = await linkFor(item, `first-${round}@example.test`)
      const second = await linkFor(item, `second-${round}@example.test`)
      const forwarded = await signUp(t.app, `forwarded-${round}`)

      const answers = await Promise.all([claim(forwarded, first), claim(forwarded, second)])

      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
      expect(answers.find((res) => res.statusCode === 409)!.json().message).toMatch(/already claimed/)
      expect((await sharedFiles(forwarded)).filter((file) => file.id === item.id)).toHaveLength(1)
    }
  })
})

describe('a shared summary named like one of the recipient own files (issue 25, item 11)', () => {
  test("the shared list's link keeps the extension and opens the shared item, the own one stays reachable", async () => {
    const reader = await signUp(t.app, 'reader')
    const own = await uploadCorpusFile(t.app, reader, 'pptx/out-of-order-slides.pptx', { name: 'Deck.pptx' })
    const shared = await completedItem(owner, 'Deck.pptx')
    expect((await claim(reader, await linkFor(shared, 'reader@example.test'))).statusCode).toBe(200)

    const [entry] = await sharedFiles(reader)
    const viaShared = await t.app.inject({
      url: `/api/presentations/slug/${entry!.slug}`,
      cookies: reader.cookies,
    })
    const viaOwn = await t.app.inject({ url: `/api/presentations/slug/${own.slug}`, cookies: reader.cookies })

    expect(entry!.slug).toBe('deck-pptx')
    expect(viaShared.json().presentation.id).toBe(shared.id)
    expect(viaOwn.json().presentation.id).toBe(own.id)
  })

  test('two shared items of one name, and an own slug in the shared form, each get a link of their own', async () => {
    const sharer = await signUp(t.app, 'sharer')
    const reader = await signUp(t.app, 'collector')
    const own = await uploadCorpusFile(t.app, reader, 'pptx/out-of-order-slides.pptx', {
      name: 'Plan-pdf.pptx',
    })
    const older = await completedItem(sharer, 'Plan.pdf')
    const newer = await completedItem(sharer, 'Plan.pdf')
    expect((await claim(reader, await linkFor(older, 'collector@example.test', sharer))).statusCode).toBe(200)
    expect((await claim(reader, await linkFor(newer, 'collector@example.test', sharer))).statusCode).toBe(200)

    const entries = await sharedFiles(reader)
    const opened = await Promise.all(
      entries.map(async (entry) => {
        const res = await t.app.inject({
          url: `/api/presentations/slug/${entry.slug}`,
          cookies: reader.cookies,
        })
        return res.json().presentation.id
      }),
    )

    expect(own.slug).toBe('plan-pdf')
    expect(entries.map((entry) => entry.slug)).toEqual(['plan-pdf-3', 'plan-pdf-2'])
    expect(opened).toEqual([newer.id, older.id])
  })
})
