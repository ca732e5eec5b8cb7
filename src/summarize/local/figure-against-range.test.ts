import { describe, expect, test } from 'vitest'
import type { DeckRole, Language, SlideLine } from '../../shared'
import { derivedFigures } from '../derived-figures'
import { canonicalFigure, extractFigures } from '../figures'
import { documentOf, paragraph, stat, type TestSlide } from '../../shared/test-support/document-of'
import { tableRow } from './test-support/table-row'
import { computeInsights } from './compute-insights'
import { figureAgainstRange } from './figure-against-range'
import { mergeComputedInsights } from './merge-computed-insights'

// Issue 24, item 3; decision 149: a figure its slide sets against a range (comparable transactions, a benchmark)
// is stated with the range, in the deck's labels; outside it, by how much, the gap checked as a derived figure.

const unitsOf = (slides: TestSlide[], language: Language) =>
  documentOf(slides, { language }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
const roles = (count: number): DeckRole[] => Array.from({ length: count }, () => 'content')
const valuation = (title: string, headers: string[], rows: string[][], line: string): TestSlide => ({
  title,
  lines: [
    tableRow([], headers, true),
    ...rows.map((cells): SlideLine => tableRow(cells, headers)),
    paragraph(line),
  ],
})

describe('figureAgainstRange', () => {
  test.each<[Language, TestSlide, string]>([
    [
      'nl',
      valuation(
        'Waardering',
        ['', '€ mln', 'x EBITDA 2025'],
        [
          ['Ondernemingswaarde', '58,0', '9,5x'],
          ['Bankfinanciering', '16,0', '2,6x'],
        ],
        'Vergelijkbare transacties in de mondzorg: 8,5x tot 11,0x EBITDA.',
      ),
      'Ondernemingswaarde (x EBITDA 2025) 9,5x: binnen de bandbreedte van vergelijkbare transacties in de mondzorg (8,5x tot 11,0x EBITDA)',
    ],
    [
      'en',
      {
        title: 'Valuation',
        lines: [
          stat('Revenue multiple paid', '12.0x'),
          paragraph('Comparable software deals: 8.5x–10.5x revenue'),
        ],
      },
      'Revenue multiple paid 12.0x: 1.5x above the range of comparable software deals (8.5x–10.5x revenue)',
    ],
    [
      'de',
      {
        title: 'Marge',
        lines: [stat('Unsere Marge', '11 %'), paragraph('Marge der Wettbewerber zwischen 14 % und 18 %')],
      },
      'Unsere Marge 11 %: 3 % unter der Spanne von Marge der Wettbewerber (zwischen 14 % und 18 %)',
    ],
  ])('%s: the figure is stated against the range its slide cites', (language, slide, expected) => {
    const units = unitsOf([{ title: 'Cover', text: 'Deck' }, slide], language)

    const found = figureAgainstRange(units, roles(units.length), language)

    expect(found.map(({ insight }) => insight.text)).toEqual([expected])
  })

  test.each<[Language, string]>([
    ['en', 'Occupancy rose from 42% to 79% over the year'],
    ['nl', 'De bezetting steeg van 42 % tot 79 % in een jaar'],
    ['de', 'Die Auslastung stieg von 42 % bis 79 % im Jahr'],
  ])('%s: a change "from … to" is no range', (language, line) => {
    const slide: TestSlide = { title: 'Occupancy', lines: [stat('Occupancy', '72%'), paragraph(line)] }
    const units = unitsOf([slide], language)

    expect(figureAgainstRange(units, roles(units.length), language)).toEqual([])
  })

  test('a gap outside the range is a derived figure the check redoes', () => {
    const units = unitsOf(
      [
        {
          title: 'Valuation',
          lines: [
            stat('Revenue multiple paid', '12.0x'),
            paragraph('Comparable software deals: 8.5x–10.5x revenue'),
          ],
        },
      ],
      'en',
    )

    const [found] = figureAgainstRange(units, roles(1), 'en')
    const known = new Set(
      extractFigures('Revenue multiple paid 12.0x Comparable software deals: 8.5x–10.5x revenue').map(
        canonicalFigure,
      ),
    )

    expect(found?.insight.derived).toEqual(['1.5x'])
    expect([...derivedFigures(found!.insight.text, known)]).toEqual(['1.5'])
  })
})

describe('computeInsights and merge: the range finding outranks the lone range line', () => {
  test('the range line restated as a takeaway goes, the range insight leads with its question', () => {
    const slides = [
      { title: 'Cover', text: 'Deck' },
      valuation(
        'Valuation',
        ['', '£M', 'x EBITDA 2025'],
        [['Enterprise value', '58.0', '9.5x']],
        'Comparable dental transactions: 8.5x to 11.0x EBITDA.',
      ),
    ]
    const units = unitsOf(slides, 'en')
    const computed = computeInsights(units, roles(units.length), 'en')
    const overall = {
      overallSummary: {
        keyTakeaways: [
          'We propose to buy 70% at £58M',
          'Revenue £38.6M',
          'Margin 15.8%',
          'Comparable dental transactions: 8.5x to 11.0x EBITDA.',
        ],
        actionItems: [],
        strategicInsights: ['Dentist shortage: 9 vacancies are open'],
        keyQuestions: [],
      },
      sources: {
        keyTakeaways: [[1], [1], [1], [2]],
        actionItems: [],
        strategicInsights: [[2]],
        keyQuestions: [],
      },
    }

    const merged = mergeComputedInsights(overall, computed, 'en')

    expect(merged.overallSummary.strategicInsights[0]).toBe(
      'Enterprise value (x EBITDA 2025) 9.5x: within the range of comparable dental transactions (8.5x to 11.0x EBITDA)',
    )
    expect(merged.overallSummary.keyQuestions[0]).toBe(
      'Why 9.5x for Enterprise value when the deck also cites “Comparable dental transactions: 8.5x to 11.0x EBITDA”?',
    )
    expect(merged.overallSummary.keyTakeaways).not.toContain(
      'Comparable dental transactions: 8.5x to 11.0x EBITDA.',
    )
  })
})
