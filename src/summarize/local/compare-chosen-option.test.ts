import { describe, expect, test } from 'vitest'
import type { Language, SlideLine } from '../../shared'
import type { SummaryUnit } from './collect-passages'
import { compareChosenOption } from './compare-chosen-option'
import { contentUnits } from './test-support/content-units'
import { tableRow } from './test-support/table-row'

// Decision 201: a table of options as its rows, one marked as chosen, is the choice a reader makes: the chosen
// option against the others on the table's own measure, and a question on its price against the closest one.

const table = (headers: string[], ...rows: string[][]): SlideLine[] => [
  tableRow(headers, headers, true),
  ...rows.map((cells) => tableRow(cells, headers)),
]

const compare = (title: string, lines: SlideLine[], language: Language) => {
  const { units, roles } = contentUnits([{ title, lines }], language)
  return compareChosenOption(units, roles, language)
}

const CASES: [Language, string, SlideLine[], string, string, string[]][] = [
  [
    'en',
    'Options for the depot',
    table(
      ['Option', 'Sites', 'Annual cost', 'Net saving'],
      ['A: Close the depot', '0', '£0.4M', '−£0.4M'],
      ['B: Keep two sites', '2', '£3.1M', '+£1.9M'],
      ['C: Merge into one site (recommended)', '1', '£3.8M', '+£2.6M'],
    ),
    'Net saving: Option C (Merge into one site), recommended, +£2.6M, against +£1.9M for Keep two sites and −£0.4M for Close the depot',
    '“Option C”: Annual cost £3.8M, against £3.1M for “Keep two sites”. How will the difference be covered?',
    ['+£2.6M', '+£1.9M', '−£0.4M'],
  ],
  [
    'nb',
    'Alternativer for skolebygget',
    table(
      ['Alternativ', 'Kostnad', 'Elevplasser'],
      ['Rehabilitere (anbefalt)', '210 mill. kr', '480'],
      ['Nybygg', '340 mill. kr', '560'],
      ['Paviljong', '95 mill. kr', '300'],
    ),
    'Elevplasser: Rehabilitere, anbefalt, 480, mot 560 for Nybygg og 300 for Paviljong',
    '',
    ['480', '560', '300'],
  ],
  [
    'de',
    'Varianten für das Lager',
    table(
      ['Variante', 'Investition', 'Einsparung pro Jahr'],
      ['1: Bestand halten', '0,2 Mio. €', '0,1 Mio. €'],
      ['2: Neubau am Hafen – empfohlen', '4,5 Mio. €', '1,6 Mio. €'],
      ['3: Anmieten', '1,1 Mio. €', '0,9 Mio. €'],
    ),
    'Einsparung pro Jahr: Variante 2 (Neubau am Hafen), empfohlen, 1,6 Mio. €, gegenüber 0,9 Mio. € für Anmieten und 0,1 Mio. € für Bestand halten',
    '„Variante 2“: Investition 4,5 Mio. €, gegenüber 1,1 Mio. € bei „Anmieten“.',
    ['1,6 Mio. €', '0,9 Mio. €', '0,1 Mio. €'],
  ],
]

describe('compareChosenOption', () => {
  test.each(CASES)(
    '%s: the chosen option against the others on the measure',
    (language, title, lines, text, question, inputs) => {
      const [insight, ...more] = compare(title, lines, language)
      expect(more).toHaveLength(0)
      expect(insight?.text).toBe(text)
      // The figures are quoted from the table: the faithfulness check finds each of them.
      expect(insight?.inputs).toEqual(inputs)
      expect(insight?.derived).toEqual([])
      if (question === '') return
      expect(insight?.question).toContain(question)
    },
  )

  test.each(CASES)('%s: no mark, or a mark on two rows, is no choice', (language, title, lines) => {
    const unmarked = lines.map((line) =>
      line.kind === 'table-row'
        ? tableRow(
            line.cells.map((cell) => cell.replace(/\s*(?:\(\p{L}+\)|– \p{L}+)$/u, '')),
            line.headers,
            line.isHeader === true,
          )
        : line,
    )
    expect(compare(title, unmarked, language)).toEqual([])
    // The mark on a second row too: the table chooses none.
    const mark = { en: 'recommended', nb: 'anbefalt', de: 'empfohlen' }[language as 'en' | 'nb' | 'de']
    const body = lines.filter((line) => line.kind === 'table-row' && line.isHeader !== true)
    const other = body.find((line) => line.kind === 'table-row' && !line.cells[0]!.includes(mark))!
    const twice = lines.map((line) =>
      line === other && line.kind === 'table-row'
        ? tableRow([`${line.cells[0]} (${mark})`, ...line.cells.slice(1)], line.headers)
        : line,
    )
    expect(compare(title, twice, language)).toEqual([])
  })

  test.each<[Language, string, string]>([
    [
      'fr',
      [
        'Scénario | Coût annuel | Résultat net',
        'Statu quo — Coût annuel : 1,2 M€; Résultat net : 0,3 M€',
      ].join('\n'),
      '',
    ],
    [
      'en',
      [
        'The board weighed three routes.',
        'Option | Annual cost | Net value',
        '1: Stop — Annual cost: £0.6M (closure); Net value: −£0.6M',
        '2: Keep — Annual cost: £10.2M; Net value: +£5.6M',
        '3: Grow (preferred) — Annual cost: £12.4M; Net value: +£7.4M',
      ].join('\n'),
      'Net value: Option 3 (Grow), preferred, +£7.4M, against +£5.6M for Keep and −£0.6M for Stop',
    ],
    [
      'es',
      [
        'Opción | Coste anual | Beneficio neto',
        'A: Cerrar — Coste anual: 0,5 M€; Beneficio neto: −0,5 M€',
        'B: Ampliar (recomendada) — Coste anual: 9,0 M€; Beneficio neto: +4,1 M€',
        'C: Mantener — Coste anual: 7,2 M€; Beneficio neto: +3,3 M€',
      ].join('\n'),
      'Beneficio neto: Opción B (Ampliar), recomendada, +4,1 M€, frente a +3,3 M€ para Mantener y −0,5 M€ para Cerrar',
    ],
  ])(
    '%s: a document section read from its text (a header line and rows under it)',
    (language, text, expected) => {
      const unit: SummaryUnit = {
        number: 1,
        title: '12. Options',
        text,
        notes: '',
        hidden: false,
        pages: [21],
      }
      const insights = compareChosenOption([unit], ['options'], language)
      expect(insights.map((insight) => insight.text)).toEqual(expected === '' ? [] : [expected])
    },
  )
})
