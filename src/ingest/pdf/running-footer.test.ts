import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, test } from 'vitest'
import { joinPdfPages, readPdf, readPdfPages, type PdfPages } from './read-pdf'

/** A deck of slides: a title at the top, body lines, and the same footer with the slide number at the foot. */
async function deckPdf(bodies: string[][], footer: (page: number) => string | undefined) {
  const pdf = await PDFDocument.create()
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  bodies.forEach((body, index) => {
    const page = pdf.addPage([720, 405])
    page.drawText(`Slide heading ${index + 1}`, { x: 40, y: 350, size: 28, font: bold })
    body.forEach((text, line) => page.drawText(text, { x: 40, y: 290 - line * 22, size: 16, font: regular }))
    const words = footer(index + 1)
    // The footer is set as large as the body: only its repetition tells it apart.
    if (words) page.drawText(words, { x: 40, y: 18, size: 16, font: regular })
    page.drawText(String(index + 1), { x: 660, y: 18, size: 16, font: regular })
  })
  return pdf.save()
}

const bodies = [
  ['Revenue grew in every region this quarter'],
  ['Hiring is on plan for the second half', 'Two offers are out'],
  ['Part two'],
  ['We open the Leeds site in May'],
]

describe('running footers', () => {
  test('leaves out a footer repeated at the foot of most pages, and the slide number beside it', async () => {
    const deck = await readPdf(await deckPdf(bodies, () => 'Acme Ltd · Board update · Confidential'))
    for (const slide of deck.slides) {
      expect(slide.text).not.toMatch(/Confidential/)
      expect(slide.lines?.some((line) => /Confidential/.test(line.text))).toBe(false)
      expect(slide.lines?.some((line) => line.kind === 'stat')).toBe(false)
    }
    expect(deck.slides[2]!.text).toBe('Part two')
    expect(deck.slides[1]!.text).toContain('Two offers are out')
  })

  test('keeps a line at the foot of only one page', async () => {
    const deck = await readPdf(
      await deckPdf(bodies, (page) => (page === 3 ? 'Source: Acme customer survey' : undefined)),
    )
    expect(deck.slides[2]!.text).toContain('Source: Acme customer survey')
  })

  test('gives the same deck when two readers share the pages', async () => {
    const bytes = await deckPdf(bodies, (page) => `Acme Ltd · Confidential ${page}`)
    const single = await readPdf(bytes.slice())
    const all = await readPdfPages(bytes.slice())
    // Two readers, one with the odd pages and one with the even ones, each sees the footer only on its own pages.
    const part = (odd: boolean): PdfPages => {
      const mine = (page: number) => page % 2 === (odd ? 1 : 0)
      return {
        ...all,
        slides: all.slides.filter((slide) => mine(slide.number)),
        plainTitlePages: all.plainTitlePages.filter(mine),
        headings: all.headings.filter((heading) => mine(heading.page)),
        edges: (all.edges ?? []).filter((edge) => mine(edge.page)),
      }
    }
    expect(joinPdfPages([part(false), part(true)])).toEqual(single)
    expect(single.slides.some((slide) => /Confidential/.test(slide.text))).toBe(false)
  })
})
