import { once } from 'node:events'
import { availableParallelism } from 'node:os'
import { createDeflate } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { IngestError } from '../ingest-error'
import { corpusPath, readCorpusFile } from '../test-corpus'
import { DEFAULT_LIMITS } from './isolation-limits'
import { parseInWorker } from './parse-in-worker'
import { liveWorkerCount } from './parse-worker-pool'

async function refusal(promise: Promise<unknown>): Promise<IngestError> {
  const error = await promise.catch((caught: unknown) => caught)
  if (!(error instanceof IngestError)) throw new Error(`expected an IngestError, got ${String(error)}`)
  return error
}

/**
 * A one-page PDF whose content stream inflates to `megabytes` of spaces: a few hundred KB on disk that
 * pdf.js, reading the page, holds in one growing buffer outside the heap.
 */
async function deflateBombPdf(megabytes: number): Promise<Uint8Array> {
  const deflate = createDeflate({ level: 9 })
  const chunks: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk))
  deflate.write('BT /F1 24 Tf 72 720 Td (Quarterly results) Tj ET\n')
  const spaces = Buffer.alloc(1024 * 1024, ' ')
  for (let written = 0; written < megabytes; written++)
    if (!deflate.write(spaces)) await once(deflate, 'drain')
  deflate.end()
  await once(deflate, 'end')
  const stream = Buffer.concat(chunks)

  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ]
  const parts = [Buffer.from('%PDF-1.4\n')]
  const offsets: number[] = []
  let length = parts[0]!.length
  objects.forEach((body, index) => {
    offsets.push(length)
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')])
    parts.push(object)
    length += object.length
  })
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`
  parts.push(Buffer.from(xref))
  return new Uint8Array(Buffer.concat(parts))
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

  test('stops a file whose streams inflate past the buffer limit, and the next file still parses', async () => {
    // 96 MB of spaces from about 100 KB: past a 16 MB limit long before the page is read through.
    const bomb = await deflateBombPdf(96)
    const limits = { ...DEFAULT_LIMITS, maxBufferMb: 16 }

    const error = await refusal(parseInWorker(bomb, limits))
    const next = await parseInWorker(readCorpusFile('lang/nl-udhr.pdf'), limits)

    expect(bomb.length).toBeLessThan(1024 * 1024)
    expect(error.code).toBe('too_large_uncompressed')
    expect(next.language).toBe('nl')
  })

  test('reads the same file when its streams fit the limit', async () => {
    const document = await parseInWorker(await deflateBombPdf(8), { ...DEFAULT_LIMITS, maxBufferMb: 64 })

    expect(document.slides[0]?.title).toBe('Quarterly results')
  })
})
