import { afterEach, describe, expect, test } from 'vitest'
import type { Document } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { detectTestLanguage } from '../test-support/detect-test-language'
import { createLlmProvider } from './create-llm-provider'
import {
  answerFaithfully,
  estimateUsage,
  startFakeLlmServer,
  type FakeLlmReply,
  type FakeLlmRequest,
  type FakeLlmServer,
} from './start-fake-llm-server'

// Issue 23, items 1 and 2: keep every good answer, re-ask only what was wrong and say what it was.

const deck: Document = documentOf(
  Array.from({ length: 12 }, (_, index) => ({
    title: `Region ${index + 1}`,
    text: `- Revenue in region ${index + 1} reached ${(index + 1) * 100} thousand euros\n- The team signed ${index + 20} new customers this quarter`,
  })),
)

const servers: FakeLlmServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function summarise(reply: (request: FakeLlmRequest) => FakeLlmReply, document = deck) {
  const server = await startFakeLlmServer({ protocol: 'openai', reply })
  servers.push(server)
  const provider = createLlmProvider({
    provider: 'openai',
    model: 'gpt-4.1-mini',
    baseUrl: server.baseUrl,
    apiKey: 'k',
    concurrency: 3,
    retry: { baseDelayMs: 1, maxDelayMs: 2 },
    detectLanguage: detectTestLanguage,
  })
  const summary = await provider.summarize(document, { documentType: 'presentation' })
  return { server, summary }
}

const batches = (server: FakeLlmServer) => server.requests.filter((request) => request.kind === 'batch')
const overalls = (server: FakeLlmServer) => server.requests.filter((request) => request.kind === 'overall')

describe('partial success', () => {
  test('keeps the other batches when one fails for good, and gives its slides their offline summaries with a warning', async () => {
    const { server, summary } = await summarise((request) =>
      request.kind === 'batch' && request.units.some((unit) => unit.number === 1)
        ? { status: 500 }
        : answerFaithfully(request),
    )

    expect(batches(server).length).toBeGreaterThan(3)
    expect(summary.slideBySlide).toHaveLength(12)
    expect(summary.slideBySlide[11]?.summary).toBe('- Revenue in region 12 reached 1200 thousand euros')
    expect(summary.warnings.join('\n')).toMatch(/Slide 1: the AI provider gave no usable summary/)
    expect(summary.warnings.join('\n')).not.toMatch(/Slide 12:/)
    expect(summary.overallSummary.keyTakeaways.length).toBeGreaterThan(0)
  })

  test('re-asks only the slides an answer left out, saying which', async () => {
    let first = true
    const { server, summary } = await summarise((request) => {
      const answer = answerFaithfully(request) as { answer: { summaries?: { number: number }[] } }
      if (request.kind === 'batch' && first && answer.answer.summaries) {
        first = false
        answer.answer.summaries = answer.answer.summaries.slice(1)
      }
      return answer
    })

    const [firstBatch] = batches(server)
    const retry = batches(server).find((request) => request.prompt.includes('No summary was given'))
    expect(retry?.units.map((unit) => unit.number)).toEqual([firstBatch?.units[0]?.number])
    expect(retry?.prompt).toContain(`No summary was given for slide ${firstBatch?.units[0]?.number}.`)
    expect(summary.warnings).toEqual([])
  })

  test('teaches a model that numbered a slide wrongly which slides it was given', async () => {
    let first = true
    const { server } = await summarise((request) => {
      const reply = answerFaithfully(request) as { answer: { summaries?: { number: number }[] } }
      const entry = reply.answer.summaries?.find((item) => item.number === 12)
      if (entry && first) {
        first = false
        entry.number = 13
      }
      return reply
    })

    const retry = batches(server).find((request) => request.prompt.includes('Slide 13'))
    expect(retry?.prompt).toContain('Slide 13 was not among the slides given.')
    expect(retry?.prompt).toContain('Answer for slide 12 only, numbered as given.')
    expect(retry?.units.map((unit) => unit.number)).toEqual([12])
  })

  test('falls back to the offline overall summary only when the overall call fails for good, keeping the slide summaries', async () => {
    const { server, summary } = await summarise((request) =>
      request.kind === 'overall' ? { status: 503 } : answerFaithfully(request),
    )

    expect(overalls(server)).toHaveLength(3)
    expect(summary.provider).toBe('openai')
    expect(summary.slideBySlide[0]?.summary).toBe('- Revenue in region 1 reached 100 thousand euros')
    expect(summary.overallSummary.keyTakeaways.length).toBeGreaterThan(0)
    expect(summary.warnings.join('\n')).toMatch(/The overall summary is the offline one/)
  })

  test('keeps an overall answer with one citation of a slide that does not exist, re-citing the item', async () => {
    const { server, summary } = await summarise((request) =>
      request.kind === 'batch'
        ? answerFaithfully(request)
        : {
            answer: {
              keyTakeaways: [
                { text: 'Revenue in region 3 reached 300 thousand euros', sources: [13] },
                { text: 'Region 5 signed 24 new customers this quarter', sources: [5] },
              ],
              actionItems: [],
              strategicInsights: [],
            },
          },
    )

    expect(overalls(server)).toHaveLength(1)
    expect(summary.overallSummary.keyTakeaways[0]).toBe('Revenue in region 3 reached 300 thousand euros')
    expect(summary.sources.keyTakeaways[0]).toEqual([3])
    expect(summary.warnings.join('\n')).toMatch(/cited slide 13, which does not exist/)
  })

  test('re-asks an overall answer that cites only slides that do not exist, saying which exist', async () => {
    let first = true
    const { server } = await summarise((request) => {
      if (request.kind === 'overall' && first) {
        first = false
        return {
          answer: {
            keyTakeaways: [{ text: 'Regions grew', sources: [13] }],
            actionItems: [],
            strategicInsights: [],
          },
        }
      }
      return answerFaithfully(request)
    })

    expect(overalls(server)).toHaveLength(2)
    expect(overalls(server)[1]?.prompt).toContain('slide 13 does not exist; cite only slides 1–12.')
  })

  test('reads an answer wrapped in a ```json fence without asking again', async () => {
    const { server, summary } = await summarise((request) => {
      const reply = answerFaithfully(request) as { answer: unknown }
      return { text: `Here is the JSON:\n\`\`\`json\n${JSON.stringify(reply.answer)}\n\`\`\`` }
    })

    expect(server.requests.length).toBe(batches(server).length + 1)
    expect(summary.slideBySlide).toHaveLength(12)
    expect(summary.warnings).toEqual([])
  })

  test('sends a low temperature, an output cap sized to the call, and the slide numbers as an enum', async () => {
    const { server, summary } = await summarise(answerFaithfully)

    const [batch] = batches(server)
    const [overall] = overalls(server)
    expect(batch?.body.temperature).toBe(0.2)
    expect(batch?.body.max_tokens).toBe(200 + 250 * (batch?.units.length ?? 0))
    expect(overall?.body.max_tokens).toBe(600 + 250 * 4)
    const entry = (batch?.schema?.properties?.summaries as { items: { properties: { number: unknown } } })
      .items.properties.number
    expect(entry).toMatchObject({ enum: batch?.units.map((unit) => unit.number) })
    expect(summary.usage?.calls).toBe(server.requests.length)
    expect(summary.usage?.inputTokens).toBe(
      server.requests.reduce((sum, request) => sum + estimateUsage(request.prompt), 0),
    )
    expect(summary.usage?.outputTokens).toBeGreaterThan(0)
  })
})
