import { afterEach, describe, expect, test } from 'vitest'
import type { Document, OverallSummary, SummarySources } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { detectTestLanguage } from '../test-support/detect-test-language'
import { createLlmProvider } from './create-llm-provider'
import { fitOverallWords } from './fit-overall-words'
import { overallWords } from '../overall-words'
import {
  answerFaithfully,
  startFakeLlmServer,
  type FakeLlmRequest,
  type FakeLlmServer,
} from './start-fake-llm-server'

// A sentence of ten words in each language, figures-free: the budget counts words, whatever they say.
const TEN_WORDS = {
  en: 'The team shipped the new planner to every customer this month',
  de: 'Das Team lieferte den neuen Planer diesen Monat an alle Kunden',
  fr: "L'équipe a livré le nouveau planificateur à tous les clients",
}

function overallOf(sentence: string, takeaways: number, actions: number, insights: number) {
  const list = (count: number, tag: string) =>
    Array.from({ length: count }, (_, index) => `${tag}${index + 1}: ${sentence}`)
  const overallSummary: OverallSummary = {
    keyTakeaways: list(takeaways, 'T'),
    actionItems: list(actions, 'A'),
    strategicInsights: list(insights, 'I'),
    keyQuestions: list(insights, 'Q'),
  }
  const cite = (items: string[]) => items.map((_, index) => [index + 1])
  const sources: SummarySources = {
    keyTakeaways: cite(overallSummary.keyTakeaways),
    actionItems: cite(overallSummary.actionItems),
    strategicInsights: cite(overallSummary.strategicInsights),
    keyQuestions: cite(overallSummary.keyQuestions),
  }
  return { overallSummary, sources }
}

describe('fitOverallWords', () => {
  test.each(Object.entries(TEN_WORDS))(
    'leaves out the last insights past the second first, each with its question, then the takeaways past the fourth before the closing one (%s)',
    (_, sentence) => {
      // 8 takeaways, 3 actions, 3 insights with questions: 17 items of `per` words; the budget holds 11 and a bit.
      const overall = overallOf(sentence, 8, 3, 3)
      const per = overallWords(overall.overallSummary) / 17
      const budget = 12 * per - 1

      const fitted = fitOverallWords(overall, budget)

      expect(overallWords(fitted.overallSummary)).toBeLessThanOrEqual(budget)
      expect(fitted.overallSummary.keyTakeaways.map((text) => text.slice(0, 2))).toEqual([
        'T1',
        'T2',
        'T3',
        'T8',
      ])
      expect(fitted.overallSummary.strategicInsights.map((text) => text.slice(0, 2))).toEqual(['I1', 'I2'])
      expect(fitted.overallSummary.keyQuestions.map((text) => text.slice(0, 2))).toEqual(['Q1', 'Q2'])
      expect(fitted.overallSummary.actionItems).toHaveLength(3)
      expect(fitted.sources.keyTakeaways).toHaveLength(4)
      expect(fitted.sources.keyQuestions).toHaveLength(2)
      expect(fitted.left.map((text) => text.slice(0, 2))).toEqual(['I3', 'T7', 'T6', 'T5', 'T4'])
    },
  )

  test.each(Object.entries(TEN_WORDS))('keeps an answer within its budget whole (%s)', (_, sentence) => {
    const overall = overallOf(sentence, 8, 3, 3)

    const fitted = fitOverallWords(overall, overallWords(overall.overallSummary))

    expect(fitted.overallSummary).toEqual(overall.overallSummary)
    expect(fitted.left).toEqual([])
  })

  test('never leaves out the point, the first actions or the first insight, even past the budget', () => {
    const overall = overallOf(TEN_WORDS.en, 3, 5, 2)

    const fitted = fitOverallWords(overall, 10)

    expect(fitted.overallSummary.keyTakeaways).toHaveLength(2)
    expect(fitted.overallSummary.actionItems).toHaveLength(4)
    expect(fitted.overallSummary.strategicInsights).toHaveLength(1)
    expect(fitted.overallSummary.keyQuestions).toHaveLength(1)
  })
})

const servers: FakeLlmServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

describe('an overall answer past its word budget', () => {
  const deck: Document = documentOf(
    Array.from({ length: 6 }, (_, index) => ({
      title: `Region ${index + 1}`,
      text: `- Revenue in region ${index + 1} reached ${(index + 1) * 100} thousand euros`,
    })),
  )
  const item = (index: number) =>
    `Region ${index} reached ${index * 100} thousand euros in revenue, ${'a result the team reports as steady growth across every product line and channel '.repeat(2).trim()}`

  test('is fitted to the 250 words of a short deck, with a warning naming what was left out', async () => {
    const server = await startFakeLlmServer({
      protocol: 'openai',
      reply: (request: FakeLlmRequest) =>
        request.kind === 'batch'
          ? answerFaithfully(request)
          : {
              answer: {
                keyTakeaways: [1, 2, 3, 4, 5, 6].map((index) => ({ text: item(index), sources: [index] })),
                actionItems: [],
                strategicInsights: [1, 2, 3].map((index) => ({
                  insight: item(index),
                  question: `Will region ${index} keep ${index * 100} thousand euros?`,
                  sources: [index],
                })),
              },
            },
    })
    servers.push(server)
    const provider = createLlmProvider({
      provider: 'openai',
      model: 'gpt-4.1-mini',
      baseUrl: server.baseUrl,
      apiKey: 'k',
      retry: { baseDelayMs: 1, maxDelayMs: 2 },
      detectLanguage: detectTestLanguage,
    })

    const summary = await provider.summarize(deck, { documentType: 'presentation' })

    expect(overallWords(summary.overallSummary)).toBeLessThanOrEqual(250)
    expect(summary.overallSummary.keyTakeaways[0]).toBe(item(1))
    expect(summary.overallSummary.keyTakeaways.length).toBeLessThan(6)
    expect(summary.warnings.join('\n')).toMatch(
      /ran to \d+ words, past its budget of 250; left out: "Region 3 /,
    )
  })
})
