import { beforeAll, describe, expect, test, vi } from 'vitest'
import { IngestError } from '../ingest-error'
import { parseDocument } from '../parse-document'
import { corpusPath, readCorpusFile, readManifest } from '../test-corpus'
import { DEFAULT_LIMITS } from './isolation-limits'
import { parseInWorker, splitFileCount } from './parse-in-worker'

/** Parses, and tells whether more than one worker read the file. */
async function parseCounting(input: Uint8Array | { path: string }, limits = DEFAULT_LIMITS) {
  const before = splitFileCount()
  const outcome = await parseInWorker(input, limits).catch((error: unknown) => error)
  return { outcome, split: splitFileCount() > before }
}

// Files arriving one at a time: the first is read by one worker, which starts a second beside it; once
// that one is warm, a PDF is read by both.
beforeAll(async () => {
  const deck = { path: corpusPath('pdf/cncf-standards-next-gen-cloud.pdf') }
  expect((await parseCounting(deck)).split).toBe(false)
  await vi.waitFor(
    async () => {
      expect((await parseCounting(deck)).split).toBe(true)
    },
    { timeout: 20_000, interval: 20 },
  )
}, 30_000)

describe('a PDF read by two idle workers at once', () => {
  const pdfs = readManifest().filter((entry) => entry.expect === 'ok' && entry.path.endsWith('.pdf'))

  test.each(pdfs.map((entry) => entry.path))('%s gives the Document one reader gives', async (file) => {
    const expected = await parseDocument(readCorpusFile(file))

    const { outcome, split } = await parseCounting({ path: corpusPath(file) })

    expect(split).toBe(true)
    expect(outcome).toEqual(expected)
  })

  test('bytes are read the same way, and the caller keeps them, even in a Buffer', async () => {
    const bytes = Buffer.from(readCorpusFile('pdf/tracemonkey-pldi09.pdf'))

    const { outcome, split } = await parseCounting(bytes)

    expect(split).toBe(true)
    expect(outcome).toEqual(await parseDocument(readCorpusFile('pdf/tracemonkey-pldi09.pdf')))
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
  })

  test('a limit of one worker per file keeps a PDF to one', async () => {
    const file = 'pdf/cncf-standards-next-gen-cloud.pdf'

    const { outcome, split } = await parseCounting(
      { path: corpusPath(file) },
      { ...DEFAULT_LIMITS, maxWorkersPerFile: 1 },
    )

    expect(split).toBe(false)
    expect(outcome).toEqual(await parseDocument(readCorpusFile(file)))
  })

  test.each([
    ['bad/encrypted-user-password.pdf', 'encrypted'],
    ['bad/truncated.pdf', 'corrupt'],
    ['bad/zero-pages.pdf', 'empty'],
    ['bad/image-only.pdf', 'no_text'],
    ['lang/ar-owasp-top10-2013.pdf', 'unsupported_language'],
  ])('%s is refused as %s', async (file, code) => {
    const { outcome, split } = await parseCounting({ path: corpusPath(file) })

    expect(split).toBe(true)
    expect(outcome).toBeInstanceOf(IngestError)
    expect((outcome as IngestError).code).toBe(code)
  })

  test('a file over the time limit stops both workers, and the pool reads the next file', async () => {
    const slow = await parseCounting(
      { path: corpusPath('pdf/irs-pub15-2013.pdf') },
      { ...DEFAULT_LIMITS, timeoutMs: 30 },
    )
    const next = await parseCounting({ path: corpusPath('pdf/cncf-standards-next-gen-cloud.pdf') })

    expect(slow.split).toBe(true)
    expect((slow.outcome as IngestError).code).toBe('timeout')
    expect(next.outcome).toMatchObject({ format: 'pdf', pageCount: 18 })
  })

  test('a PPTX is read by one worker', async () => {
    const { outcome, split } = await parseCounting({ path: corpusPath('pptx/out-of-order-slides.pptx') })

    expect(split).toBe(false)
    expect(outcome).toMatchObject({ format: 'pptx' })
  })
})
