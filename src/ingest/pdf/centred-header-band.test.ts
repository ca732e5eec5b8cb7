import { describe, expect, test } from 'vitest'
import { arrangePageText, type TextRun } from './arrange-page-text'

const PAGE_HEIGHT = 405

function run(text: string, x: number, y: number, height = 13): TextRun {
  return { text, x, y, width: text.length * height * 0.5, height }
}

/** A row of cells at the columns' left edges. */
function cells(y: number, texts: string[], columns = [40, 240, 390, 540]): TextRun[] {
  return texts.map((text, at) => run(text, columns[at]!, y))
}

function tableRows(runs: TextRun[]): string[] {
  return arrangePageText([run('Options', 40, 60, 26), ...runs], PAGE_HEIGHT)
    .lines.filter((line) => line.kind === 'table-row')
    .map((line) => line.text)
}

describe('a header whose headings wrap while another is centred against them', () => {
  test('Italian, comma decimals and M€: each value keeps its option, the corner blank', () => {
    const rows = tableRows([
      // "A: Saldi" fits one line and stands half a line lower than the two wrapped headings beside it.
      run('A: Saldi', 240, 117),
      ...cells(110, ['B: Catalogo', 'C: Magazzino'], [390, 540]),
      ...cells(124, ['ridotto', 'esterno'], [390, 540]),
      ...cells(147, ['Riduzione scorte', '3,0 M€', '5,7 M€', '1,5 M€']),
      ...cells(170, ['Margine lordo', '−1,9 M€ una tantum', '+0,8 M€ l’anno', '−0,3 M€ l’anno']),
      ...cells(193, ['Investimento', '—', '0,9 M€', '0,4 M€']),
    ])
    expect(rows).toEqual([
      'A: Saldi | B: Catalogo ridotto | C: Magazzino esterno',
      'Riduzione scorte — A: Saldi: 3,0 M€; B: Catalogo ridotto: 5,7 M€; C: Magazzino esterno: 1,5 M€',
      'Margine lordo — A: Saldi: −1,9 M€ una tantum; B: Catalogo ridotto: +0,8 M€ l’anno; C: Magazzino esterno: −0,3 M€ l’anno',
      'Investimento — A: Saldi: —; B: Catalogo ridotto: 0,9 M€; C: Magazzino esterno: 0,4 M€',
    ])
  })

  test('English, point decimals and £: a named corner heading is kept', () => {
    const rows = tableRows([
      run('Measure', 40, 117),
      run('Option A', 240, 117),
      ...cells(110, ['Option B: new', 'Option C: keep'], [390, 540]),
      ...cells(124, ['supplier', 'as is'], [390, 540]),
      ...cells(147, ['Saving', '£1.2M', '£0.8M', '£0.1M']),
      ...cells(170, ['Risk', 'High', 'Low', 'Low']),
    ])
    expect(rows).toEqual([
      'Measure | Option A | Option B: new supplier | Option C: keep as is',
      'Saving — Option A: £1.2M; Option B: new supplier: £0.8M; Option C: keep as is: £0.1M',
      'Risk — Option A: High; Option B: new supplier: Low; Option C: keep as is: Low',
    ])
  })

  test('German, percentages: the table stays one when the first body row follows', () => {
    const rows = tableRows([
      run('Heute', 240, 117),
      ...cells(110, ['Plan mit', 'Plan ohne'], [390, 540]),
      ...cells(124, ['Partner', 'Partner'], [390, 540]),
      ...cells(147, ['Marge', '12,5 %', '14,1 %', '9,8 %']),
      ...cells(170, ['Churn', '1,2 %', '0,9 %', '1,4 %']),
    ])
    expect(rows[0]).toBe('Heute | Plan mit Partner | Plan ohne Partner')
    expect(rows[1]).toBe('Marge — Heute: 12,5 %; Plan mit Partner: 14,1 %; Plan ohne Partner: 9,8 %')
  })

  test('lines of prose half a line apart are no header band', () => {
    const rows = tableRows([
      run('We looked at three options', 40, 110),
      run('and chose the second one', 240, 117),
      run('because it costs less.', 40, 124),
      ...cells(160, ['Total', '1.2', '3.4', '5.6']),
    ])
    expect(rows).toEqual([])
  })
})
