import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { presentations, questionIndexes, shares } from '../../../db'
import type { Presentation } from '../../../shared'
import type { Clock } from '../../build-app'
import { buildTestApp, signUp, type SignedInUser, type TestApp } from '../../test-support/build-test-app'
import { uploadCorpusFile, waitUntilProcessed } from '../../test-support/upload'
import { forgetQuestionIndex } from './load-question-index'

// Read in place from the shared evaluation set: a deck whose figures the tests can name.
const VETLARK = '../eval/decks/en-series-a-pitch-vetlark.pptx'

let now = Date.now()
const clock: Clock = { now: () => new Date(now), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) }
let t: TestApp
let alice: SignedInUser
let bob: SignedInUser
let stranger: SignedInUser
let deck: Presentation
beforeAll(async () => {
  t = await buildTestApp({ workers: true, clock, env: { QUESTIONS_PER_HOUR: '4' } })
  alice = await signUp(t.app, 'alice')
  bob = await signUp(t.app, 'bob')
  stranger = await signUp(t.app, 'stranger')
  deck = await uploadCorpusFile(t.app, alice, VETLARK)
  deck = await waitUntilProcessed(t.app, alice, deck.id)
  // Bob holds a claimed share of the deck, as the sharing flow leaves it.
  await t.database.db.insert(shares).values({
    presentationId: deck.id,
    sharedByUserId: alice.id,
    recipientEmail: bob.email,
    tokenHash: 'test-token-hash',
    expiresAt: new Date(now + 86_400_000),
    claimedByUserId: bob.id,
    claimedAt: new Date(now),
  })
}, 90_000)
afterAll(() => t.close())

const ask = (user: SignedInUser, id: string, question: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/presentations/${id}/questions`,
    payload: { question },
    cookies: user.cookies,
    headers,
  })

/** A new hour for the questions limit: each test starts with the whole allowance. */
function nextHour() {
  now += 3_600_001
}

describe('the owner', () => {
  test('gets the figure first with its slide, the line quoted, and the citation', async () => {
    nextHour()
    // Built when the file was processed, before any question.
    const stored = await t.database.db
      .select()
      .from(questionIndexes)
      .where(eq(questionIndexes.presentationId, deck.id))
    expect(stored).toHaveLength(1)

    const res = await ask(alice, deck.id, 'What is the gross margin?')

    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.answer.split('\n')[0]).toBe('Gross margin is 76% (slide 5).')
    expect(body.citations[0]).toEqual({ slideNumber: 5, text: 'Gross margin: 76% (software and payments)' })
  })

  test('keeps the conversation and can clear it', async () => {
    nextHour()
    const list = () =>
      t.app.inject({ url: `/api/presentations/${deck.id}/questions`, cookies: alice.cookies })
    await t.app.inject({
      method: 'DELETE',
      url: `/api/presentations/${deck.id}/questions`,
      cookies: alice.cookies,
    })
    await ask(alice, deck.id, 'How many paying clinics?')

    const kept = (await list()).json()
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: `/api/presentations/${deck.id}/questions`,
      cookies: alice.cookies,
    })

    expect(kept).toEqual([
      expect.objectContaining({
        question: 'How many paying clinics?',
        answer: expect.stringContaining('418'),
      }),
    ])
    expect(cleared.statusCode).toBe(200)
    expect((await list()).json()).toEqual([])
  })

  test('a question the deck does not answer says so', async () => {
    nextHour()

    const res = await ask(alice, deck.id, 'What is the capital of Mongolia?')

    expect(res.json()).toEqual(expect.objectContaining({ answer: 'The deck does not say.', citations: [] }))
  })

  test('streams the answer as server-sent events when asked to', async () => {
    nextHour()

    const res = await ask(alice, deck.id, 'What is the gross margin?', { accept: 'text/event-stream' })

    expect(res.headers['content-type']).toContain('text/event-stream')
    const answer = /event: answer\ndata: (.*)\n/.exec(res.body)
    expect(JSON.parse(answer![1]!).answer).toContain('76%')
  })

  test('an item processed before questions existed gets its index on the first question', async () => {
    nextHour()
    await t.database.db.delete(questionIndexes).where(eq(questionIndexes.presentationId, deck.id))
    forgetQuestionIndex(deck.id)

    const res = await ask(alice, deck.id, 'What is logo churn?')

    expect(res.json().answer).toContain('logo churn over the last twelve months was 2.1%')
    const rows = await t.database.db
      .select()
      .from(questionIndexes)
      .where(eq(questionIndexes.presentationId, deck.id))
    expect(rows).toHaveLength(1)
  })

  test('the report includes the conversation only when asked, escaped, its slide marks linked', async () => {
    nextHour()
    await ask(alice, deck.id, '<script>alert(1)</script> What is the gross margin?')
    const report = (query: string) =>
      t.app.inject({ url: `/api/presentations/${deck.id}/download${query}`, cookies: alice.cookies })

    const without = await report('')
    const withConversation = await report('?conversation=1')

    expect(without.body).not.toContain('Questions and Answers')
    expect(withConversation.body).toContain('Questions and Answers')
    expect(withConversation.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; What is the gross margin?')
    expect(withConversation.body).not.toContain('<script>')
    expect(withConversation.body).toMatch(/Gross margin is 76% <a href="#[^"]+">\(slide 5\)<\/a>\./)
  })

  test('a question too long or empty is refused', async () => {
    nextHour()

    expect((await ask(alice, deck.id, 'x'.repeat(501))).statusCode).toBe(400)
    expect((await ask(alice, deck.id, '   ')).statusCode).toBe(400)
  })
})

describe('others', () => {
  test('a share recipient may ask, and keeps a conversation of their own', async () => {
    nextHour()

    const res = await ask(bob, deck.id, 'How much are they raising?')

    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().answer).toContain('$18M')
    const own = await t.app.inject({ url: `/api/presentations/${deck.id}/questions`, cookies: bob.cookies })
    expect(own.json().map((entry: { question: string }) => entry.question)).toEqual([
      'How much are they raising?',
    ])
  })

  test("someone else's item answers 404 on every question route", async () => {
    nextHour()
    const routes = [
      { method: 'POST', payload: { question: 'ARR?' } },
      { method: 'GET' },
      { method: 'DELETE' },
    ] as const

    for (const route of routes) {
      const res = await t.app.inject({
        ...route,
        url: `/api/presentations/${deck.id}/questions`,
        cookies: stranger.cookies,
      })
      expect(res.statusCode, route.method).toBe(404)
    }
  })

  test('signed out answers 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/presentations/${deck.id}/questions`,
      payload: { question: 'ARR?' },
    })

    expect(res.statusCode).toBe(401)
  })
})

test('an item still processing answers 409', async () => {
  nextHour()
  const [copy] = await t.database.db
    .insert(presentations)
    .values({
      userId: alice.id,
      slug: 'still-processing',
      originalName: 'still.pptx',
      fileType: 'pptx',
      documentType: 'presentation',
    })
    .returning()

  const res = await ask(alice, copy!.id, 'What is the ARR?')

  expect(res.statusCode).toBe(409)
})

test('questions per hour are limited per account, web and API alike', async () => {
  nextHour()
  const key = (
    await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      payload: { keyName: 'q' },
      cookies: alice.cookies,
    })
  ).json().keyValue as string
  const viaApi = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/presentations/${deck.id}/questions`,
      payload: { question: 'What is the ARR?' },
      headers: { 'x-api-key': key },
    })

  const answers = [
    (await ask(alice, deck.id, 'ARR?')).statusCode,
    (await viaApi()).statusCode,
    (await ask(alice, deck.id, 'ARR?')).statusCode,
    (await viaApi()).statusCode,
    (await ask(alice, deck.id, 'ARR?')).statusCode,
    (await viaApi()).statusCode,
  ]
  nextHour()
  const afterAnHour = await ask(alice, deck.id, 'ARR?')

  expect(answers).toEqual([200, 200, 200, 200, 429, 429])
  expect(afterAnHour.statusCode).toBe(200)
})

describe('the external API', () => {
  test('answers with the answer and citations, counted against the key', async () => {
    nextHour()
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      payload: { keyName: 'ask' },
      cookies: alice.cookies,
    })
    const key = created.json().keyValue as string

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/presentations/${deck.id}/questions`,
      payload: { question: 'What is the net revenue retention?' },
      headers: { 'x-api-key': key },
    })

    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      answer: expect.stringMatching(/^Net revenue retention is 128% \(slide 5\)\./),
      citations: [{ slideNumber: 5, text: 'Net revenue retention: 128% (trailing 12 months)' }],
    })
    expect(res.headers.ratelimit).toMatch(/r=99/)
  })

  test("someone else's item is 404, one still processing 409, and the route is in the OpenAPI document", async () => {
    nextHour()
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      payload: { keyName: 'x' },
      cookies: stranger.cookies,
    })
    const key = created.json().keyValue as string
    const spec = await t.app.inject({ url: '/api/v1/openapi.json' })

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/presentations/${deck.id}/questions`,
      payload: { question: 'ARR?' },
      headers: { 'x-api-key': key },
    })

    const [processing] = await t.database.db
      .insert(presentations)
      .values({
        userId: stranger.id,
        slug: 'api-processing',
        originalName: 'api.pptx',
        fileType: 'pptx',
        documentType: 'presentation',
      })
      .returning()
    const busy = await t.app.inject({
      method: 'POST',
      url: `/api/v1/presentations/${processing!.id}/questions`,
      payload: { question: 'ARR?' },
      headers: { 'x-api-key': key },
    })

    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('not_found')
    expect(busy.statusCode).toBe(409)
    expect(spec.json().paths['/api/v1/presentations/{id}/questions'].post.responses).toHaveProperty('409')
  })
})
