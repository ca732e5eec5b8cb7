import { describe, expect, test } from 'vitest'
import type { SlideLine } from '../../shared'
import type { ParsedSlide } from '../parsed-deck'
import { joinSlideLines } from '../slide-lines'
import { joinPageBreaks } from './join-page-breaks'

function page(number: number, texts: string[], title?: string): ParsedSlide {
  const lines: SlideLine[] = [
    ...(title ? [{ kind: 'title' as const, text: title }] : []),
    ...texts.map((text, box) => ({ kind: 'paragraph' as const, text, box })),
  ]
  return { number, title: title ?? '', text: joinSlideLines(lines), notes: '', hidden: false, lines }
}

const filler = (sentence: string) => Array(24).fill(sentence).join(' ')

const cases = [
  {
    language: 'en',
    filler: 'The network grew more complex over the decade.',
    cut: 'A similar initiative following the debt crisis resulted in the Bank for International',
    rest: 'Settlements collecting data on cross-border claims.',
  },
  {
    language: 'de',
    filler: 'Das Netz wurde im Lauf des Jahrzehnts komplexer.',
    cut: 'Eine ähnliche Initiative nach der Schuldenkrise führte bei der Bank für Internationalen',
    rest: 'Zahlungsausgleich zu einer Statistik der Forderungen.',
  },
  {
    language: 'es',
    filler: 'La red se volvió más compleja a lo largo de la década.',
    cut: 'Una iniciativa similar tras la crisis de la deuda llevó al Banco de Pagos',
    rest: 'Internacionales a reunir datos sobre los créditos.',
  },
]

describe('a sentence cut by a page break', () => {
  test.each(cases)(
    'is read whole on the page it starts on ($language)',
    ({ filler: sentence, cut, rest }) => {
      const slides = [page(1, [filler(sentence), cut]), page(2, [`${rest} ${sentence}`, filler(sentence)])]

      joinPageBreaks(slides)

      expect(slides[0]!.text).toContain(`${cut} ${rest}`)
      expect(slides[1]!.text).not.toContain(rest)
    },
  )

  test.each(cases)(
    'stays apart from a page that opens on a heading ($language)',
    ({ filler: sentence, cut, rest }) => {
      const slides = [page(1, [filler(sentence), cut]), page(2, [rest], 'Part 2')]

      joinPageBreaks(slides)

      expect(slides[0]!.text.endsWith(cut)).toBe(true)
      expect(slides[1]!.text).toBe(rest)
    },
  )

  test.each(cases)(
    'leaves a page whose last sentence ends alone ($language)',
    ({ filler: sentence, rest }) => {
      const slides = [page(1, [filler(sentence)]), page(2, [`${rest} ${sentence}`])]

      joinPageBreaks(slides)

      expect(slides[1]!.text).toBe(`${rest} ${sentence}`)
    },
  )

  // The virtual-wards report: a table's last row at the foot of a page ran on into the next page's paragraph.
  test.each([
    ['en', 'Total 4,860 2,817 2,043 31,181 6.4'],
    ['de', 'Summe 4.860 2.817 2.043 31.181 6,4'],
    ['fr', 'Total 4 860 2 817 2 043 31 181 6,4'],
  ])('leaves a page that ends on a table row (%s)', (language, row) => {
    const { filler: sentence, rest } = cases.find((c) => c.language === language) ?? cases[0]!
    const slides = [page(1, [filler(sentence), row]), page(2, [`${rest} ${sentence}`])]

    joinPageBreaks(slides)

    expect(slides[0]!.text.endsWith(row)).toBe(true)
    expect(slides[1]!.text).toBe(`${rest} ${sentence}`)
  })
})
