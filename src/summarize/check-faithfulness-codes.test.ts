import { describe, expect, test } from 'vitest'
import type { Language, SlideLine } from '../shared'
import { boxedParagraph, documentOf } from '../shared/test-support/document-of'
import { findMislabelledFigures } from './check-faithfulness'

// Decision 204 (a hand-answered run on a Spanish security deck): a faithful item lost its figures to two
// misreadings. A code's number ("CWE-310") was read as a figure its row's words labelled, so the row's
// category named a rival and not its points; and the word before a figure was looked up where its digits
// first stood, so the "2" of "A10:2017: exploitability 2" was named by "A10", a word set before the year.

const row = (rank: string, headers: [string, string], cells: [string, string]): SlideLine => ({
  kind: 'table-row',
  text: `${rank} — ${headers[0]}: ${cells[0]}; ${headers[1]}: ${cells[1]}`,
  cells: [rank, ...cells],
  headers: ['', ...headers],
})

describe('findMislabelledFigures: a code names its row, not a figure', () => {
  test.each([
    {
      language: 'en' as Language,
      headers: ['Category', 'Points'] as [string, string],
      rows: [
        ['Private information exposure [CWE-359]', '748'],
        ['Cryptographic failures [CWE-310 / 311]', '584'],
      ] as [string, string][],
      right: 'Cryptographic failures: 584 points',
      wrong: 'Private information exposure: 584 points',
    },
    {
      language: 'de' as Language,
      headers: ['Kategorie', 'Punkte'] as [string, string],
      rows: [
        ['Offenlegung privater Daten [CWE-359]', '748'],
        ['Kryptografische Fehler [CWE-310 / 311]', '584'],
      ] as [string, string][],
      right: 'Kryptografische Fehler: 584 Punkte',
      wrong: 'Offenlegung privater Daten: 584 Punkte',
    },
    {
      language: 'es' as Language,
      headers: ['Categoría', 'Puntos'] as [string, string],
      rows: [
        ['Exposición de información privada [CWE-359]', '748'],
        ['Fallas criptográficas [CWE-310 / 311]', '584'],
      ] as [string, string][],
      right: 'Encuesta: Fallas criptográficas 584',
      wrong: 'Encuesta: Exposición de información privada 584',
    },
  ])(
    'a row whose category carries a code labels its figures ($language)',
    ({ language, headers, rows, right, wrong }) => {
      const lines = rows.map(([category, points], index) =>
        row(String(index + 1), headers, [category, points]),
      )
      const deck = documentOf([{ title: 'Survey', lines }], { language })

      expect(findMislabelledFigures(right, [1], deck)).toEqual([])
      expect(findMislabelledFigures(wrong, [1], deck)).toEqual(['584'])
    },
  )
})

describe('findMislabelledFigures: the word before a figure is read where the figure stands', () => {
  test.each([
    {
      language: 'en' as Language,
      lines: ['R10: 2025', 'Exploitability: 2 | Detectability: 1'],
      right: 'R10:2025: exploitability 2',
    },
    {
      language: 'de' as Language,
      lines: ['R10: 2025', 'Ausnutzbarkeit: 2 | Erkennbarkeit: 1'],
      right: 'R10:2025: Ausnutzbarkeit 2',
    },
    {
      language: 'es' as Language,
      lines: ['R10: 2025', 'Explotabilidad: 2 | Detectabilidad: 1'],
      right: 'R10:2025: Explotabilidad 2',
    },
  ])(
    'a figure whose digits stand inside an earlier one keeps its own word ($language)',
    ({ language, lines, right }) => {
      const deck = documentOf(
        [{ title: 'Risks', lines: lines.map((line, box) => boxedParagraph(box, line)) }],
        {
          language,
        },
      )

      expect(findMislabelledFigures(right, [1], deck)).toEqual([])
    },
  )
})

describe('findMislabelledFigures: a heading that only dates names the paragraph under it', () => {
  test.each([
    {
      language: 'en' as Language,
      lines: [
        'Microservices replace monoliths.',
        'What changed from 2013 to 2017?',
        'We redesigned the ranking completely.',
      ],
      right: 'The ranking was redesigned completely from 2013 to 2017',
      wrong: 'Microservices replaced monoliths from 2013 to 2017',
    },
    {
      language: 'de' as Language,
      lines: [
        'Microservices ersetzen Monolithen.',
        'Was hat sich von 2013 bis 2017 geändert?',
        'Wir haben die Rangliste völlig neu gestaltet.',
      ],
      right: 'Die Rangliste wurde von 2013 bis 2017 völlig neu gestaltet',
      wrong: 'Microservices ersetzten Monolithen von 2013 bis 2017',
    },
    {
      language: 'es' as Language,
      lines: [
        'Los microservicios reemplazan a los monolitos.',
        '¿Qué ha cambiado de 2013 a 2017?',
        'Hemos rediseñado completamente la clasificación.',
      ],
      right: 'La clasificación se rediseñó completamente de 2013 a 2017',
      wrong: 'Los microservicios reemplazaron a los monolitos de 2013 a 2017',
    },
  ])('its years go with the line after it, not another ($language)', ({ language, lines, right, wrong }) => {
    const deck = documentOf(
      [{ title: 'Release notes', lines: lines.map((line, box) => boxedParagraph(box, line)) }],
      {
        language,
      },
    )

    expect(findMislabelledFigures(right, [1], deck)).toEqual([])
    expect(findMislabelledFigures(wrong, [1], deck)).not.toEqual([])
  })
})
