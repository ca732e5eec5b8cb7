import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Presentation } from '../../../shared'
import { buildTestApp, signUp, type SignedInUser, type TestApp } from '../../test-support/build-test-app'
import { uploadCorpusFile, waitUntilProcessed } from '../../test-support/upload'

let t: TestApp
let alice: SignedInUser
let bob: SignedInUser
let deck: Presentation
beforeAll(async () => {
  t = await buildTestApp({ workers: true })
  alice = await signUp(t.app, 'alice')
  bob = await signUp(t.app, 'bob')
  deck = await uploadCorpusFile(t.app, alice, 'pptx/out-of-order-slides.pptx', {
    name: 'Quarterly Review.pptx',
  })
  deck = await waitUntilProcessed(t.app, alice, deck.id)
})
afterAll(() => t.close())

describe("another user's item", () => {
  const routes = (id: string, slug: string) =>
    [
      { method: 'GET', url: `/api/presentations/slug/${slug}` },
      { method: 'GET', url: `/api/presentations/${id}/original` },
      { method: 'GET', url: `/api/presentations/${id}/download` },
      { method: 'GET', url: `/api/presentations/${id}/download/print` },
      { method: 'GET', url: `/api/presentations/${id}/events` },
      { method: 'POST', url: `/api/presentations/${id}/retry` },
      { method: 'PATCH', url: `/api/presentations/${id}/note`, payload: { userNote: 'mine now' } },
      { method: 'PATCH', url: `/api/presentations/${id}`, payload: { originalName: 'stolen.pptx' } },
      { method: 'DELETE', url: `/api/presentations/${id}` },
    ] as const

  test('answers 404 on every item route and changes nothing', async () => {
    expect(deck.status).toBe('completed')
    const before = await t.app.inject({ url: `/api/presentations/slug/${deck.slug}`, cookies: alice.cookies })

    const answers = []
    for (const route of routes(deck.id, deck.slug)) {
      const res = await t.app.inject({ ...route, cookies: bob.cookies })
      answers.push(`${route.method} ${route.url} ${res.statusCode}`)
    }

    expect(answers).toEqual(routes(deck.id, deck.slug).map((r) => `${r.method} ${r.url} 404`))
    const after = await t.app.inject({ url: `/api/presentations/slug/${deck.slug}`, cookies: alice.cookies })
    expect(after.json()).toEqual(before.json())
    expect((await t.app.inject({ url: '/api/presentations', cookies: bob.cookies })).json()).toEqual([])
  })

  test('answers 401 signed out on every item route', async () => {
    for (const route of routes(deck.id, deck.slug)) {
      const res = await t.app.inject({ ...route })
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401)
    }
  })
})
