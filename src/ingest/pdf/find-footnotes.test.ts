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
})
