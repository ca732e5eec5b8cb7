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

  test.each([
    [
      'en',
      [['Option'], ['Virtual', 'beds'], ['Net value', 'a year']],
      [
        [['1: Close the service'], ['0'], ['-£0.6M']],
        [['3: Grow to 150 beds', '(recommended)'], ['150'], ['+£7.4M']],
        [['4: Reduce to 80 beds'], ['80'], ['+£3.2M']],
      ],
      '3: Grow to 150 beds (recommended) — Virtual beds: 150; Net value a year: +£7.4M',
    ],
    [
      'de',
      [['Option'], ['Virtuelle', 'Betten'], ['Nettowert', 'pro Jahr']],
      [
        [['1: Dienst schließen'], ['0'], ['-0,6 Mio. €']],
        [['3: Auf 150 Betten', '(empfohlen)'], ['150'], ['+7,4 Mio. €']],
        [['4: Auf 80 Betten'], ['80'], ['+3,2 Mio. €']],
      ],
      '3: Auf 150 Betten (empfohlen) — Virtuelle Betten: 150; Nettowert pro Jahr: +7,4 Mio. €',
    ],
    [
      'fr',
      [['Option'], ['Lits', 'virtuels'], ['Valeur nette', 'par an']],
      [
        [['1 : Fermer le service'], ['0'], ['-0,6 M€']],
        [['3 : Passer à 150 lits', '(recommandée)'], ['150'], ['+7,4 M€']],
        [['4 : Réduire à 80 lits'], ['80'], ['+3,2 M€']],
      ],
      '3 : Passer à 150 lits (recommandée) — Lits virtuels: 150; Valeur nette par an: +7,4 M€',
    ],
  ] as const)(
    'reads a table whose header wraps onto a second line, the wrapped words joined to their column (%s)',
    async (_, header, rows, expected) => {
      // The header's second line stands as close under its first as a cell's wrapped line, its first column blank.
      const runs = [
        // Header cells set from the top, as report tables set them: a one-line name stands on the first line.
        ...header.flatMap((cell, column) =>
          cell.map((text, index) => ({ text, x: [40, 364, 558][column]!, y: 300 - index * 14.5 })),
        ),
        ...rows.flatMap((cells, at) =>
          row(
            262 - at * 37,
            cells.map((cell) => [...cell]),
          ),
        ),
      ]

      const deck = await readPdf(await slidePdf(runs))

      const lines = deck.slides[0]!.lines!.filter((line) => line.kind === 'table-row').map(
        (line) => line.text,
      )
      expect(lines).toContain(expected)
    },
  )
})
