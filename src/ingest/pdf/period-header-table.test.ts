import { describe, expect, test } from 'vitest'
import { arrangePageText, type TextRun } from './arrange-page-text'

const PAGE_HEIGHT = 405

function run(text: string, x: number, y: number, height = 13): TextRun {
  return { text, x, y, width: text.length * height * 0.5, height }
}

function cells(y: number, texts: string[], columns = [40, 340, 455, 570]): TextRun[] {
  return texts.map((text, at) => run(text, columns[at]!, y))
}

function lines(runs: TextRun[]) {
  return arrangePageText([run('Impact', 40, 60, 26), ...runs], PAGE_HEIGHT).lines.filter(
    (line) => line.kind !== 'title',
  )
}

describe('a table headed by periods alone over its value columns, its corner blank', () => {
  test('Italian, comma decimals, bracketed negatives and a dash for no value', () => {
    const read = lines([
      ...cells(110, ['2026', '2027', '2028'], [340, 455, 570]),
      ...cells(133, ['Cassa liberata', '3,9', '1,8', '—']),
      ...cells(156, ['Costi del progetto', '(1,4)', '(0,6)', '(0,2)']),
      ...cells(179, ['Effetto sull’EBITDA', '(1,0)', '1,4', '3,2']),
    ])
    expect(read.map((line) => line.text)).toEqual([
      '2026 | 2027 | 2028',
      'Cassa liberata — 2026: 3,9; 2027: 1,8; 2028: —',
      'Costi del progetto — 2026: (1,4); 2027: (0,6); 2028: (0,2)',
      'Effetto sull’EBITDA — 2026: (1,0); 2027: 1,4; 2028: 3,2',
    ])
  })

  test('English, point decimals and £: quarters head the columns', () => {
    const read = lines([
      ...cells(110, ['Q1 2026', 'Q2 2026', 'Q3 2026'], [340, 455, 570]),
      ...cells(133, ['Net revenue', '£4.7M', '£5.1M', '£5.6M']),
      ...cells(156, ['Margin', '31%', '33%', '34%']),
    ])
    expect(read.map((line) => line.text)).toEqual([
      'Q1 2026 | Q2 2026 | Q3 2026',
      'Net revenue — Q1 2026: £4.7M; Q2 2026: £5.1M; Q3 2026: £5.6M',
      'Margin — Q1 2026: 31%; Q2 2026: 33%; Q3 2026: 34%',
    ])
  })

  test('French: a row of figures starting with a year is no header', () => {
    const read = lines([
      ...cells(110, ['2024', '12,0', '13,5', '14,1'], [40, 340, 455, 570]),
      ...cells(133, ['2025', '12,8', '13,9', '15,0'], [40, 340, 455, 570]),
    ])
    expect(read.every((line) => line.kind !== 'table-row')).toBe(true)
  })
})

describe('a row of signed amounts is no header', () => {
  test.each([
    [
      'it',
      ['Margine', '−1,9 M€ una tantum', '+0,8 M€ l’anno', '−0,3 M€ l’anno'],
      ['Tempi', '3 mesi', '12 mesi', '6 mesi'],
    ],
    [
      'en',
      ['Margin', '−£1.9M one-off', '+£0.8M a year', '−£0.3M a year'],
      ['Time', '3 months', '12 months', '6 months'],
    ],
    [
      'nl',
      ['Marge', '−0,4 mln in één keer', '+1,2 mln per jaar', '−0,1 mln per jaar'],
      ['Tijd', '3 maanden', '12 maanden', '6 maanden'],
    ],
  ])('%s: the values are not labelled with other values', (_, first, second) => {
    const columns = [40, 240, 400, 560]
    const read = lines([...cells(147, first, columns), ...cells(170, second, columns)])
    expect(read.some((line) => line.kind === 'table-row' && line.headers?.includes(first[1]!))).toBe(false)
  })
})
