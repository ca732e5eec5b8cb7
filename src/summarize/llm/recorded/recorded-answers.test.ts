import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { Document } from '../../../shared'
import { detectTestLanguage } from '../../test-support/detect-test-language'
import { createLlmProvider } from '../create-llm-provider'
import type { FakeLlmRequest, FakeLlmServer } from '../start-fake-llm-server'
import { loadRecordedRuns, startReplayServer, tallyItems, type RecordedRun } from './replay-recorded'

// The answers written by hand to the product's prompts (README.md), replayed: the good answers survive
// whole, and each defect of issue 23 is met with the answer that triggered it.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..')
const shared = path.resolve(repoRoot, '..', 'shared')
const runs = new Map(loadRecordedRuns().map((run) => [run.name, run]))
const documents = new Map<string, Document>()

// The summarize module may not import ingest: the files are read by the ingest CLI, in place.
function ingest(file: string): Promise<Document> {
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/ingest.ts', path.join(shared, file)],
      { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as Document)),
    ),
  )
}

beforeAll(async () => {
  await Promise.all([...runs.values()].map(async (run) => documents.set(run.name, await ingest(run.file))))
}, 60_000)

const servers: FakeLlmServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function replay(
  name: string,
  override?: Parameters<typeof startReplayServer>[1],
): Promise<{ run: RecordedRun; server: FakeLlmServer; summary: Awaited<ReturnType<typeof summarise>> }> {
  const run = runs.get(name)!
  const server = await startReplayServer(run, override)
  servers.push(server)
  const summary = await summarise(run, server)
  return { run, server, summary }
}

function summarise(run: RecordedRun, server: FakeLlmServer) {
  return createLlmProvider({
    provider: 'openai',
    model: 'hand',
    baseUrl: server.baseUrl,
    concurrency: 1,
    detectLanguage: detectTestLanguage,
    retry: { baseDelayMs: 1, maxDelayMs: 2 },
  }).summarize(documents.get(run.name)!, { documentType: run.documentType })
}

type OverallAnswer = { keyTakeaways: { text: string; sources: number[] }[] }
const overallOf = (answer: unknown) => structuredClone(answer) as OverallAnswer

describe('the recorded answers', () => {
  test.each([...runs.keys()])(
    '%s: every answer is kept, no call falls back, no item goes without a warning',
    async (name) => {
      const { run, summary } = await replay(name)

      const tally = tallyItems(run, summary)
      expect(tally.whole / (tally.whole + tally.cut + tally.dropped)).toBeGreaterThanOrEqual(0.95)
      expect(summary.warnings.length).toBeGreaterThanOrEqual(tally.cut + tally.dropped)
      expect(summary.warnings.join('\n')).not.toMatch(/offline/)
      expect(summary.language).toBe(documents.get(name)!.language)
    },
  )

  test("keeps a PDF table's figures in a document section (the options table of the report)", async () => {
    const { run, summary } = await replay('en-report-virtual-wards')

    const written = (run.exchanges[1]!.answer as { summaries: { number: number; summary: string }[] })
      .summaries
    const options = written.find((entry) => entry.number === 15)!.summary
    expect(summary.slideBySlide.map((item) => item.summary)).toContain(options)
    expect(options).toContain('value £19.8M, net +£7.4M')
  })

  test('numbers the hints of a document in its sections, as the model sees them', async () => {
    const { server, summary } = await replay('en-report-virtual-wards')

    const overall = server.requests.find((request) => request.kind === 'overall')!
    const hinted = [...overall.prompt.matchAll(/<hint sections="([\d ]+)">/g)].flatMap((match) =>
      match[1]!.split(' ').map(Number),
    )
    expect(hinted.length).toBeGreaterThan(0)
    expect(Math.max(...hinted)).toBeLessThanOrEqual(summary.slideBySlide.length)
    expect(summary.overallSummary.actionItems).toHaveLength(5)
  })
})

describe('the defects, met with the answers that triggered them', () => {
  const overallOverride =
    (change: (answer: OverallAnswer) => unknown) => (request: FakeLlmRequest, recorded: unknown) =>
      request.kind === 'overall' ? { answer: change(overallOf(recorded)) } : undefined

  test('a citation of a slide that does not exist: the item stands, re-cited, with a warning', async () => {
    const { server, summary } = await replay(
      'en-board-update-pebblestack',
      overallOverride((answer) => {
        answer.keyTakeaways[1]!.sources = [16]
        return answer
      }),
    )

    expect(server.requests.filter((request) => request.kind === 'overall')).toHaveLength(1)
    expect(summary.overallSummary.keyTakeaways[1]).toBe(
      'Q2 net revenue was £6.8M, 10% above the £6.2M budget, driven by the Harbourmaster summer update.',
    )
    expect(summary.sources.keyTakeaways[1]).toEqual([2, 5])
    expect(summary.warnings.join('\n')).toMatch(/cited slide 16, which does not exist/)
  })

  test('an answer in the wrong language: re-asked once, naming the language', async () => {
    const english = runs.get('en-board-update-pebblestack')!.exchanges[0]!.answer as {
      summaries: { summary: string }[]
    }
    let first = true
    const { server, summary } = await replay('fr-lecture-eaux-pluviales', (request, recorded) => {
      if (request.kind !== 'batch' || !first) return undefined
      first = false
      const answer = structuredClone(recorded) as { summaries: { summary: string }[] }
      answer.summaries.forEach((entry, index) => (entry.summary = english.summaries[index]!.summary))
      return { answer }
    })

    const retry = server.requests.filter((request) => request.kind === 'batch')[1]
    expect(retry?.prompt).toContain('Write in French: the previous answer was in English.')
    expect(summary.language).toBe('fr')
  })

  test('a fenced answer: read as it is, without asking again', async () => {
    const { server, summary } = await replay('de-product-strategy-auftragsheld', (request, recorded) =>
      request.kind === 'overall'
        ? { text: `\`\`\`json\n${JSON.stringify(recorded, null, 2)}\n\`\`\`` }
        : undefined,
    )

    expect(server.requests).toHaveLength(2)
    expect(summary.overallSummary.keyTakeaways[0]).toMatch(/^Auftragsheld setzt 2027 auf drei Wetten/)
  })

  test('an invented figure inside a true bullet: only its clause is cut', async () => {
    const { summary } = await replay(
      'en-board-update-pebblestack',
      overallOverride((answer) => {
        answer.keyTakeaways[4]!.text =
          'Cash stood at £14.2M at 30 June, with 3,400 new investors, a runway of 22 months at the planned burn.'
        return answer
      }),
    )

    expect(summary.overallSummary.keyTakeaways[4]).toBe(
      'Cash stood at £14.2M at 30 June, a runway of 22 months at the planned burn.',
    )
    expect(summary.warnings.join('\n')).toMatch(/found nowhere in the document \(3,400\)/)
  })

  test('a label with a digit: "day-30" names its figure', async () => {
    const { summary } = await replay(
      'en-board-update-pebblestack',
      overallOverride((answer) => {
        answer.keyTakeaways[2]!.text = 'The day-30 figure was 21%.'
        answer.keyTakeaways[2]!.sources = [6]
        return answer
      }),
    )

    expect(summary.overallSummary.keyTakeaways[2]).toBe('The day-30 figure was 21%.')
  })

  test('a paraphrased year: "its retirement planned for 2027" stands on "will be retired in Q1 2027"', async () => {
    const { summary } = await replay(
      'en-board-update-pebblestack',
      overallOverride((answer) => {
        answer.keyTakeaways[2]!.text = 'Lanternfold stays live for now, with its retirement planned for 2027.'
        answer.keyTakeaways[2]!.sources = [6]
        return answer
      }),
    )

    expect(summary.overallSummary.keyTakeaways[2]).toBe(
      'Lanternfold stays live for now, with its retirement planned for 2027.',
    )
  })

  test('an inflected label in German: "8.600 zahlenden Betrieben" stands', async () => {
    const { summary } = await replay('de-product-strategy-auftragsheld')

    expect(summary.overallSummary.keyTakeaways[1]).toBe(
      'Ende September 2026 lag der ARR bei 7,9 Mio. € (+36 % zum Vorjahr), mit 8.600 zahlenden Betrieben und einem NPS von 46.',
    )
  })
})
