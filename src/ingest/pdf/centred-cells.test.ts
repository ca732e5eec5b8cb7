import { describe, expect, test } from 'vitest'
import { arrangePageText, type TextRun } from './arrange-page-text'

const PAGE_HEIGHT = 720
const HEIGHT = 30

function width(text: string): number {
  return text.length * HEIGHT * 0.5
}

/** A run centred on `middle`, as a centred table cell is set. */
function centred(text: string, middle: number, y: number): TextRun {
  return { text, x: middle - width(text) / 2, y, width: width(text), height: HEIGHT }
}

/**
 * A results table whose every cell is centred in its column: the first row's label is wider than its header
 * and starts left of it, the second row's label wraps over two lines with its values centred between them.
 */
function centredTable(headers: [string, string, string], rows: [string[], string, string][]) {
  const middles = [190, 512, 833]
  const runs: TextRun[] = [
    { text: 'Results', x: 36, y: 80, width: 200, height: 48 },
    ...headers.map((header, at) => centred(header, middles[at]!, 265)),
  ]
  let y = 346
  for (const [label, ...values] of rows) {
    const middle = y + ((label.length - 1) * 41) / 2
    label.forEach((line, at) => runs.push(centred(line, middles[0]!, y + at * 41)))
    values.forEach((value, at) => runs.push(centred(value, middles[at + 1]!, middle)))
    y += label.length * 41 + 40
  }
  return runs
}

describe('a grid table’s centred cells', () => {
  test.each([
    [
      'en',
      ['Operation', 'Before', 'After'],
      [
        [['sort (8/16 bit entropy)'], '620ns', '5.3ns'],
        [['sum with/without', 'group by'], '79/14ns', '10.7/0.9ns'],
        [['filter'], '15ns', '1.1ns'],
      ],
      'sum with/without group by — Before: 79/14ns; After: 10.7/0.9ns',
    ],
    [
      'de',
      ['Vorgang', 'Vorher', 'Nachher'],
      [
        [['Sortieren (8/16 Bit Entropie)'], '620ns', '5.3ns'],
        [['Summe mit/ohne', 'Gruppierung'], '79/14ns', '10.7/0.9ns'],
        [['Filter'], '15ns', '1.1ns'],
      ],
      'Summe mit/ohne Gruppierung — Vorher: 79/14ns; Nachher: 10.7/0.9ns',
    ],
    [
      'fr',
      ['Opération', 'Avant', 'Après'],
      [
        [['tri (entropie 8/16 bits)'], '620ns', '5.3ns'],
        [['somme avec/sans', 'regroupement'], '79/14ns', '10.7/0.9ns'],
        [['filtre'], '15ns', '1.1ns'],
      ],
      'somme avec/sans regroupement — Avant: 79/14ns; Après: 10.7/0.9ns',
    ],
  ] as const)(
    'reads a label wider than its header in the header’s column (%s)',
    (_, headers, rows, expected) => {
      const table = centredTable(
        [...headers],
        rows.map(([label, before, after]) => [[...label], before, after]),
      )

      const texts = arrangePageText(table, PAGE_HEIGHT).lines.map((line) => line.text)

      expect(texts).toContain(expected)
    },
  )
})
