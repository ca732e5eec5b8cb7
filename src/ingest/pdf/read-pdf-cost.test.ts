import type { PDFDict, PDFRef } from 'pdf-lib'
import { PDFDocument, PDFName, PDFNumber, StandardFonts } from 'pdf-lib'
import { describe, expect, test } from 'vitest'
import { maxPagesSetting } from '../../config/max-pages-setting'
import { IngestError } from '../ingest-error'
import { joinPdfPages, readPdf, readPdfPages } from './read-pdf'

/**
 * A PDF of `pages` pages in one flat page tree, each with its own content stream: empty (about 1 MB at
 * 20,000 pages), or on the pages in `textOn` a line of text. Built on pdf-lib's object level, since its
 * addPage walks the tree for every page added.
 */
async function blankPdf(pages: number, textOn: number[] = []): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const { context } = pdf
  const pagesRef = pdf.catalog.get(PDFName.of('Pages')) as PDFRef
  const kids = context.obj([])
  for (let number = 1; number <= pages; number++) {
    const content = textOn.includes(number) ? `BT /F1 14 Tf 72 700 Td (Findings on page ${number}) Tj ET` : ''
    const page = context.obj({
      Type: 'Page',
      Parent: pagesRef,
      MediaBox: [0, 0, 612, 792],
      Resources: { Font: { F1: font.ref } },
      Contents: context.register(context.stream(content)),
    })
    kids.push(context.register(page))
  }
  const tree = context.lookup(pagesRef) as PDFDict
  tree.set(PDFName.of('Kids'), kids)
  tree.set(PDFName.of('Count'), PDFNumber.of(pages))
  return pdf.save({ addDefaultPage: false })
}

async function refusal(read: Promise<unknown>): Promise<IngestError> {
  const error = await read.catch((caught: unknown) => caught)
  if (!(error instanceof IngestError)) throw new Error(`expected an IngestError, got ${String(error)}`)
  return error
}

describe('the cost of a PDF is bounded by its content', () => {
  test('20,000 blank pages end as no_text without pdf.js opening each page', async () => {
    const bytes = await blankPdf(20_000)
    const megabytes = (bytes.length / 1024 / 1024).toFixed(1)
    const started = performance.now()

    const error = await refusal(
      readPdfPages(bytes, undefined, { maxPages: 50_000 }).then((read) => joinPdfPages([read])),
    )

    const seconds = (performance.now() - started) / 1000
    console.warn(`20,000 blank pages (${megabytes} MB): ${seconds.toFixed(2)} s`)
    expect(error.code).toBe('no_text')
    // A generous bound: pdf.js opening every page of this flat page tree took over 80 s.
    expect(seconds).toBeLessThan(30)
  }, 60_000)

  test('the few pages with text among thousands of blank ones are read', async () => {
    const bytes = await blankPdf(1500, [3, 1200])

    const deck = await readPdf(bytes)

    expect(deck.slides).toHaveLength(1500)
    expect(deck.slides[2]?.title).toBe('Findings on page 3')
    expect(deck.slides[1199]?.title).toBe('Findings on page 1200')
  }, 30_000)

  test('a PDF over the page limit is refused as too_large before its pages are read', async () => {
    const bytes = await blankPdf(30)

    const error = await refusal(readPdfPages(bytes, undefined, { maxPages: 20 }))

    expect(error.code).toBe('too_large')
    expect(error.message).toBe('The PDF has 30 pages; documents of up to 20 pages are accepted.')
  })

  test('the page limit is MAX_PAGES, 2,000 unless set', () => {
    expect(maxPagesSetting({})).toBe(2000)
    expect(maxPagesSetting({ MAX_PAGES: '500' })).toBe(500)
    expect(() => maxPagesSetting({ MAX_PAGES: 'many' })).toThrow()
  })
})
