import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { ingestFile } from '../../ingest'
import type { Document } from '../../shared'
import { createLocalProvider } from '../../summarize'
import { createWorkerSummaryProvider } from './create-worker-summary-provider'

const CORPUS_DIR = path.resolve(fileURLToPath(import.meta.url), '../../../../../shared/corpus')

let document: Document
let inThreadMs: number
let inThreadSummary: unknown
beforeAll(async () => {
  // 120 pages, summarised by sections: seconds of CPU in the local summariser.
  document = await ingestFile(path.join(CORPUS_DIR, 'pdf/owasp-asvs-v5.pdf'))
  const start = performance.now()
  inThreadSummary = await createLocalProvider().summarize(document, { documentType: 'document' })
  inThreadMs = performance.now() - start
}, 120_000)

/** The longest wait between two 5 ms timer ticks while `work` runs: how long this thread was held. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let longest = 0
  let last = performance.now()
  const timer = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 5)
  try {
    await work()
  } finally {
    clearInterval(timer)
  }
  return longest
}

interface WorkerRun {
  summary: unknown
  progress: number[]
  /** The longest this thread was held while the worker summarised. */
  stall: number
}

let workerRun: Promise<WorkerRun> | undefined

/** The long document summarised once in a worker thread, this thread's stalls timed meanwhile; shared by the tests. */
function summariseInWorker(): Promise<WorkerRun> {
  workerRun ??= (async () => {
    const progress: number[] = []
    let summary: unknown
    const stall = await longestStall(async () => {
      summary = await createWorkerSummaryProvider({ provider: 'local' }).summarize(document, {
        documentType: 'document',
        onProgress: ({ done }) => progress.push(done),
      })
    })
    return { summary, progress, stall }
  })()
  return workerRun
}

describe('summarising in a worker thread', () => {
  test('gives the summary the local summariser gives in this thread, with progress', async () => {
    const { summary, progress } = await summariseInWorker()

    expect(summary).toEqual(inThreadSummary)
    expect(progress.length).toBeGreaterThan(0)
  }, 120_000)

  test('keeps this thread answering while a long document is summarised', async () => {
    const { stall } = await summariseInWorker()

    expect(stall).toBeLessThan(Math.max(100, inThreadMs / 4))
  }, 120_000)

  test('stops the worker when the job is cancelled', async () => {
    const controller = new AbortController()
    const running = createWorkerSummaryProvider({ provider: 'local' }).summarize(document, {
      documentType: 'document',
      signal: controller.signal,
    })

    controller.abort(new Error('job cancelled'))

    await expect(running).rejects.toThrow('job cancelled')
  })
})
