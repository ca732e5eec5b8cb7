import { afterEach, expect, test } from 'vitest'
import { DOCUMENT_VERSION, slideFromText, type Document, type Summary } from '../shared'
import { createQuestionAnswerer } from './create-question-answerer'
import { buildQuestionIndex, loadQuestionIndex } from './question-index'
import { startFakeChatStream, type FakeChatStream } from './test-support/start-fake-chat-stream'

const deck: Document = {
  version: DOCUMENT_VERSION,
  format: 'pptx',
  pageCount: 2,
  language: 'en',
  sections: [],
  warnings: [],
  slides: [
    slideFromText({ number: 1, title: 'Vetlark', text: 'Practice software for vet clinics' }),
    slideFromText({
      number: 2,
      title: 'Traction',
      text: 'Gross margin: 76% (software and payments)\nPaying clinics: 418',
      lines: [
        { kind: 'title', text: 'Traction' },
        {
          kind: 'stat',
          text: 'Gross margin: 76% (software and payments)',
          label: 'Gross margin',
          value: '76%',
        },
        { kind: 'stat', text: 'Paying clinics: 418', label: 'Paying clinics', value: '418' },
      ],
    }),
  ],
}
const summary = {
  overallSummary: {
    keyTakeaways: ['Gross margin is 76%.'],
    actionItems: [],
    strategicInsights: [],
    keyQuestions: [],
  },
  language: 'en',
} as unknown as Summary

let server: FakeChatStream | null = null
afterEach(() => server?.close())

function answererFor(baseUrl: string) {
  return createQuestionAnswerer({ provider: 'openai', model: 'fake', baseUrl })
}

test('streams the tokens, keeps statements whose figures stand on their cited slides, leaves the others out and says so', async () => {
  server = await startFakeChatStream([
    'Gross margin is ',
    '76% (slide 2).\n',
    'Gross margin will reach 90% next year (slide 2).\n',
    'They have 418 paying clinics (slide 1).',
  ])
  const tokens: string[] = []

  const answer = await answererFor(server.baseUrl).answer({
    index: loadQuestionIndex(buildQuestionIndex(deck)),
    question: 'What is the gross margin?',
    summary,
    onToken: (text) => tokens.push(text),
  })

  expect(tokens.join('')).toContain('Gross margin is 76% (slide 2).')
  expect(answer).toEqual({
    answer: 'Gross margin is 76% (slide 2).\n(2 statements were left out: not found on the slides cited.)',
    citations: [{ slideNumber: 2, text: 'Gross margin: 76% (software and payments)' }],
    provider: 'openai',
  })
  const prompt = JSON.stringify(server.requests[0])
  expect(prompt).toContain('[slide 2] Gross margin: 76% (software and payments)')
  expect(prompt).toContain('Gross margin is 76%.')
})

test('a quotation not on the cited slide is left out', async () => {
  server = await startFakeChatStream(['The deck says “margins are the best in the industry” (slide 2).'])

  const answer = await answererFor(server.baseUrl).answer({
    index: loadQuestionIndex(buildQuestionIndex(deck)),
    question: 'What is the gross margin?',
    summary,
  })

  expect(answer.answer).toBe(
    'Gross margin is 76% (slide 2).\n“Gross margin: 76% (software and payments)” (slide 2)',
  )
  expect(answer.provider).toBe('local')
})

test('an LLM that cannot be reached gives the offline answer', async () => {
  const answer = await answererFor('http://127.0.0.1:9/v1').answer({
    index: loadQuestionIndex(buildQuestionIndex(deck)),
    question: 'How many paying clinics?',
    summary,
  })

  expect(answer.provider).toBe('local')
  expect(answer.answer.split('\n')[0]).toBe('Paying clinics: 418 (slide 2).')
})

test('an LLM still writing when the time limit ends gives the offline answer', async () => {
  // A server that takes the request and never answers.
  const { createServer } = await import('node:http')
  const hanging = createServer(() => {})
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
  const { port } = hanging.address() as { port: number }

  const answer = await answererFor(`http://127.0.0.1:${port}/v1`).answer({
    index: loadQuestionIndex(buildQuestionIndex(deck)),
    question: 'How many paying clinics?',
    summary,
    signal: AbortSignal.timeout(300),
  })

  hanging.closeAllConnections()
  await new Promise((resolve) => hanging.close(resolve))
  expect(answer.provider).toBe('local')
  expect(answer.answer.split('\n')[0]).toBe('Paying clinics: 418 (slide 2).')
})
