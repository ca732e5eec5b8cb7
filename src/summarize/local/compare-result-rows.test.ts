import { describe, expect, test } from 'vitest'
import type { DeckRole, Language } from '../../shared'
import { documentOf, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { compareResultRows } from './compare-result-rows'
import { tableRow } from './test-support/table-row'

// Decision 175: the comparison a slide makes in a text table (a before and after, a result against its
// alternatives) is one headline figure; a slide entry copies its rows one by one, each without its other side.

const compare = (slides: TestSlide[], language: Language) => {
  const units = documentOf(slides, { language }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  return compareResultRows(
    units,
    units.map((): DeckRole => 'content'),
    language,
  )
}

describe('compareResultRows', () => {
  test.each<[Language, string[], string]>([
    [
      'en',
      [
        'Operation Spark 1.6 Spark 2.0',
        'filter 15ns 1.1ns',
        'sum with/without group by',
        'hash join 115ns 4.0ns',
      ],
      'Results — Operation Spark 1.6 Spark 2.0: filter 15ns → 1.1ns; hash join 115ns → 4.0ns',
    ],
    [
      'de',
      ['Vorgang Version 2019 Version 2024', 'Sortieren 620 ms 41 ms', 'Suchen 90 ms 12 ms'],
      'Results — Vorgang Version 2019 Version 2024: Sortieren 620 ms → 41 ms; Suchen 90 ms → 12 ms',
    ],
    [
      // Two sides that are not in order (ours against theirs) are set against each other, not as a change.
      'fr',
      ['Mesure Notre moteur Moteur concurrent', 'Latence 12 ms 40 ms', 'Mémoire 210 Mo 900 Mo'],
      'Results — Mesure Notre moteur Moteur concurrent: Latence 12 ms contre 40 ms; Mémoire 210 Mo contre 900 Mo',
    ],
  ])('states the rows of two figures as a before and after (%s)', (language, lines, text) => {
    const [insight] = compare([{ title: 'Results', lines: lines.map(paragraph) }], language)

    expect(insight?.text).toBe(text)
    expect(insight?.kind).toBe('contrast')
    expect(insight?.slides).toEqual([1])
  })

  test.each<[Language, string[], string]>([
    [
      'en',
      [
        'Table Requirements for 32-bit Addition',
        'Proposed\tUnrestricted Faithful\t234 (words)',
        'Lewis\tRestricted Faithful\t768',
        'Coleman et al.\tRestricted Faithful\t≈1500',
      ],
      'Memory — Table Requirements for 32-bit Addition: Proposed (Unrestricted Faithful) 234 (words) against Lewis (Restricted Faithful) 768, Coleman et al. (Restricted Faithful) ≈1500',
    ],
    [
      'es',
      ['Tiempo de entrega', 'Nuestro servicio\t2 días', 'Correos\t5 días', 'Mensajería local\t4 días'],
      'Memory — Tiempo de entrega: Nuestro servicio 2 días frente a Correos 5 días, Mensajería local 4 días',
    ],
    [
      'nb',
      ['Energibruk per år', 'Foreslått løsning\t41 MWh', 'Dagens anlegg\t96 MWh', 'Varmepumpe\t63 MWh'],
      'Memory — Energibruk per år: Foreslått løsning 41 MWh mot Dagens anlegg 96 MWh, Varmepumpe 63 MWh',
    ],
  ])('states the own row of a table against its alternatives (%s)', (language, lines, text) => {
    const [insight] = compare([{ title: 'Memory', lines: lines.map(paragraph) }], language)

    expect(insight?.text).toBe(text)
    expect(insight?.kind).toBe('contrast')
  })

  test.each<[Language, string[]]>([
    // Rows of one figure with no row of the deck's own are a list, not a result against alternatives.
    [
      'en',
      ['Lewis\tRestricted Faithful\t768', 'Coleman et al.\tRestricted Faithful\t≈1500', 'Swartzlander\t2^28'],
    ],
    // One row of two figures is a line, not a table.
    ['de', ['Umsatz 12 Mio. € 15 Mio. €', 'Wir wachsen weiter.']],
    // Two figures of different units are no before and after.
    ['fr', ['Latence 12 ms 40 %', 'Mémoire 210 Mo 9 s']],
    // A header the layout stacked ("1985", "1995", "2005") over rows of two figures lost a column: no sides to name.
    ['en', ['1985', '1995', '2005', 'Skewness 7.4 8.0', 'Kurtosis 71.3 80.6']],
  ])('finds none where the rows compare nothing (%s)', (language, lines) => {
    expect(compare([{ title: 'Results', lines: lines.map(paragraph) }], language)).toEqual([])
  })

  // A table ingest typed (a PPTX table, a PDF's grid): its header names the two sides, as a typed-out heading does.
  const typedTable = (headers: string[], rows: string[][]) => [
    tableRow([], headers, true),
    ...rows.map((row) => tableRow(row, headers)),
  ]

  test.each<[Language, string[], string[][], string]>([
    [
      'en',
      ['Operation', 'Spark 1.6', 'Spark 2.0'],
      [
        ['filter', '15ns', '1.1ns'],
        ['sum with/without group by', '79/14ns', '10.7/0.9ns'],
        ['hash join', '115ns', '4.0ns'],
        ['sort (8/16 bit entropy)', '620/620ns', '5.3/8.0ns'],
        ['sort-merge join', '750ns', '700ns'],
      ],
      'Results — Operation Spark 1.6 Spark 2.0: filter 15ns → 1.1ns; hash join 115ns → 4.0ns; sort-merge join 750ns → 700ns',
    ],
    [
      'de',
      ['Vorgang', 'Version 2019', 'Version 2024'],
      [
        ['Sortieren', '620 ms', '41 ms'],
        ['Suchen', '90 ms', '12 ms'],
      ],
      'Results — Vorgang Version 2019 Version 2024: Sortieren 620 ms → 41 ms; Suchen 90 ms → 12 ms',
    ],
    [
      'es',
      ['Medida', 'Nuestro motor', 'Motor rival'],
      [
        ['Latencia', '12 ms', '40 ms'],
        ['Memoria', '210 MB', '900 MB'],
      ],
      'Results — Medida Nuestro motor Motor rival: Latencia 12 ms frente a 40 ms; Memoria 210 MB frente a 900 MB',
    ],
  ])('reads a typed table under its header as a before and after (%s)', (language, headers, rows, text) => {
    const [insight] = compare([{ title: 'Results', lines: typedTable(headers, rows) }], language)

    expect(insight?.text).toBe(text)
    expect(insight?.slides).toEqual([1])
  })

  test.each<[Language, string[], string[][]]>([
    // A header of bare years names no sides in words.
    [
      'en',
      ['', '2019', '2024'],
      [
        ['Revenue', '12 m', '15 m'],
        ['Staff', '40', '52'],
      ],
    ],
    // Figures of two units in one row are no before and after.
    [
      'fr',
      ['Mesure', 'Avant', 'Après'],
      [
        ['Latence', '12 ms', '40 %'],
        ['Mémoire', '210 Mo', '9 s'],
      ],
    ],
    // A plan against its actuals is the variance reading's (decision 049): it states the gap, not the cells.
    [
      'en',
      ['Line', 'Plan', 'Actual'],
      [
        ['Output (t)', '2,318', '2,450'],
        ['Overtime hours', '1,800', '2,640'],
      ],
    ],
  ])(
    'finds none in a typed table that names no sides, mixes units or has a plan (%s)',
    (language, headers, rows) => {
      expect(compare([{ title: 'Results', lines: typedTable(headers, rows) }], language)).toEqual([])
    },
  )
})
