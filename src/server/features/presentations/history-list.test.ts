import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { presentations } from '../../../db'
import type { Presentation } from '../../../shared'
import { buildTestApp, signUp, type SignedInUser, type TestApp } from '../../test-support/build-test-app'
import { findOwnPresentation } from './queries'
import { toPresentationDto } from './to-presentation-dto'

let t: TestApp
let kim: SignedInUser
let lee: SignedInUser
const NAMES = ['beta.pdf', 'Alpha.pptx', 'gamma 50%.pdf', 'delta_plan.ppt', 'Epsilon.pdf']

beforeAll(async () => {
  t = await buildTestApp()
  kim = await signUp(t.app, 'kim')
  lee = await signUp(t.app, 'lee')
  // 120 items a minute apart, oldest first; names cycle through NAMES with a number.
  const start = Date.parse('2026-01-01T00:00:00Z')
  await t.database.db.insert(presentations).values(
    Array.from({ length: 120 }, (_, i) => ({
      userId: kim.id,
      slug: `item-${i}`,
      originalName: `${i.toString().padStart(3, '0')} ${NAMES[i % NAMES.length]}`,
      fileType: 'pdf',
      documentType: 'presentation' as const,
      status: i % 10 === 0 ? ('processing' as const) : ('completed' as const),
      createdAt: new Date(start + i * 60_000),
    })),
  )
  await t.database.db.insert(presentations).values({
    userId: lee.id,
    slug: 'lees',
    originalName: 'lee beta.pdf',
    fileType: 'pdf',
    documentType: 'presentation',
  })
}, 60_000)
afterAll(() => t.close())

async function list(user: SignedInUser, query = '') {
  const res = await t.app.inject({ url: `/api/presentations${query}`, cookies: user.cookies })
  return { res, items: res.json() as Presentation[] }
}

/** Follows the Link headers from the first page to the last. */
async function allPages(user: SignedInUser, query: string): Promise<Presentation[][]> {
  const pages: Presentation[][] = []
  let url: string | undefined = `/api/presentations${query}`
  while (url) {
    const res = await t.app.inject({ url, cookies: user.cookies })
    pages.push(res.json() as Presentation[])
    const link: string = String(res.headers.link ?? '')
    url = /<([^>]+)>; rel="next"/.exec(link)?.[1]
  }
  return pages
}

describe('the history list', () => {
  test('answers the newest 50 own items first, as an array, with a link to the next page', async () => {
    const { res, items } = await list(kim)

    expect(res.statusCode).toBe(200)
    expect(items).toHaveLength(50)
    expect(items[0]!.originalName).toBe('119 Epsilon.pdf')
    expect(items[49]!.originalName).toBe('070 beta.pdf')
    expect(res.headers.link).toBe(
      `</api/presentations?sort=date&limit=50&after=${items[49]!.id}>; rel="next"`,
    )
  })

  test('pages through every item exactly once, newest first', async () => {
    const pages = await allPages(kim, '?limit=50')

    expect(pages.map((page) => page.length)).toEqual([50, 50, 20])
    const names = pages.flat().map((item) => item.originalName)
    expect(new Set(names).size).toBe(120)
    expect(names).toEqual([...names].sort().reverse())
  })

  test('sorts alphabetically, ignoring case, across pages', async () => {
    const pages = await allPages(kim, '?sort=name&limit=7&q=a.p')

    const names = pages.flat().map((item) => item.originalName)
    expect(names).toHaveLength(48)
    expect(names.every((name) => name.endsWith('Alpha.pptx') || name.endsWith('beta.pdf'))).toBe(true)
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
  })

  test('searches names case-insensitively, taking % and _ literally', async () => {
    const alpha = await list(kim, '?q=ALPHA&limit=100')
    const percent = await list(kim, `?q=${encodeURIComponent('50%')}&limit=100`)
    const underscore = await list(kim, '?q=a_p&limit=100')

    expect(alpha.items).toHaveLength(24)
    expect(percent.items.every((item) => item.originalName.includes('gamma 50%.pdf'))).toBe(true)
    expect(percent.items).toHaveLength(24)
    expect(underscore.items.every((item) => item.originalName.includes('delta_plan.ppt'))).toBe(true)
    expect(underscore.items).toHaveLength(24)
  })

  test('answers only the asked items, for polling those still processing', async () => {
    const processing = (await list(kim, '?limit=100')).items.filter((item) => item.status === 'processing')

    const { res, items } = await list(kim, `?ids=${processing.map((item) => item.id).join(',')}`)

    expect(res.headers.link).toBeUndefined()
    expect(items.map((item) => item.id).sort()).toEqual(processing.map((item) => item.id).sort())
  })

  test("never shows another account's items, even through its ids or cursor", async () => {
    const lees = (await list(lee)).items
    const leeId = lees[0]!.id

    const byIds = await list(kim, `?ids=${leeId}`)
    const byCursor = await list(kim, `?after=${leeId}`)
    const search = await list(kim, '?q=lee')

    expect(lees.map((item) => item.originalName)).toEqual(['lee beta.pdf'])
    expect(byIds.items).toEqual([])
    expect(byCursor.items).toEqual([])
    expect(search.items).toEqual([])
  })

  test('answers each item as its own routes do, every field and time alike', async () => {
    const max = await signUp(t.app, 'max')
    const [row] = await t.database.db
      .insert(presentations)
      .values({
        userId: max.id,
        slug: 'q3',
        originalName: 'Q3 "review" é.pdf',
        fileType: 'url',
        fileUrl: 'https://example.test/q3.pdf',
        documentType: 'document',
        storageKey: 'originals/q3',
        sizeBytes: 3_000_000_000,
        status: 'failed',
        stage: 'done',
        progressDone: 3,
        progressTotal: 9,
        errorCode: 'processing_failed',
        errorMessage: 'We could not process this file.',
        userNote: 'for the board',
        language: 'fr',
        pageCount: 9,
        // Microseconds, which the answer's milliseconds cut the same way on every path.
        createdAt: sql`'2026-02-03T04:05:06.789999Z'::timestamptz`,
        processedAt: sql`'2026-02-03T04:07:08.000001Z'::timestamptz`,
      })
      .returning({ id: presentations.id })

    const { items } = await list(max)

    const own = await findOwnPresentation(t.database.db, max.id, row!.id)
    expect(items).toEqual([toPresentationDto(own!)])
    expect(items[0]).toMatchObject({ createdAt: '2026-02-03T04:05:06.789Z', processingSeconds: 121 })
  })

  test('refuses a bad page size, sort or cursor with 400', async () => {
    const answers = await Promise.all(
      ['?limit=0', '?limit=101', '?sort=size', '?after=nope', '?ids=1,2'].map((query) => list(kim, query)),
    )

    expect(answers.map(({ res }) => res.statusCode)).toEqual([400, 400, 400, 400, 400])
  })
})
