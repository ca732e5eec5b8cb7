// Wall time of an LLM summary against a stand-in server with a fixed latency L per call: the map-reduce
// should cost about two calls of latency whatever the deck's length (issue 5 goal: 100 slides <= 2.5 L).
import { type Document, DOCUMENT_VERSION, slideFromText } from '../src/shared'
import { createLlmProvider } from '../src/summarize/llm/create-llm-provider'
import { startFakeLlmServer } from '../src/summarize/llm/start-fake-llm-server'

const LATENCY_MS = 200
const CONCURRENCY = 4 // AI_CONCURRENCY's default

function deck(slideCount: number): Document {
  return {
    version: DOCUMENT_VERSION,
    sections: [],
    format: 'pptx',
    pageCount: slideCount,
    language: 'en',
    slides: Array.from({ length: slideCount }, (_, index) => ({
      number: index + 1,
      title: `Slide ${index + 1}`,
      text: `- Revenue grew to $${(index + 1) * 13}k in Q${(index % 4) + 1}\n- Next step: hire ${index + 2} engineers`,
      notes: '',
      hidden: false,
    })).map(slideFromText),
    warnings: [],
  }
}

export default async function (): Promise<void> {
  const server = await startFakeLlmServer({ protocol: 'openai', latencyMs: LATENCY_MS })
  try {
    const provider = createLlmProvider({
      provider: 'openai',
      model: 'stand-in',
      baseUrl: server.baseUrl,
      concurrency: CONCURRENCY,
    })
    console.log(`stand-in LLM: L = ${LATENCY_MS} ms per call, concurrency ${CONCURRENCY}`)
    // The first call pays for loading the SDK and opening the connection: measured, then left out.
    const cold = performance.now()
    await provider.summarize(deck(100), { documentType: 'presentation' })
    console.log(`cold start, 100 slides: ${((performance.now() - cold) / LATENCY_MS).toFixed(2)} L`)
    for (const slideCount of [1, 100, 300]) {
      const before = server.requests.length
      const started = performance.now()
      await provider.summarize(deck(slideCount), { documentType: 'presentation' })
      const wallMs = performance.now() - started
      console.log(
        `${String(slideCount).padStart(3)} slides: ${wallMs.toFixed(0)} ms = ${(wallMs / LATENCY_MS).toFixed(2)} L` +
          ` (${server.requests.length - before} calls)`,
      )
    }
    console.log(`at most ${server.maxInFlight} calls in flight`)
  } finally {
    await server.close()
  }
}
