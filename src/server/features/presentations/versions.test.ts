import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { processPresentation } from '../../../jobs'
import type { Presentation, Summary, VersionComparison } from '../../../shared'
import { buildTestApp, signUp, type SignedInUser, type TestApp } from '../../test-support/build-test-app'
import { REPO_ROOT } from '../../test-support/spawn-server'
import { upload, waitUntilProcessed } from '../../test-support/upload'

// The evaluation set's pitch, as PPTX and as PDF of the same content: version 1 and version 2 across formats.
const EVAL_DECKS = path.resolve(REPO_ROOT, '..', 'shared', 'eval', 'decks')
const evalDeck = (name: string) => readFileSync(path.join(EVAL_DECKS, name))

let t: TestApp
let ann: SignedInUser
let bob: SignedInUser
let first: Presentation
let second: Presentation
beforeAll(async () => {
  t = await buildTestApp({ workers: true })
  ann = await signUp(t.app, 'ann')
  bob = await signUp(t.app, 'bob')
  const v1 = await upload(t.app, ann, evalDeck('en-series-a-pitch-vetlark.pptx'), { name: 'vetlark.pptx' })
  first = await waitUntilProcessed(t.app, ann, (v1.json() as Presentation).id)
  const v2 = await upload(t.app, ann, evalDeck('en-series-a-pitch-vetlark.pdf'), {
    name: 'vetlark.pdf',
    fields: { previousVersionId: first.id },
  })
  second = await waitUntilProcessed(t.app, ann, (v2.json() as Presentation).id)
}, 120_000)
afterAll(() => t.close())

const get = (user: SignedInUser, url: string) => t.app.inject({ url, cookies: user.cookies })

describe('Upload new version', () => {
  test('links the new item to the one it replaces', () => {
    expect(second).toMatchObject({ status: 'completed', previousVersionId: first.id })
    expect(first.previousVersionId).toBeNull()
  })

  test('the diff of a PPTX and the PDF of the same deck finds every slide and no change', async () => {
    const res = await get(ann, `/api/presentations/${second.id}/diff`)

    expect(res.statusCode).toBe(200)
    const comparison = res.json() as VersionComparison
    expect(comparison.previous).toMatchObject({ id: first.id, fileType: 'pptx' })
    expect(comparison.current).toMatchObject({ id: second.id, fileType: 'pdf' })
    expect(comparison.diff).toEqual({ added: [], removed: [], moved: [], figures: [], slidesInBoth: 15 })
  })

  test("another user's item, and an item with no previous version, answer 404", async () => {
    expect((await get(bob, `/api/presentations/${second.id}/diff`)).statusCode).toBe(404)
    expect((await get(ann, `/api/presentations/${first.id}/diff`)).statusCode).toBe(404)
  })

  test("an upload naming another user's item as its previous version is refused with 404", async () => {
    const res = await upload(t.app, bob, evalDeck('en-series-a-pitch-vetlark.pdf'), {
      name: 'mine.pdf',
      fields: { previousVersionId: first.id },
    })

    expect(res.statusCode).toBe(404)
  })

  test('deleting the previous version keeps the new one, unlinked, and its diff answers 404', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/presentations/${first.id}`,
      cookies: ann.cookies,
    })

    const list = (await get(ann, '/api/presentations')).json() as Presentation[]
    expect(removed.statusCode).toBe(200)
    expect(list.find((item) => item.id === second.id)).toMatchObject({ previousVersionId: null })
    expect((await get(ann, `/api/presentations/${second.id}/diff`)).statusCode).toBe(404)
  })
})

test('the summary carries the deck checks, computed at processing time', async () => {
  const res = await get(ann, `/api/presentations/slug/${second.slug}`)

  const { summary } = res.json() as { summary: Summary }
  expect(summary.checks?.consistency).toEqual([])
  expect(summary.checks?.completeness).toMatchObject({ genre: 'pitch' })
  expect(summary.checks?.completeness?.items.find((item) => item.id === 'team')).toMatchObject({
    found: true,
    slides: [12],
  })
})

test("the checks are the job's, not the provider's: an LLM provider's summary carries them too", async () => {
  const quiet = await buildTestApp()
  try {
    const cy = await signUp(quiet.app, 'cy')
    const item = (
      await upload(quiet.app, cy, evalDeck('es-qbr-espacios-nodo-t1.pptx'))
    ).json() as Presentation
    // A provider as the LLM path answers: no checks of its own.
    const llm = {
      name: 'openai',
      summarize: async () =>
        ({ provider: 'openai', model: 'test', slideBySlide: [], language: 'es' }) as unknown as Summary,
    }
    const log = { info: () => {}, warn: () => {}, error: () => {} }

    await processPresentation(
      { db: quiet.database.db, storage: quiet.storage, summarizer: llm, config: quiet.config, log },
      item.id,
    )

    const res = await quiet.app.inject({ url: `/api/presentations/slug/${item.slug}`, cookies: cy.cookies })
    const { summary } = res.json() as { summary: Summary }
    expect(summary.provider).toBe('openai')
    expect(summary.checks).toMatchObject({ consistency: [], completeness: { genre: 'review' } })
  } finally {
    await quiet.close()
  }
})
