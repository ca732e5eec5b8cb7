import { describe, expect, test } from 'vitest'
import { IngestError } from '../ingest-error'
import { readCorpusFile } from '../test-corpus'
import { joinPdfPages, readPdf, type PdfPages } from './read-pdf'

async function refusal(file: string): Promise<IngestError> {
  const error = await readPdf(readCorpusFile(file)).catch((caught: unknown) => caught)
  if (!(error instanceof IngestError)) throw new Error(`expected an IngestError, got ${String(error)}`)
  return error
}

describe('readPdf', () => {
  test('gives one slide per page with a title and text', async () => {
    const deck = await readPdf(readCorpusFile('pdf/cncf-standards-next-gen-cloud.pdf'))

    expect(deck.pageCount).toBe(18)
    expect(deck.slides.map((slide) => slide.number)).toEqual(
      Array.from({ length: 18 }, (_, index) => index + 1),
    )
    expect(deck.slides[1]?.title).toBe('A thought: Andy Grove and disruption')
    expect(deck.slides[1]?.text).toContain('“Only the paranoid survive”')
  })

  test('opens a PDF that has only an owner password', async () => {
    const deck = await readPdf(readCorpusFile('pdf/boe-speech-owner-password.pdf'))

    expect(deck.pageCount).toBe(41)
  })

  test('names the pages without text in a warning', async () => {
    const deck = await readPdf(readCorpusFile('pdf/cncf-what-is-cloud-native.pdf'))

    // Page 41 holds only its page number, which stays out of the slide model.
    expect(deck.warnings).toEqual(['Pages without text: 9, 11, 12, 21, 41, 59'])
  })

  test('reads a two-column paper a column at a time', async () => {
    const deck = await readPdf(readCorpusFile('pdf/tracemonkey-pldi09.pdf'))

    const text = deck.slides[0]?.text ?? ''
    // The abstract (left column) is read through before the introduction (right column) starts.
    expect(text.indexOf('alternative compilation technique')).toBeLessThan(text.indexOf('1. Introduction'))
    // "com-" / "pile" at a line end is one word again, since "compile" occurs elsewhere in the paper.
    expect(text).toContain('Dynamic languages such as JavaScript are more difficult to compile than')
  })

  test('asks for an unprotected copy of a PDF with a user password', async () => {
    const error = await refusal('bad/encrypted-user-password.pdf')

    expect(error.code).toBe('encrypted')
    expect(error.message).toMatch(/without a password/)
  })

  test.each([
    ['bad/truncated.pdf', 'corrupt'],
    ['bad/corrupt-xref.pdf', 'corrupt'],
    ['bad/zero-pages.pdf', 'empty'],
    ['bad/image-only.pdf', 'no_text'],
  ])('refuses %s as %s', async (file, code) => {
    expect((await refusal(file)).code).toBe(code)
  })

  test("drops a report's running header as a title, keeping its real headings", async () => {
    const deck = await readPdf(readCorpusFile('pdf/owasp-asvs-v5.pdf'))

    expect(deck.slides.map((slide) => slide.title)).not.toContain(
      'Application Security Verification Standard May 2025',
    )
    expect(deck.slides[9]?.title).toBe('What is the ASVS?')
    expect(deck.slides[23]?.title).toBe('V1 Encoding and Sanitization')
  })

  test('reads past a caution icon to the page heading', async () => {
    const deck = await readPdf(readCorpusFile('pdf/irs-pub15-2013.pdf'))

    expect(deck.slides[2]?.title).toBe('Forms in Spanish')
  })
})

describe('joinPdfPages', () => {
  const page = (number: number, title: string) => ({ number, title, text: 'Body', notes: '', hidden: false })

  test('empties a plain title that repeats, numbers aside, on three pages; a set heading stays', () => {
    const read: PdfPages = {
      pageCount: 5,
      slides: [page(1, 'Agenda'), page(2, 'Page 2'), page(3, 'Page 3'), page(4, 'Agenda'), page(5, 'Page 5')],
      plainTitlePages: [2, 3, 5],
      headings: [],
    }

    expect(joinPdfPages([read]).slides.map((slide) => slide.title)).toEqual(['Agenda', '', '', 'Agenda', ''])
  })

  test('keeps a plain title seen on two pages only', () => {
    const read: PdfPages = {
      pageCount: 3,
      slides: [page(1, 'Revenue'), page(2, 'Revenue'), page(3, 'Costs')],
      plainTitlePages: [1, 2, 3],
      headings: [],
    }

    expect(joinPdfPages([read]).slides.map((slide) => slide.title)).toEqual(['Revenue', 'Revenue', 'Costs'])
  })
})
