import { afterEach, describe, expect, test, vi } from 'vitest'
import { type Document, DOCUMENT_VERSION, slideFromText } from '../../shared'
import { LlmCallError } from './call-with-retries'
import { createLlmProvider, type LlmProviderSettings } from './create-llm-provider'
import {
  answerFaithfully,
  startFakeLlmServer,
  type FakeLlmReply,
  type FakeLlmRequest,
  type FakeLlmServer,
  type LlmProtocol,
} from './start-fake-llm-server'

function buildDeck(slideCount: number, language: Document['language'] = 'de'): Document {
  return {
    version: DOCUMENT_VERSION,
    sections: [],
    format: 'pptx',
    pageCount: slideCount,
    language,
    slides: Array.from({ length: slideCount }, (_, index) => {
      const number = index + 1
      return {
        number,
        title: `Kennzahl ${number}`,
        text: `- Umsatz ${number * 111} Tsd. EUR\n- Kunden: ${1000 + number * 7}`,
        notes: number === 2 ? 'Zielmarkt Europa, 45 Mrd. EUR' : '',
        hidden: number === 4,
      }
    }).map(slideFromText),
    warnings: [],
  }
}

const servers: FakeLlmServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function serve(
  protocol: LlmProtocol,
  reply?: (request: FakeLlmRequest) => FakeLlmReply | Promise<FakeLlmReply>,
) {
  const server = await startFakeLlmServer({ protocol, reply })
  servers.push(server)
  return server
}

// Real model names: the SDKs pick their structured-output mode and token limits by model.
const MODELS: Record<LlmProtocol, string> = {
  openai: 'gpt-4.1-nano',
  anthropic: 'claude-haiku-4-5',
  google: 'gemini-2.5-flash-lite',
}

function providerFor(server: FakeLlmServer, protocol: LlmProtocol, extra: Partial<LlmProviderSettings> = {}) {
  return createLlmProvider({
    provider: protocol,
    model: MODELS[protocol],
    baseUrl: server.baseUrl,
    apiKey: 'test-key-0042',
    retry: { baseDelayMs: 5 },
    ...extra,
  })
}

/** Replies with `first` to the first request of the given kind, and faithfully to everything else. */
function firstThen(kind: FakeLlmRequest['kind'], first: FakeLlmReply) {
  let used = false
  return (request: FakeLlmRequest): FakeLlmReply => {
    if (request.kind === kind && !used) {
      used = true
      return first
    }
    return answerFaithfully(request)
  }
}

describe.each(['openai', 'anthropic', 'google'] as const)('the %s provider', (protocol) => {
  test('sends the model, the answer schema and the document language, and builds a cited summary', async () => {
    const server = await serve(protocol)
    const deck = buildDeck(6)

    const summary = await providerFor(server, protocol).summarize(deck, { documentType: 'presentation' })

    const [batch] = server.requests
    expect(batch?.model).toBe(MODELS[protocol])
    expect(batch?.schema?.properties).toHaveProperty('summaries')
    expect(batch?.prompt).toContain('in German')
    expect(server.requests.at(-1)?.schema?.properties).toHaveProperty('keyTakeaways')
    expect(summary.slideBySlide.map((item) => item.slideNumber)).toEqual([1, 2, 3, 4, 5, 6])
    expect(summary.slideBySlide[3]?.hidden).toBe(true)
    expect(summary.overallSummary.keyTakeaways.length).toBe(summary.sources.keyTakeaways.length)
    expect(summary.sources.keyTakeaways.every((slides) => slides.length > 0)).toBe(true)
    expect(summary.overallSummary.keyQuestions.length).toBe(summary.overallSummary.strategicInsights.length)
    expect(summary.faithfulness.figuresFound).toBe(summary.faithfulness.figuresTotal)
    expect(summary).toMatchObject({ language: 'de', provider: protocol, model: MODELS[protocol] })
  })

  test('sends the API key the way the vendor expects it', async () => {
    const server = await serve(protocol)

    await providerFor(server, protocol).summarize(buildDeck(2), { documentType: 'presentation' })

    const headers = server.requests[0]?.headers ?? {}
    const sent = {
      openai: headers.authorization,
      anthropic: headers['x-api-key'],
      google: headers['x-goog-api-key'],
    }
    expect(sent[protocol]).toContain('test-key-0042')
  })

  test('retries an answer that is not valid JSON, then uses the valid one', async () => {
    const server = await serve(protocol, firstThen('batch', { text: '{"summaries": [{"number": 1, "title"' }))

    const summary = await providerFor(server, protocol, { concurrency: 1 }).summarize(buildDeck(3), {
      documentType: 'presentation',
    })

    expect(server.requests.filter((request) => request.kind === 'batch')).toHaveLength(2)
    expect(summary.slideBySlide).toHaveLength(3)
  })

  test('retries a server error 500', async () => {
    const server = await serve(protocol, firstThen('overall', { status: 500 }))

    const summary = await providerFor(server, protocol).summarize(buildDeck(3), {
      documentType: 'presentation',
    })

    expect(server.requests.filter((request) => request.kind === 'overall')).toHaveLength(2)
    expect(summary.overallSummary.keyTakeaways.length).toBeGreaterThan(0)
  })

  test('waits as long as a 429 Retry-After asks before retrying', async () => {
    const server = await serve(
      protocol,
      firstThen('batch', { status: 429, headers: { 'retry-after': '0.3' } }),
    )

    await providerFor(server, protocol, { concurrency: 1, retry: { baseDelayMs: 1 } }).summarize(
      buildDeck(2),
      {
        documentType: 'presentation',
      },
    )

    const [refused, retried] = server.requests
    expect(retried?.kind).toBe('batch')
    expect((retried?.receivedAt ?? 0) - (refused?.receivedAt ?? 0)).toBeGreaterThanOrEqual(290)
  })
})

describe('the LLM provider', () => {
  test('refuses a custom server without a model name, since no default fits it', () => {
    expect(() => createLlmProvider({ provider: 'openai', baseUrl: 'http://127.0.0.1:1/v1' })).toThrow(
      /AI_MODEL/,
    )
  })

  test("gives the overall call the local pass's labelled figures and actions with owners and dates", async () => {
    const server = await serve('openai')
    const deck: Document = {
      ...buildDeck(3, 'en'),
      slides: [
        { number: 1, title: 'Acme', text: 'Inspection robots for wind farms' },
        { number: 2, title: 'Plan against actual', text: 'Metric | Plan | Actual\nRevenue | $4.0M | $3.4M' },
        {
          number: 3,
          title: 'Next steps',
          text: 'Step | Owner | Date\nTerm sheets due | Maren Oyelaran | 26 June 2026',
        },
      ].map(slideFromText),
    }

    await providerFor(server, 'openai').summarize(deck, { documentType: 'presentation' })

    const overall = server.requests.find((request) => request.kind === 'overall')!.prompt
    expect(overall).toMatch(/<hints>[\s\S]*Revenue — Plan: \$4\.0M; Actual: \$3\.4M[\s\S]*<\/hints>/)
    expect(overall).toMatch(/<hint slides="3">\n<text>\nTerm sheets due: Maren Oyelaran; 26 June 2026/)
    expect(overall.match(/Term sheets due/g)).toHaveLength(1)
    expect(overall).toContain('4 to 8 items')
  })

  test('summarises batches in parallel, then once overall', async () => {
    let release: () => void = () => {}
    const allArrived = new Promise<void>((resolve) => (release = resolve))
    const server = await serve('openai', async (request) => {
      if (request.kind === 'batch') {
        if (server.requests.filter((r) => r.kind === 'batch').length === 4) release()
        await allArrived
      }
      return answerFaithfully(request)
    })
    const progress: number[] = []

    await providerFor(server, 'openai', { concurrency: 4, timeoutMs: 10_000 }).summarize(buildDeck(40), {
      documentType: 'presentation',
      onProgress: ({ done, total }) => progress.push(done / total),
    })

    expect(server.maxInFlight).toBe(4)
    expect(server.requests.map((request) => request.kind)).toEqual([
      'batch',
      'batch',
      'batch',
      'batch',
      'overall',
    ])
    expect(progress).toHaveLength(4)
    expect(progress.at(-1)).toBe(1)
  })

  test('drops a sentence whose figure is not on its slide and keeps the rest', async () => {
    const server = await serve('openai', (request) => {
      if (request.kind !== 'batch') return answerFaithfully(request)
      return {
        answer: {
          summaries: request.units.map((unit) => ({
            number: unit.number,
            title: unit.title,
            summary: unit.number === 1 ? 'Umsatz 111 Tsd. EUR. Marge 87 % erwartet.' : unit.text,
          })),
        },
      }
    })

    const summary = await providerFor(server, 'openai').summarize(buildDeck(3), {
      documentType: 'presentation',
    })

    expect(summary.slideBySlide[0]?.summary).toBe('Umsatz 111 Tsd. EUR.')
    expect(summary.warnings.join(' ')).toContain('87')
    expect(summary.faithfulness.unverified).toEqual([])
  })

  test('re-cites an item whose figure stands on another slide than the one it cites', async () => {
    const server = await serve('openai', (request) =>
      request.kind === 'batch'
        ? answerFaithfully(request)
        : {
            answer: {
              keyTakeaways: [{ text: 'Umsatz von 333 Tsd. EUR', sources: [1] }],
              actionItems: [],
              strategicInsights: [],
            },
          },
    )

    const summary = await providerFor(server, 'openai').summarize(buildDeck(4), {
      documentType: 'presentation',
    })

    expect(summary.overallSummary.keyTakeaways).toEqual(['Umsatz von 333 Tsd. EUR'])
    expect(summary.sources.keyTakeaways).toEqual([[1, 3]])
    expect(summary.faithfulness.unverified).toEqual([])
  })

  test('drops an item, or the question of an insight, stating a figure found nowhere in the deck, with a warning', async () => {
    const server = await serve('openai', (request) =>
      request.kind === 'batch'
        ? answerFaithfully(request)
        : {
            answer: {
              keyTakeaways: [
                { text: 'Umsatz 111 Tsd. EUR', sources: [1] },
                { text: 'Gewinn von 9.876 Mio. EUR', sources: [2] },
              ],
              actionItems: [],
              strategicInsights: [
                { insight: 'Europa wächst', question: 'Reichen 77 Mitarbeiter?', sources: [2] },
                { insight: 'Kunden wachsen', question: 'Wie halten wir sie?', sources: [3] },
              ],
            },
          },
    )

    const summary = await providerFor(server, 'openai').summarize(buildDeck(4), {
      documentType: 'presentation',
    })

    expect(summary.overallSummary.keyTakeaways).toEqual(['Umsatz 111 Tsd. EUR'])
    // The insight keeps its place without its question; the next question stays beside its own insight.
    expect(summary.overallSummary.strategicInsights).toEqual(['Europa wächst', 'Kunden wachsen'])
    expect(summary.overallSummary.keyQuestions).toEqual(['', 'Wie halten wir sie?'])
    expect(summary.sources.strategicInsights).toEqual([[2], [3]])
    expect(summary.warnings.filter((warning) => /9\.876|77/.test(warning))).toHaveLength(2)
    expect(JSON.stringify(summary.overallSummary)).not.toMatch(/9\.876|77/)
  })

  test('retries an answer citing slides that do not exist', async () => {
    const server = await serve(
      'openai',
      firstThen('overall', {
        answer: { keyTakeaways: [{ text: 'Kunden', sources: [99] }], actionItems: [], strategicInsights: [] },
      }),
    )

    const summary = await providerFor(server, 'openai').summarize(buildDeck(3), {
      documentType: 'presentation',
    })

    expect(server.requests.filter((request) => request.kind === 'overall')).toHaveLength(2)
    expect(summary.sources.keyTakeaways.flat().every((slide) => slide >= 1 && slide <= 3)).toBe(true)
  })

  test('gives up after its attempts when the server hangs, each cut off by the timeout', async () => {
    const server = await serve('openai', () => ({ hang: true }))

    const failure = await providerFor(server, 'openai', {
      concurrency: 1,
      timeoutMs: 150,
      retry: { maxAttempts: 2, baseDelayMs: 1 },
    })
      .summarize(buildDeck(2), { documentType: 'presentation' })
      .catch((error: unknown) => error)

    expect(failure).toBeInstanceOf(LlmCallError)
    expect(failure).toMatchObject({ kind: 'timeout', attempts: 2 })
    expect(server.requests).toHaveLength(2)
  })

  test('stops the batches still running when one is refused for a reason every call would meet', async () => {
    let release: () => void = () => {}
    const bothArrived = new Promise<void>((resolve) => (release = resolve))
    const server = await serve('openai', async (request) => {
      if (server.requests.length === 2) release()
      if (request.units[0]?.number !== 1) return { hang: true }
      await bothArrived
      return { status: 401 }
    })

    const failure = await providerFor(server, 'openai', { concurrency: 2, timeoutMs: 20_000 })
      .summarize(buildDeck(2), { documentType: 'presentation' })
      .catch((error: unknown) => error)

    expect(failure).toMatchObject({ kind: 'refused', status: 401 })
    await vi.waitFor(() => expect(server.inFlight).toBe(0), { timeout: 5_000 })
  })

  test('does not retry a refused request (401)', async () => {
    const server = await serve('openai', () => ({ status: 401, body: { error: { message: 'bad key' } } }))

    const failure = await providerFor(server, 'openai', { concurrency: 1 })
      .summarize(buildDeck(2), { documentType: 'presentation' })
      .catch((error: unknown) => error)

    expect(failure).toMatchObject({ kind: 'refused', status: 401, attempts: 1 })
    expect(server.requests).toHaveLength(1)
  })

  test('summarises a document by sections, naming them and citing their pages', async () => {
    const server = await serve('openai')
    const report: Document = {
      version: DOCUMENT_VERSION,
      sections: [],
      format: 'pdf',
      pageCount: 6,
      language: 'fr',
      slides: [
        { number: 1, title: 'Introduction', text: 'Le marché pèse 12 Mrd EUR.', notes: '', hidden: false },
        { number: 2, title: '', text: 'Il croît de 8 % par an.', notes: '', hidden: false },
        { number: 3, title: 'Méthode', text: 'Nous avons interrogé 240 clients.', notes: '', hidden: false },
        { number: 4, title: '', text: 'Les entretiens ont duré 30 minutes.', notes: '', hidden: false },
        { number: 5, title: 'Conclusions', text: 'Recruter 5 commerciaux.', notes: '', hidden: false },
        { number: 6, title: '', text: 'Ouvrir Lyon en 2026.', notes: '', hidden: false },
      ].map(slideFromText),
      warnings: [],
    }

    const summary = await providerFor(server, 'openai').summarize(report, { documentType: 'document' })

    expect(server.requests[0]?.prompt).toContain('<section number="1"')
    expect(server.requests[0]?.prompt).toContain('in French')
    expect(summary.slideBySlide.map((item) => [item.title, item.pages])).toEqual([
      ['Introduction', [1, 2]],
      ['Méthode', [3, 4]],
      ['Conclusions', [5, 6]],
    ])
    expect(summary.sources.keyTakeaways[1]).toEqual([3, 4])
    expect(summary.faithfulness.figuresFound).toBe(summary.faithfulness.figuresTotal)
  })
})
