// Issue 23's figures for the LLM path. (1) The recorded hand-written answers (src/summarize/llm/recorded)
// replayed through a local server: answer items kept whole, cut and dropped, calls and tokens per file
// (goals: >= 95 % of faithful items whole, 0 drops without a warning, 0 wholesale fallbacks). (2) A
// 300-page document built from ../shared/corpus PDFs: calls and the largest prompt against AI_CONTEXT_TOKENS.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { guessLanguage, ingestFile } from '../src/ingest'
import { createLlmProvider, DEFAULT_CONTEXT_TOKENS } from '../src/summarize/llm/create-llm-provider'
import {
  loadRecordedRuns,
  startReplayServer,
  tallyItems,
} from '../src/summarize/llm/recorded/replay-recorded'
import { answerFaithfully, startFakeLlmServer } from '../src/summarize/llm/start-fake-llm-server'
import { BOOK_SOURCES, buildBook } from './build-book'

const shared = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared')

async function recordedAnswers(): Promise<void> {
  console.log('file | items whole / cut / dropped | warnings | fallback | calls | tokens in / out')
  const total = { whole: 0, cut: 0, dropped: 0 }
  for (const run of loadRecordedRuns()) {
    const server = await startReplayServer(run)
    try {
      const document = await ingestFile(path.join(shared, run.file))
      const provider = createLlmProvider({
        provider: 'openai',
        model: 'hand',
        baseUrl: server.baseUrl,
        concurrency: 1,
        detectLanguage: guessLanguage,
        retry: { baseDelayMs: 1, maxDelayMs: 2 },
      })
      const summary = await provider.summarize(document, { documentType: run.documentType })
      const tally = tallyItems(run, summary)
      total.whole += tally.whole
      total.cut += tally.cut
      total.dropped += tally.dropped
      const fallback = summary.warnings.some((warning) => /offline (one|summary is shown)/.test(warning))
      const usage = summary.usage ?? { calls: 0, inputTokens: 0, outputTokens: 0 }
      console.log(
        `${run.name} | ${tally.whole} / ${tally.cut} / ${tally.dropped} | ${summary.warnings.length} | ${fallback ? 'yes' : 'no'} | ${usage.calls} | ${usage.inputTokens} / ${usage.outputTokens}`,
      )
    } finally {
      await server.close()
    }
  }
  const items = total.whole + total.cut + total.dropped
  console.log(
    `all files: ${total.whole} of ${items} items whole (${((100 * total.whole) / items).toFixed(1)} %, goal >= 95 %), ${total.cut} cut, ${total.dropped} dropped (tokens as the local server counts them, about 4 characters a token)`,
  )
}

async function longDocument(): Promise<void> {
  const book = await buildBook(shared)
  // Summaries of a real model's length (a section's three to eight lines), so that the reduce is exercised.
  const server = await startFakeLlmServer({
    protocol: 'openai',
    reply: (request) =>
      request.kind === 'batch'
        ? {
            answer: {
              summaries: request.units.map((unit) => ({
                number: unit.number,
                title: unit.title,
                summary: unit.text.slice(0, 700),
              })),
            },
          }
        : answerFaithfully(request),
  })
  try {
    const provider = createLlmProvider({
      provider: 'openai',
      model: 'local',
      baseUrl: server.baseUrl,
      retry: { baseDelayMs: 1, maxDelayMs: 2 },
    })
    const summary = await provider.summarize(book, { documentType: 'document' })
    const run = provider.lastRun!
    const kinds = server.requests.map((request) => request.kind)
    const count = (kind: string) => kinds.filter((value) => value === kind).length
    console.log(
      `${book.slides.length}-page document (${BOOK_SOURCES.length} corpus PDFs): ${summary.slideBySlide.length} sections, ${run.usage.calls} calls (${count('batch')} batch, ${count('reduce')} reduce, ${count('overall')} overall)`,
    )
    console.log(
      `largest prompt ${run.largestPromptTokens} tokens (estimated), with its answer cap within AI_CONTEXT_TOKENS ${DEFAULT_CONTEXT_TOKENS}: ${server.requests.every((request) => Math.ceil(request.prompt.length / 3) + Number(request.body.max_tokens) <= DEFAULT_CONTEXT_TOKENS) ? 'yes' : 'NO'}; ratio largest prompt / budget ${(run.largestPromptTokens / DEFAULT_CONTEXT_TOKENS).toFixed(2)}`,
    )
  } finally {
    await server.close()
  }
}

export default async function (): Promise<void> {
  await recordedAnswers()
  await longDocument()
}
