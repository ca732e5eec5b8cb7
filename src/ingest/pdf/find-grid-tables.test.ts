import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, test } from 'vitest'
import { readPdf } from './read-pdf'

type Run = { text: string; x: number; y: number; size?: number }

async function slidePdf(runs: Run[]) {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const page = pdf.addPage([720, 405])
  page.drawText('Actions and owners', { x: 40, y: 350, size: 26, font })
  for (const run of runs) page.drawText(run.text, { x: run.x, y: run.y, size: run.size ?? 13, font })
  return pdf.save()
}

/** A row whose cells wrap over `lines` lines, each cell centred against the row's height (as LibreOffice sets them). */
function row(top: number, cells: string[][]): Run[] {
  const columns = [40, 364, 558]
  const lines = Math.max(...cells.map((cell) => cell.length))
  return cells.flatMap((cell, column) => {
    const offset = ((lines - cell.length) * 14.5) / 2
    return cell.map((text, index) => ({ text, x: columns[column]!, y: top - offset - index * 14.5 }))
  })
}

describe('tables whose cells wrap', () => {
  test('joins each cell of an action table by its column, so that a step keeps its owner and date', async () => {
    const deck = await readPdf(
      await slidePdf([
        ...row(300, [['Action'], ['Owner'], ['Due']]),
        ...row(277, [
          ['Submit the capital request for the Oven 3', 'replacement'],
          ['Gareth Munroe'],
          ['13 November 2026'],
        ]),
        ...row(240, [
          ['Hold a spare burner for every oven'],
          ['Dean Whitlock, Engineering', 'Manager'],
          ['20 November 2026'],
        ]),
        ...row(203, [
          ['Recover OTIF to 97% with weekend shifts', 'on Line 3'],
          ['Sana Qureshi, Production', 'Manager'],
          ['30 November 2026'],
        ]),
      ]),
    )
    const lines = deck.slides[0]!.lines!.filter((line) => line.kind === 'table-row').map((line) => line.text)
    expect(lines).toEqual([
      'Action | Owner | Due',
      'Submit the capital request for the Oven 3 replacement — Owner: Gareth Munroe; Due: 13 November 2026',
      'Hold a spare burner for every oven — Owner: Dean Whitlock, Engineering Manager; Due: 20 November 2026',
      'Recover OTIF to 97% with weekend shifts on Line 3 — Owner: Sana Qureshi, Production Manager; Due: 30 November 2026',
    ])
  })

  test('leaves two columns of bullets side by side as lists, not rows', async () => {
    const deck = await readPdf(
      await slidePdf([
        ...row(300, [['For the front desk'], ['For the owner'], []]),
        ...row(277, [['• Online booking and two-way text', 'reminders'], ['• Live pharmacy inventory'], []]),
        ...row(240, [
          ['• Automatic rebooking of no-shows'],
          ['• Controlled-drug log that is', 'ready for inspection'],
          [],
        ]),
      ]),
    )
    const texts = deck.slides[0]!.lines!.map((line) => line.text)
    expect(texts.some((text) => text.includes('Online booking and two-way text reminders — '))).toBe(false)
  })
})
