import { PDFDocument, PDFHexString, PDFName, StandardFonts, type PDFRef } from 'pdf-lib'
import { describe, expect, test } from 'vitest'
import type { SlideLine } from '../../shared'
import { readCorpusFile } from '../test-corpus'
import { readPdf } from './read-pdf'

const lineTexts = (lines: SlideLine[] | undefined) => (lines ?? []).map((line) => line.text)

/** Words laid out in lines of about `width` points, as a typesetter would (the last word may be cut with a hyphen). */
function column(lines: string[], x: number, top: number) {
  return lines.map((text, index) => ({ text, x, y: top - index * 12 }))
}

async function pdfOf(pages: { text: string; x: number; y: number; size?: number; bold?: boolean }[][]) {
  const pdf = await PDFDocument.create()
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  for (const runs of pages) {
    const page = pdf.addPage([612, 792])
    for (const run of runs)
      page.drawText(run.text, { x: run.x, y: run.y, size: run.size ?? 10, font: run.bold ? bold : regular })
  }
  return { pdf, bytes: () => pdf.save() }
}

describe('a PDF built for the purpose', () => {
  test('reads a hyphenated two-column page column by column, joining split words and keeping compounds', async () => {
    const left = column(
      [
        'Every employer who pays wages to an employee must',
        'withhold income tax from the wages of each em-',
        'ployee and report it on the quarterly return. The',
        'amount depends on the wages and on the form the',
        'employee gave. A long-term plan for the business',
        'helps, and so does a careful record of each pay-',
        'ment made to the employee during the quarter and',
        'during the year that follows the quarter as well.',
        'The employer keeps these records for four years at',
        'least, and shows them to the tax office on request',
        'so that the office can check the returns it has on',
        'file for the employer and for every one of its staff.',
      ],
      50,
      700,
    )
    const right = column(
      [
        'Deposits are made electronically for every quarter',
        'of the year, and a long-',
        'term record of each deposit is kept by the employer',
        'so that the return and the deposits agree at the end',
        'of the year. Late deposits cost a penalty that the',
        'employer pays with the return for the quarter when',
        'the deposit fell due, and interest is charged on the',
        'unpaid amount from the due date until it is paid.',
        'A deposit made a day late costs less than one made',
        'a month late, and a deposit that never arrives costs',
        'the most of all, so the employer pays on time and',
        'keeps the receipt of each deposit with the return.',
      ],
      320,
      700,
    )
    const { bytes } = await pdfOf([
      [{ text: 'Withholding', x: 50, y: 740, size: 20, bold: true }, ...left, ...right],
    ])

    const deck = await readPdf(await bytes())

    const text = deck.slides[0]?.text ?? ''
    expect(deck.slides[0]?.title).toBe('Withholding')
    expect(text).toContain('from the wages of each employee and report it')
    expect(text).toContain('a careful record of each payment made to the employee')
    expect(text).toContain('A long-term plan')
    // The right column's "long-" / "term" stays a compound: "longterm" occurs nowhere.
    expect(text).toContain('a long-term record of each deposit')
    expect(text.indexOf('during the year that follows')).toBeLessThan(text.indexOf('Deposits are made'))
  })

  test('cuts a long document into the sections of its outline', async () => {
    const chapters = ['Introduction', 'Filing', 'Deposits', 'Penalties']
    const pages = Array.from({ length: 12 }, (_, index) => [
      { text: `Chapter page ${index + 1}`, x: 50, y: 740, size: 18, bold: true },
      { text: `Body text of page ${index + 1} about the rules that apply.`, x: 50, y: 700 },
    ])
    const { pdf, bytes } = await pdfOf(pages)
    const pageRefs = pdf.getPages().map((page) => page.ref)
    addOutline(pdf, [
      [chapters[0]!, pageRefs[0]!],
      [chapters[1]!, pageRefs[2]!],
      [chapters[2]!, pageRefs[6]!],
      [chapters[3]!, pageRefs[9]!],
    ])

    const deck = await readPdf(await bytes())

    expect(deck.sections).toEqual([
      { title: 'Introduction', level: 1, firstSlide: 1, lastSlide: 2 },
      { title: 'Filing', level: 1, firstSlide: 3, lastSlide: 6 },
      { title: 'Deposits', level: 1, firstSlide: 7, lastSlide: 9 },
      { title: 'Penalties', level: 1, firstSlide: 10, lastSlide: 12 },
    ])
  })

  test('joins stat cards to their captions', async () => {
    const { bytes } = await pdfOf([
      [
        { text: 'Traction', x: 50, y: 740, size: 28, bold: true },
        { text: '$3.4M', x: 60, y: 600, size: 40, bold: true },
        { text: '418', x: 260, y: 600, size: 40, bold: true },
        { text: '76%', x: 460, y: 600, size: 40, bold: true },
        { text: 'Annual recurring revenue', x: 60, y: 575, size: 12 },
        { text: 'Paying clinics', x: 260, y: 575, size: 12 },
        { text: 'Gross margin', x: 460, y: 575, size: 12 },
      ],
    ])

    const deck = await readPdf(await bytes())

    expect(deck.slides[0]?.title).toBe('Traction')
    expect(deck.slides[0]?.text.split('\n')).toEqual([
      'Annual recurring revenue: $3.4M',
      'Paying clinics: 418',
      'Gross margin: 76%',
    ])
  })
})

/** A one-level outline: each entry a title and the page its bookmark opens. */
function addOutline(pdf: PDFDocument, entries: [string, PDFRef][]) {
  const { context } = pdf
  const outlinesRef = context.nextRef()
  const refs = entries.map(() => context.nextRef())
  entries.forEach(([title, page], index) => {
    const item = context.obj({
      Title: PDFHexString.fromText(title),
      Parent: outlinesRef,
      Dest: [page, 'XYZ', null, null, null],
      ...(index > 0 ? { Prev: refs[index - 1] } : {}),
      ...(index < entries.length - 1 ? { Next: refs[index + 1] } : {}),
    })
    context.assign(refs[index]!, item)
  })
  context.assign(
    outlinesRef,
    context.obj({ Type: 'Outlines', First: refs[0], Last: refs.at(-1), Count: entries.length }),
  )
  pdf.catalog.set(PDFName.of('Outlines'), outlinesRef)
}

describe('the corpus files named in issue 11', () => {
  test('owasp-top10-2025-deck: at least 90% of the pages with text have a title', async () => {
    const deck = await readPdf(readCorpusFile('pdf/owasp-top10-2025-deck.pdf'))

    const withText = deck.slides.filter((slide) => slide.title !== '' || slide.text !== '')
    const titled = withText.filter((slide) => slide.title !== '')
    expect(titled.length / withText.length).toBeGreaterThanOrEqual(0.9)
    expect(deck.slides[18]?.title).toBe('A01:2025 Broken Access Control')
    expect(deck.slides[35]?.title).toBe('Honorable Mentions')
  })

  test('owasp-top10-2025-deck: page 16 keeps A01 to A10, page 36 keeps its numbered items whole', async () => {
    const deck = await readPdf(readCorpusFile('pdf/owasp-top10-2025-deck.pdf'))

    const list = lineTexts(deck.slides[15]?.lines)
    for (const code of ['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07', 'A08', 'A09', 'A10'])
      expect(list.some((line) => line.startsWith(`${code}:2025 `))).toBe(true)
    expect(deck.slides[35]?.lines).toContainEqual(
      expect.objectContaining({
        kind: 'numbered',
        text: '1. Lack of Application Resilience (#11, was quite close to #10)',
        marker: '1.',
        level: 0,
      }),
    )
    expect(deck.slides[35]?.lines).toContainEqual(
      expect.objectContaining({
        kind: 'numbered',
        marker: '2.',
        text: expect.stringMatching(/community feedback\)$/),
      }),
    )
  })

  test('irs-pub15-2013: words split by line-end hyphens are joined, contents lines marked', async () => {
    const deck = await readPdf(readCorpusFile('pdf/irs-pub15-2013.pdf'))

    const text = deck.slides.map((slide) => slide.text).join('\n')
    expect(text).not.toMatch(/em-\s?ployee|with-\s?holding/)
    expect(text).toContain('employee')
    const contents = deck.slides
      .flatMap((slide) => slide.lines ?? [])
      .filter((line) => line.kind === 'contents')
    expect(contents).toContainEqual(expect.objectContaining({ kind: 'contents', page: '8' }))
    expect(contents.map((line) => line.text)).toContainEqual(expect.stringMatching(/^Calendar \. \. \./))
  })

  test('boe-speech: a speech without an outline is cut where its topic shifts, at page starts of paragraphs', async () => {
    const deck = await readPdf(readCorpusFile('pdf/boe-speech-owner-password.pdf'))

    const sections = deck.sections ?? []
    expect(sections.length).toBeGreaterThanOrEqual(3)
    expect(sections[0]?.firstSlide).toBe(1)
    expect(sections.at(-1)?.lastSlide).toBe(deck.pageCount)
    for (const [index, section] of sections.entries()) {
      // A section starting at a heading mid-page (decision 126) shares that page with the one before.
      const previousEnd = sections[index - 1]?.lastSlide ?? 0
      if (index > 0)
        expect(section.firstSlide).toBe(section.firstLine === undefined ? previousEnd + 1 : previousEnd)
      // Each section opens with a paragraph that starts there, not the rest of one cut by a page break.
      expect(section.title).toMatch(/^[\p{Lu}("“‘]/u)
    }
  })

  test('LibreOffice exports of the eval decks: at least 90% of the pages with text have a title', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const folder = new URL('../../../../shared/eval/decks/', import.meta.url)
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.pdf'))) {
      const deck = await readPdf(new Uint8Array(readFileSync(new URL(name, folder))))
      const withText = deck.slides.filter((slide) => slide.title !== '' || slide.text !== '')
      const titled = withText.filter((slide) => slide.title !== '')
      expect(titled.length / withText.length, name).toBeGreaterThanOrEqual(0.9)
    }
  }, 60_000)
})
