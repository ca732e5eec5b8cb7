import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Summary } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { createLlmProvider } from './create-llm-provider'
import { CHARS_PER_TOKEN } from './estimate-tokens'
import { answerFaithfully, startFakeLlmServer, type FakeLlmServer } from './start-fake-llm-server'

// Issue 23, item 6: a 300-page document sends no call over the context budget.

const BUDGET = 6_000
const book = documentOf(
  Array.from({ length: 300 }, (_, index) => ({
    title: index % 30 === 0 ? `Part ${index / 30 + 1}` : '',
    text: `Page ${index + 1} reports that the regional network carried ${1000 + index} transfers in the year. `.repeat(
      25,
    ),
  })),
  { format: 'pdf' },
)

let server: FakeLlmServer
let summary: Summary
beforeAll(async () => {
  server = await startFakeLlmServer({ protocol: 'openai', reply: answerFaithfully })
  const provider = createLlmProvider({
    provider: 'openai',
    model: 'local-model',
    baseUrl: server.baseUrl,
    concurrency: 4,
    contextTokens: BUDGET,
  })
  summary = await provider.summarize(book, { documentType: 'document' })
})
afterAll(() => server.close())

describe('a 300-page document', () => {
  test('starts its sections at its headings, cutting a long part only to fit the budget', () => {
    const starts = summary.slideBySlide.map((item) => item.slideNumber)

    for (let part = 0; part < 10; part++) expect(starts).toContain(part * 30 + 1)
    expect(summary.slideBySlide.flatMap((item) => item.pages)).toHaveLength(300)
  })

  test('sends no prompt and answer together over the context budget', () => {
    for (const request of server.requests) {
      const tokens = Math.ceil(request.prompt.length / CHARS_PER_TOKEN) + Number(request.body.max_tokens)
      expect(tokens).toBeLessThanOrEqual(BUDGET)
    }
  })

  test('reduces the section summaries into parts before the overall call', () => {
    const kinds = server.requests.map((request) => request.kind)

    expect(kinds).toContain('reduce')
    expect(kinds.at(-1)).toBe('overall')
    expect(summary.overallSummary.keyTakeaways.length).toBeGreaterThan(0)
    expect(summary.warnings).toEqual([])
  })
})
