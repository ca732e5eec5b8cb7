import { describe, expect, test } from 'vitest'
import { IngestError } from '../ingest-error'
import { corpusPath, readCorpusFile } from '../test-corpus'
import { availableParallelism } from 'node:os'
import { DEFAULT_LIMITS, liveWorkerCount, parseInWorker } from './parse-in-worker'

async function refusal(promise: Promise<unknown>): Promise<IngestError> {
  const error = await promise.catch((caught: unknown) => caught)
  if (!(error instanceof IngestError)) throw new Error(`expected an IngestError, got ${String(error)}`)
  return error
}

describe('parseInWorker', () => {
  test('a burst of files shares a pool no larger than the cores, and every file is answered', async () => {
    const bytes = readCorpusFile('ppt/sampleshow-notes.ppt')
    let most = 0
    const sample = setInterval(() => (most = Math.max(most, liveWorkerCount())), 1)

    const documents = await Promise.all(Array.from({ length: 12 }, () => parseInWorker(bytes)))
    clearInterval(sample)

    expect(documents.map((d) => d.slides.length)).toEqual(Array(12).fill(2))
    expect(most).toBeGreaterThan(0)
    expect(most).toBeLessThanOrEqual(Math.max(2, availableParallelism()))
  })

  test('parses a file in a worker thread', async () => {
    const document = await parseInWorker(readCorpusFile('ppt/sampleshow-notes.ppt'))

    expect(document.format).toBe('ppt')
    expect(document.slides[0]?.notes).toContain('I am the notes of the first slide')
  })

  test('reads a file by its path in the worker', async () => {
    const document = await parseInWorker({ path: corpusPath('lang/nl-udhr.pdf') })

    expect(document.format).toBe('pdf')
    expect(document.language).toBe('nl')
  })

  test('answers a file that cannot be read with its file-system error, not a refusal', async () => {
    const error = await parseInWorker({ path: corpusPath('no-such-file.pdf') }).catch(
      (caught: unknown) => caught,
    )

    expect(error).not.toBeInstanceOf(IngestError)
    expect((error as NodeJS.ErrnoException).code).toBe('ENOENT')
  })

  test('leaves the caller its bytes', async () => {
    const bytes = readCorpusFile('lang/nl-udhr.pdf')

    await parseInWorker(bytes)

    expect(bytes.byteLength).toBeGreaterThan(0)
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
  })

  test("passes a reader's refusal through with its code and message", async () => {
    const error = await refusal(parseInWorker(readCorpusFile('bad/word-document.pptx')))

    expect(error.code).toBe('unsupported_type')
    expect(error.message).toBe('Only PDF, PPT, and PPTX files are allowed.')
  })

  test('stops a file that takes longer than the time limit', async () => {
    const limits = { ...DEFAULT_LIMITS, timeoutMs: 20 }

    const error = await refusal(parseInWorker(readCorpusFile('pdf/irs-pub15-2013.pdf'), limits))

    expect(error.code).toBe('timeout')
  })

  test('stops a file that needs more memory than the limit, and the next file still parses', async () => {
    // Enough for the worker to start (pdf.js and the readers take about 10 MB), too little for a 67-page
    // report. A limit hit while modules are still compiling can abort the whole process instead (Node's
    // resourceLimits are best-effort: nodejs/node#47224), which is not what this test is about.
    const limits = { ...DEFAULT_LIMITS, maxMemoryMb: 24 }

    const error = await refusal(parseInWorker(readCorpusFile('pdf/irs-pub15-2013.pdf'), limits))
    const next = await parseInWorker(readCorpusFile('lang/nl-udhr.pdf'))

    expect(error.code).toBe('too_large_uncompressed')
    expect(next.language).toBe('nl')
  })
})
