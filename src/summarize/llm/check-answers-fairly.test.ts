import { afterEach, describe, expect, test } from 'vitest'
import type { Document } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { detectTestLanguage } from '../test-support/detect-test-language'
import { createLlmProvider } from './create-llm-provider'
import {
  answerFaithfully,
  startFakeLlmServer,
  type FakeLlmReply,
  type FakeLlmRequest,
  type FakeLlmServer,
} from './start-fake-llm-server'

// Issue 23, items 3 to 5: validation that fits a model's prose and is never silent, the language checked.

const servers: FakeLlmServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function summarise(
  document: Document,
  reply: (request: FakeLlmRequest) => FakeLlmReply,
  options: { documentType?: 'presentation' | 'document'; language?: Document['language'] } = {},
) {
  const server = await startFakeLlmServer({ protocol: 'openai', reply })
  servers.push(server)
  const provider = createLlmProvider({
    provider: 'openai',
    model: 'gpt-4.1-mini',
    baseUrl: server.baseUrl,
    apiKey: 'k',
    concurrency: 1,
    retry: { baseDelayMs: 1, maxDelayMs: 2 },
    detectLanguage: detectTestLanguage,
  })
  const summary = await provider.summarize(document, {
    documentType: options.documentType ?? 'presentation',
    ...(options.language ? { language: options.language } : {}),
  })
  return { server, summary }
}

const overallAnswer = (answer: unknown) => (request: FakeLlmRequest) =>
  request.kind === 'batch' ? answerFaithfully(request) : { answer }

const review = documentOf([
  { title: 'Quarterly review', text: 'Northwind grew revenue and margin in the third quarter' },
  { title: 'Revenue', text: '- Revenue: $4.2M, up 18% on the second quarter\n- Gross margin: 61%' },
  { title: 'Customers', text: '- 48 new customers\n- Churn fell to 2%' },
  { title: 'Backup plan', text: 'Cut marketing spend by 30% if churn rises', hidden: true },
])

describe('validation', () => {
  test('cuts the clause with an invented figure and keeps the true rest of the item, with a warning', async () => {
    const { summary } = await summarise(
      review,
      overallAnswer({
        keyTakeaways: [
          { text: 'Revenue reached $4.2M, up 18%, while margin hit 75%', sources: [2] },
          { text: '48 new customers joined and churn fell to 2%', sources: [3] },
        ],
        actionItems: [],
        strategicInsights: [],
      }),
    )

    expect(summary.overallSummary.keyTakeaways[0]).toBe('Revenue reached $4.2M, up 18%')
    expect(summary.warnings.join('\n')).toMatch(/found nowhere in the document \(75\)/)
  })

  test("cuts a slide summary's clause whose figure stands under other words on the slide", async () => {
    const { summary } = await summarise(review, (request) =>
      request.kind === 'batch'
        ? {
            answer: {
              summaries: request.units.map((unit) => ({
                number: unit.number,
                title: unit.title,
                summary:
                  unit.number === 3
                    ? '- 48 new customers, staff turnover of 2%\n- Churn fell to 2%'
                    : unit.text,
              })),
            },
          }
        : answerFaithfully(request),
    )

    expect(summary.slideBySlide[2]?.summary).toBe('- 48 new customers\n- Churn fell to 2%')
    expect(summary.warnings.join('\n')).toMatch(/Cut from the summary of slide 3.*staff turnover of 2%/)
  })

  test("replaces a lead takeaway that had to go with the offline summary's, and says so", async () => {
    const { summary } = await summarise(
      review,
      overallAnswer({
        keyTakeaways: [
          { text: 'Profit 9.9M', sources: [2] },
          { text: '48 new customers joined', sources: [3] },
        ],
        actionItems: [],
        strategicInsights: [],
      }),
    )

    expect(summary.overallSummary.keyTakeaways).toHaveLength(2)
    expect(summary.overallSummary.keyTakeaways[1]).toBe('48 new customers joined')
    expect(summary.overallSummary.keyTakeaways[0]).not.toMatch(/9\.9/)
    expect(summary.warnings.join('\n')).toMatch(/first takeaway was left out/)
  })

  test('marks hidden slides in the overall prompt and drops an item resting on them alone', async () => {
    const { server, summary } = await summarise(
      review,
      overallAnswer({
        keyTakeaways: [
          { text: 'Revenue reached $4.2M', sources: [2] },
          { text: 'Marketing spend would be cut by 30% if churn rises', sources: [4] },
        ],
        actionItems: [],
        strategicInsights: [],
      }),
    )

    expect(server.requests.at(-1)?.prompt).toContain('<slide number="4" hidden="true">')
    expect(summary.overallSummary.keyTakeaways).toEqual(['Revenue reached $4.2M'])
    expect(summary.warnings.join('\n')).toMatch(/resting only on hidden slides/)
  })

  test("gives the overall call the notes' sentences that carry figures", async () => {
    const deck = documentOf([
      {
        title: 'Plan',
        text: 'Grow in the north',
        notes: 'Say hello. The pilot in Tromsø saved 14% of energy.',
      },
    ])

    const { server } = await summarise(deck, answerFaithfully)

    const overall = server.requests.at(-1)?.prompt ?? ''
    expect(overall).toContain('<notes>\nThe pilot in Tromsø saved 14% of energy.\n</notes>')
    expect(overall).not.toMatch(/<notes>\nSay hello/)
  })
})

describe('language', () => {
  const german = (request: FakeLlmRequest): FakeLlmReply =>
    request.kind === 'batch'
      ? {
          answer: {
            summaries: request.units.map((unit) => ({
              number: unit.number,
              title: unit.title,
              summary:
                'Der Umsatz ist im dritten Quartal deutlich gewachsen, und die Marge hat sich ebenfalls verbessert, weil die Kunden zufrieden sind.',
            })),
          },
        }
      : answerFaithfully(request)

  test('re-asks an answer in the wrong language once, naming the language', async () => {
    let first = true
    const { server, summary } = await summarise(review, (request) => {
      if (request.kind === 'batch' && first) {
        first = false
        return german(request)
      }
      return answerFaithfully(request)
    })

    const retry = server.requests.find((request) => request.prompt.includes('Write in English'))
    expect(retry?.prompt).toContain('Write in English: the previous answer was in German.')
    expect(summary.language).toBe('en')
    expect(summary.warnings).toEqual([])
  })

  test('warns when the answer stays in the wrong language, and says which language was delivered', async () => {
    const { server, summary } = await summarise(review, german)

    expect(server.requests.filter((request) => request.kind === 'batch')).toHaveLength(2)
    expect(summary.warnings.join('\n')).toMatch(/not in the language asked for/)
    expect(summary.language).toBe('de')
  })

  test('writes in the language the upload asked for', async () => {
    const { server } = await summarise(review, answerFaithfully, { language: 'fr' })

    expect(server.requests[0]?.prompt).toContain('in French')
  })

  test('keeps the figures of a summary in another language than the document, with their words unchecked', async () => {
    const german = documentOf(
      [{ title: 'Stand', text: '- zahlende Betriebe: 8.600\n- monatlicher Churn: 1,4 %' }],
      { language: 'de' },
    )

    const { summary } = await summarise(
      german,
      overallAnswer({
        keyTakeaways: [
          { text: 'Auftragsheld has 8.600 paying businesses and a monthly churn of 1,4 %.', sources: [1] },
        ],
        actionItems: [],
        strategicInsights: [],
      }),
      { language: 'en' },
    )

    expect(summary.overallSummary.keyTakeaways).toEqual([
      'Auftragsheld has 8.600 paying businesses and a monthly churn of 1,4 %.',
    ])
    expect(summary.warnings.join('\n')).toMatch(/The summary is in English, the document in German/)
  })
})

describe('documents', () => {
  const report = documentOf(
    [
      { title: 'Introduction', text: 'The market is worth 12 billion euros and grows every year.' },
      { title: '', text: 'It grows 8% a year in the north.' },
      { title: 'Method', text: 'We interviewed 240 customers in three countries.' },
      { title: '', text: 'Interviews lasted 30 minutes each.' },
    ],
    { format: 'pdf' },
  )

  test('reads a page number cited as a section number as the section holding that page', async () => {
    const { summary } = await summarise(
      report,
      overallAnswer({
        keyTakeaways: [{ text: 'The team interviewed 240 customers for 30 minutes each', sources: [4] }],
        actionItems: [],
        strategicInsights: [],
      }),
      { documentType: 'document' },
    )

    expect(summary.overallSummary.keyTakeaways).toEqual([
      'The team interviewed 240 customers for 30 minutes each',
    ])
    expect(summary.sources.keyTakeaways).toEqual([[3, 4]])
  })

  test('names a section by the model when its own title is a sentence, not a heading', async () => {
    const speech = documentOf(
      [
        {
          title: '',
          text: 'Diversification came care of two complementary business strategies, it was said.',
        },
        { title: '', text: 'More text of the speech.' },
      ],
      { format: 'pdf' },
    )

    const { summary } = await summarise(
      speech,
      (request) =>
        request.kind === 'batch'
          ? {
              answer: {
                summaries: request.units.map((unit) => ({
                  number: unit.number,
                  title: 'Diversification strategies',
                  summary: unit.text.split('\n')[0] ?? '',
                })),
              },
            }
          : answerFaithfully(request),
      { documentType: 'document' },
    )

    expect(summary.slideBySlide[0]?.title).toBe('Diversification strategies')
  })
})
