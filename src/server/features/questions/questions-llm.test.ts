import { afterAll, beforeAll, expect, test } from 'vitest'
import { startFakeChatStream, type FakeChatStream } from '../../../ask/test-support/start-fake-chat-stream'
import { presentations, summaries } from '../../../db'
import type { Summary } from '../../../shared'
import { buildTestApp, signUp, type SignedInUser, type TestApp } from '../../test-support/build-test-app'

// An item stored before questions existed, without its original: its index comes from its summary.
const summary: Summary = {
  slideBySlide: [
    { slideNumber: 1, title: 'Vetlark', summary: 'Practice software for vet clinics.' },
    { slideNumber: 2, title: 'Traction', summary: '- Gross margin: 76%\n- Paying clinics: 418' },
  ],
  overallSummary: {
    keyTakeaways: ['Gross margin is 76%.'],
    actionItems: [],
    strategicInsights: [],
    keyQuestions: [],
  },
  sources: { keyTakeaways: [[2]], actionItems: [], strategicInsights: [], keyQuestions: [] },
  faithfulness: { figuresTotal: 1, figuresFound: 1, unverified: [] },
  language: 'en',
  provider: 'local',
  warnings: [],
}

let llm: FakeChatStream
let t: TestApp
let alice: SignedInUser
let itemId: string
beforeAll(async () => {
  llm = await startFakeChatStream([
    'Gross margin ',
    'is 76% (slide 2).\n',
    'It will double next year to 152% (slide 2).',
  ])
  t = await buildTestApp({ env: { AI_PROVIDER: 'openai', AI_BASE_URL: llm.baseUrl, AI_MODEL: 'fake' } })
  alice = await signUp(t.app, 'alice')
  const [item] = await t.database.db
    .insert(presentations)
    .values({
      userId: alice.id,
      slug: 'vetlark',
      originalName: 'Vetlark.pptx',
      fileType: 'pptx',
      documentType: 'presentation',
      status: 'completed',
      stage: 'done',
      processedAt: new Date(),
    })
    .returning()
  itemId = item!.id
  await t.database.db.insert(summaries).values({ presentationId: itemId, content: summary })
}, 60_000)
afterAll(async () => {
  await t.close()
  await llm.close()
})

// Over real HTTP: a request's own 'close' comes as soon as its body is read, which once cut every LLM
// answer short (inject does not show it).
test('with an LLM configured, tokens stream over HTTP and the checked answer ends the stream', async () => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' })

  const res = await fetch(`${address}/api/presentations/${itemId}/questions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      cookie: `sb_session=${alice.cookies.sb_session}`,
      origin: t.config.APP_URL,
    },
    body: JSON.stringify({ question: 'What is the gross margin?' }),
  })

  const body = await res.text()
  const events = [...body.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((m) => ({
    event: m[1],
    data: JSON.parse(m[2]!) as unknown,
  }))
  const tokens = events.filter((e) => e.event === 'token').map((e) => e.data)
  expect(tokens.join('')).toBe('Gross margin is 76% (slide 2).\nIt will double next year to 152% (slide 2).')
  const last = events.at(-1)!
  expect(last.event).toBe('answer')
  expect(last.data).toEqual(
    expect.objectContaining({
      answer: 'Gross margin is 76% (slide 2).\n(One statement was left out: not found on the slides cited.)',
      citations: [{ slideNumber: 2, text: 'Gross margin: 76%' }],
    }),
  )
  expect(JSON.stringify(llm.requests[0])).toContain('[slide 2] Gross margin: 76%')
})
