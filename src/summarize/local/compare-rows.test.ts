import { describe, expect, test } from 'vitest'
import type { DeckRole, Language } from '../../shared'
import { tableRow } from './test-support/table-row'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { computeInsights } from './compute-insights'
import { mergeComputedInsights } from './merge-computed-insights'

// Issue 24, item 3 (comparison, the kind the eval set misses most): a table's entries set against each other, best
// against worst, so that the reader gets what two rows say together; and item 4: its question names the measure,
// both entries with their figures, and the gap at stake, never "what explains" one entry's figure.

const unitsOf = (slides: TestSlide[], language: Language) =>
  documentOf(slides, { language }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
const tableSlide = (title: string, headers: string[], rows: string[][]): TestSlide => ({
  title,
  lines: rows.map((cells) => tableRow(cells, headers)),
})
const roles = (count: number): DeckRole[] => Array.from({ length: count }, () => 'content')

describe('computeInsights: entries of a table compared', () => {
  test.each<[Language, TestSlide[], string, string]>([
    [
      // Segments as rows: the share column adds up to 100 % (a mix) and is passed over for the outcome.
      'en',
      [
        { title: 'Retention', text: '12-month retention fell from 55% to 48%.' },
        tableSlide(
          'Segments',
          ['Segment', 'Share of members', '12-month retention'],
          [
            ['Explorers (rate often)', '22%', '73%'],
            ['Regulars', '41%', '52%'],
            ['Occasional buyers', '25%', '38%'],
            ['Gift recipients', '12%', '21%'],
          ],
        ),
      ],
      '12-month retention: Explorers 73% against Gift recipients 21%',
      '12-month retention: what sets Explorers 73% apart from Gift recipients 21%, and what would close the gap?',
    ],
    [
      // Options as columns: each row is a measure, compared across the options.
      'it',
      [
        tableSlide(
          'Tre opzioni a confronto',
          ['', 'A: Saldi straordinari', 'B: Catalogo ridotto', 'C: Magazzino esterno'],
          [
            ['Riduzione scorte in 12 mesi', '3,0 M€', '5,7 M€', '1,5 M€'],
            ['Rischio per il marchio', 'Alto', 'Basso', 'Basso'],
          ],
        ),
      ],
      'Riduzione scorte in 12 mesi: B: Catalogo ridotto 5,7 M€ rispetto a C: Magazzino esterno 1,5 M€',
      'Riduzione scorte in 12 mesi: che cosa distingue B 5,7 M€ da C 1,5 M€, e che cosa ridurrebbe il divario?',
    ],
    [
      // Scenarios as rows, with a total row that is no scenario.
      'nl',
      [
        tableSlide(
          'Rendementsscenario’s',
          ['Scenario', 'IRR', 'Geldmultiple'],
          [
            ['Pessimistisch', '11 %', '1,7x'],
            ['Basis', '24 %', '2,9x'],
            ['Optimistisch', '33 %', '4,2x'],
          ],
        ),
      ],
      'IRR: Optimistisch 33 % tegenover Pessimistisch 11 %',
      'IRR: wat onderscheidt Optimistisch 33 % van Pessimistisch 11 %, en wat zou het verschil verkleinen?',
    ],
  ])(
    'a %s table states its best entry against its worst, and asks about the gap',
    (language, slides, text, question) => {
      const units = unitsOf(slides, language)

      const insights = computeInsights(units, roles(units.length), language)
      const merged = mergeComputedInsights(
        {
          overallSummary: { keyTakeaways: [], actionItems: [], strategicInsights: [], keyQuestions: [] },
          sources: { keyTakeaways: [], actionItems: [], strategicInsights: [], keyQuestions: [] },
        },
        insights,
        language,
      )

      expect(insights.map((insight) => insight.text)).toContain(text)
      expect(merged.overallSummary.keyQuestions).toContain(question)
    },
  )

  test.each<[Language, TestSlide]>([
    // A breakdown the table totals (clinics per plan) is a mix, not a ranking.
    [
      'en',
      tableSlide(
        'Business model',
        ['Plan', 'Clinics'],
        [
          ['Essentials', '176'],
          ['Practice', '190'],
          ['Multi-site', '52'],
          ['Total', '418'],
        ],
      ),
    ],
    // A column headed by its unit alone lists different items (a valuation), not peers.
    [
      'nl',
      tableSlide(
        'Waardering',
        ['', '€ mln'],
        [
          ['Ondernemingswaarde', '58,0'],
          ['Transactiekosten', '2,0'],
          ['Bankfinanciering', '16,0'],
        ],
      ),
    ],
    // Entries described by sentences, on a measure named by one letter, are no entries to compare.
    [
      'en',
      tableSlide(
        'Survey',
        ['', 'School One: ranked 7th out of 49 that had at least 100 respondents', 'Control', 'Challenge'],
        [['L', '5', '1', '2']],
      ),
    ],
    // Periods as columns make a series: its rows are different measures.
    [
      'it',
      tableSlide(
        'Impatto economico (M€)',
        ['', '2026', '2027', '2028'],
        [
          ['Cassa liberata', '3,9', '1,8', '0,5'],
          ['Margine aggiuntivo', '0,3', '0,8', '0,8'],
          ['Costi del progetto', '1,4', '0,6', '0,2'],
        ],
      ),
    ],
    // A second name cell says what each row measures: searches and sessions are no peers (reader r-i).
    [
      'en',
      tableSlide(
        'Usage by database',
        ['Database', 'Measure', 'Total'],
        [
          ['Database AA', 'Searches run', '2742'],
          ['Database AA', 'Sessions', '2211'],
          ['Database BB', 'Searches run', '4459'],
          ['Database BB', 'Sessions', '2544'],
        ],
      ),
    ],
    [
      'de',
      tableSlide(
        'Nutzung je Datenbank',
        ['Datenbank', 'Kennzahl', 'Anzahl'],
        [
          ['Datenbank AA', 'Suchen', '2742'],
          ['Datenbank AA', 'Sitzungen', '2211'],
          ['Datenbank BB', 'Suchen', '4459'],
          ['Datenbank BB', 'Sitzungen', '2544'],
        ],
      ),
    ],
    [
      'fr',
      tableSlide(
        'Usage par base',
        ['Base', 'Mesure', 'Nombre'],
        [
          ['Base AA', 'Recherches', '2742'],
          ['Base AA', 'Sessions', '2211'],
          ['Base BB', 'Recherches', '4459'],
          ['Base BB', 'Sessions', '2544'],
        ],
      ),
    ],
  ])('a %s table of parts, items or periods compares nothing', (language, slide) => {
    const units = unitsOf([slide], language)

    expect(computeInsights(units, roles(units.length), language)).toEqual([])
  })
})
