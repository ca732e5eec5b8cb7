import { afterEach, describe, expect, test, vi } from 'vitest'
import { type Document, DOCUMENT_VERSION, slideFromText } from '../shared'
import { createSummaryProvider } from './create-summary-provider'
import { startFakeLlmServer, type FakeLlmReply, type FakeLlmServer } from './llm/start-fake-llm-server'

const deck: Document = {
  version: DOCUMENT_VERSION,
  sections: [],
  format: 'pptx',
  pageCount: 3,
  language: 'es',
  slides: [
    {
      number: 1,
      title: 'Resultados',
      text: '- Ingresos de 4,2 millones de euros\n- 120 clientes',
      notes: '',
      hidden: false,
    },
    { number: 2, title: 'Mercado', text: 'El mercado crece un 15 % al año.', notes: '', hidden: false },
    {
      number: 3,
      title: 'Próximos pasos',
      text: '- Contratar 3 comerciales\n- Abrir Lisboa',
      notes: '',
      hidden: false,
    },
  ].map(slideFromText),
  warnings: [],
}

const servers: FakeLlmServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function serve(reply: () => FakeLlmReply) {
  const server = await startFakeLlmServer({ protocol: 'openai', reply })
  servers.push(server)
  return server
}

describe('createSummaryProvider', () => {
  test('gives the local provider when configured so', () => {
    expect(createSummaryProvider({ provider: 'local' }).name).toBe('local')
  })

  test('falls back to the local summary with a warning when the LLM hangs past its timeout', async () => {
    const server = await serve(() => ({ hang: true }))
    const logged: Record<string, unknown>[] = []
    const provider = createSummaryProvider({
      provider: 'openai',
      model: 'gpt-4.1-nano',
      baseUrl: server.baseUrl,
      // Long enough that a busy machine still delivers each request before its deadline.
      timeoutMs: 1_000,
      concurrency: 1,
      retry: { maxAttempts: 2, baseDelayMs: 1 },
      logger: { warn: (details) => logged.push(details) },
    })

    const summary = await provider.summarize(deck, { documentType: 'presentation' })

    expect(summary.provider).toBe('local')
    expect(summary.slideBySlide.length).toBeGreaterThan(0)
    expect(summary.warnings.join(' ')).toMatch(/did not answer in time.*offline summary/)
    expect(logged).toEqual([expect.objectContaining({ kind: 'timeout', attempts: 2 })])
    expect(server.requests).toHaveLength(2)
  })

  test('never puts the API key in a warning or a log, even when the server echoes it', async () => {
    const apiKey = 'sk-live-very-secret-0123456789'
    await serve(() => ({
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${apiKey}` } },
    }))
    const server = servers[0] as FakeLlmServer
    const logged: unknown[] = []
    const provider = createSummaryProvider({
      provider: 'openai',
      model: 'gpt-4.1-nano',
      baseUrl: server.baseUrl,
      apiKey,
      logger: { warn: (details, message) => logged.push(details, message) },
    })

    const summary = await provider.summarize(deck, { documentType: 'presentation' })

    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${apiKey}`)
    expect(summary.warnings.join(' ')).toContain('HTTP 401')
    expect(JSON.stringify(logged)).toContain('[redacted]')
    expect(JSON.stringify([summary, logged])).not.toContain(apiKey)
  })

  test('stops, rather than falling back, when the caller cancels', async () => {
    const server = await serve(() => ({ hang: true }))
    const controller = new AbortController()
    const provider = createSummaryProvider({
      provider: 'openai',
      model: 'gpt-4.1-nano',
      baseUrl: server.baseUrl,
      concurrency: 1,
    })

    const pending = provider.summarize(deck, { documentType: 'presentation', signal: controller.signal })
    await vi.waitFor(() => expect(server.requests).toHaveLength(1))
    controller.abort()

    await expect(pending).rejects.toThrow(/abort/i)
  })
})
