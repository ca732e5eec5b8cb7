import { describe, expect, test } from 'vitest'
import { arrangePageText, type TextRun } from './arrange-page-text'

const PAGE_HEIGHT = 842

function run(text: string, y: number, height = 12): TextRun {
  return { text, x: 90, y, width: text.length * height * 0.5, height }
}

/** A page of prose: `lines` wrapped at the body's size, then footnotes set smaller at the foot. */
function prosePage(lines: string[], footnotes: string[]): TextRun[] {
  const body = lines.map((text, index) => run(text, 100 + index * 20))
  const notes = footnotes.map((text, index) => run(text, 760 + index * 12, 9))
  return [...body, ...notes, run('12', 805)]
}

const cases = [
  {
    language: 'en',
    line: 'the authorities have set out plans to collect data on the links between firms and',
    footnote: 'Propper et al (2008).',
  },
  {
    language: 'de',
    line: 'die Aufsicht hat Pläne vorgelegt, Daten über die Verbindungen zwischen Banken zu',
    footnote: 'Vgl. Müller und Schmidt (2011), S. 14.',
  },
  {
    language: 'fr',
    line: 'les autorités ont présenté des plans pour recueillir des données sur les liens entre',
    footnote: 'Voir Dupont et Martin (2012), p. 9.',
  },
]

describe('footnotes of a page of prose', () => {
  test.each(cases)('are left out of the page text ($language)', ({ line, footnote }) => {
    const page = arrangePageText(prosePage(Array(10).fill(line), [footnote]), PAGE_HEIGHT)

    expect(page.text).toContain(line)
    expect(page.text).not.toContain(footnote)
  })

  test.each(cases)(
    'stay on a slide of short lines, where a small line is its source ($language)',
    ({ footnote }) => {
      const page = arrangePageText(prosePage(['Revenue 4.2', 'Margin 31 %'], [footnote]), PAGE_HEIGHT)

      expect(page.text).toContain(footnote)
    },
  )

  // A reader of the virtual-wards report: its "Table 3. Episodes and length of stay by pathway" is set smaller
  // than the prose at the foot of a page; read as footnotes, its rows were lost.
  test.each([
    ['en', 'Table 3. Episodes and length of stay by pathway', 'Frailty 1,990 1,453 537 14,370 7.2'],
    ['de', 'Tabelle 3. Fälle und Verweildauer nach Pfad', 'Gebrechlichkeit 1.990 1.453 537 14.370 7,2'],
    ['fr', 'Tableau 3. Épisodes et durée de séjour par parcours', 'Fragilité 1 990 1 453 537 14 370 7,2'],
  ])('a table set small at the foot of a prose page stays in its text (%s)', (_, caption, row) => {
    const line = cases[0]!.line
    const rows = [caption, row, 'Respiratory 1,410 931 479 7,910 5.6']

    const page = arrangePageText(prosePage(Array(10).fill(line), rows), PAGE_HEIGHT)

    expect(page.text).toContain(caption)
    expect(page.text).toContain(row)
  })
})
