import { describe, expect, test } from 'vitest'
import { formatTextBlock } from './format-text-block'
import { setFontNames } from './read-character-runs'
import { TextType, type TextBlock } from './read-text-blocks'
import { RecordType } from './record'

/** Little-endian fields written one after another: [bytes, value] pairs. */
function bytesOf(fields: [2 | 4, number][]): number[] {
  return fields.flatMap(([size, value]) =>
    Array.from({ length: size }, (_, index) => (value >>> (8 * index)) & 0xff),
  )
}

const FONTS = ['Arial', 'Symbol', 'Wingdings']
const SYMBOL = 1
const WINGDINGS = 2

interface Run {
  text: string
  font?: number
  /** Raised (> 0) or lowered (< 0) offset, as TextCFException.position stores it. */
  position?: number
}

/**
 * One text paragraph written in runs, with a StyleTextPropAtom laid out as [MS-PPT] 2.9.44 says: one
 * paragraph run without formats, then a character run per `Run` (fontRef and position when set).
 */
function blockOf(runs: Run[]): { view: DataView; block: TextBlock } {
  const text = runs.map((run) => run.text).join('')
  const style = bytesOf([
    [4, text.length + 1],
    [2, 0],
    [4, 0],
    ...runs.flatMap((run, index): [2 | 4, number][] => [
      [4, run.text.length + (index === runs.length - 1 ? 1 : 0)],
      [4, (run.font === undefined ? 0 : 0x10000) | (run.position === undefined ? 0 : 0x80000)],
      ...(run.font === undefined ? [] : [[2, run.font] as [2, number]]),
      ...(run.position === undefined ? [] : [[2, run.position & 0xffff] as [2, number]]),
    ]),
  ])
  const view = new DataView(new Uint8Array(style).buffer)
  setFontNames(view, FONTS)
  const block: TextBlock = {
    textType: TextType.other,
    text,
    style: {
      version: 0,
      instance: 0,
      type: RecordType.styleTextPropAtom,
      offset: -8,
      body: 0,
      end: style.length,
    },
    fieldPositions: [],
  }
  return { view, block }
}

const lineOf = (runs: Run[]): string => {
  const { view, block } = blockOf(runs)
  return formatTextBlock(view, block).join('\n')
}

describe('Symbol-font characters', () => {
  test.each([
    ['en', 'Error ', ' 21.3 m', 'Error ≈ 21.3 m'],
    ['de', 'Fehler ', ' 21,3 m', 'Fehler ≈ 21,3 m'],
    ['fr', 'Erreur ', ' 21,3 m', 'Erreur ≈ 21,3 m'],
  ])('a private-use character reads as the Symbol character it draws (%s)', (_, before, after, line) => {
    expect(lineOf([{ text: before }, { text: '\uf0bb', font: SYMBOL }, { text: after }])).toBe(line)
  })

  test.each([
    ['en', 'Width ', 'Width δ ≤ μ'],
    ['it', 'Larghezza ', 'Larghezza δ ≤ μ'],
    ['nl', 'Breedte ', 'Breedte δ ≤ μ'],
  ])('a byte in a run set in Symbol reads as its Greek letter or operator (%s)', (_, label, line) => {
    expect(lineOf([{ text: label }, { text: 'd \u00a3 m', font: SYMBOL }])).toBe(line)
  })

  test('a Wingdings square is a bullet, not the letter it is typed as', () => {
    expect(lineOf([{ text: 'p', font: WINGDINGS }, { text: ' Budget approved' }])).toBe('• Budget approved')
  })
})

describe('raised and lowered runs', () => {
  test.each([
    ['en', 'Round to Nearest needs ', ' words', 'Round to Nearest needs 2^28 words'],
    ['es', 'Redondeo al más cercano: ', ' palabras', 'Redondeo al más cercano: 2^28 palabras'],
    ['pt', 'Arredondamento: ', ' palavras', 'Arredondamento: 2^28 palavras'],
  ])('an exponent after a number keeps its caret, not one figure (%s)', (_, before, after, line) => {
    expect(lineOf([{ text: `${before}2` }, { text: '28', position: 30 }, { text: after }])).toBe(line)
  })

  test.each([
    ['en', 'Revenue 1,500', 'Revenue 1,500¹ m'],
    ['de', 'Umsatz 1.500', 'Umsatz 1.500¹ m'],
    ['fr', 'Chiffre 2019', 'Chiffre 2019¹ m'],
  ])('a footnote mark after a stated figure stays apart from it (%s)', (_, before, line) => {
    expect(lineOf([{ text: before }, { text: '1', position: 30 }, { text: ' m' }])).toBe(line)
  })

  test('a raised run after one in Symbol is one exponent', () => {
    expect(
      lineOf([{ text: 'x = 2' }, { text: 'm', font: SYMBOL, position: 30 }, { text: '/2', position: 30 }]),
    ).toBe('x = 2^(μ/2)')
  })

  test('a lowered run is a subscript', () => {
    expect(
      lineOf([
        { text: 's' },
        { text: 'b', position: -25 },
        { text: '(Z) in CO' },
        { text: '2', position: -25 },
      ]),
    ).toBe('s_b(Z) in CO₂')
  })
})
