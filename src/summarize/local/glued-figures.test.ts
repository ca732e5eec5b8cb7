import { describe, expect, test } from 'vitest'
import { attachCardDetails } from './attach-card-details'
import { carryUnitHeaders } from './carry-unit-headers'
import { joinFigureLabels } from './pair-figure-labels'
import { readLines } from './read-lines'

const texts = (text: string) => readLines(text).map((line) => line.text)

// Issue 24, reader r-b2 ("Every wrong statement"): diagram boxes, list numbers, axis ticks and unit headers
// glued into "label: value" and stated as figures.
describe('figures the line reading no longer glues', () => {
  test("pairs no amount with a diagram's boxes, nor a bracketed threshold with the next box", () => {
    const diagram = [
      'RISK ASSESSMENT',
      '& CONTROL',
      'DEAL',
      'APPROVING',
      'UNIT',
      'ORIGINATING',
      'ENTITY',
      '$5 million',
      '$75 million',
      'TRANSACTION',
      'REVIEW',
      'Capital',
      'Expenditure',
      'Request',
      '(>$500,000)',
      'CONFORMING',
      'PORTFOLIO',
    ].join('\n')

    const lines = joinFigureLabels(diagram.split('\n').map((text) => ({ text, isBullet: false })))

    expect(lines.filter((line) => /: /u.test(line.text))).toEqual([])
    expect(texts('Exploration\n& Production')).toEqual(['Exploration & Production'])
  })

  test('still pairs a row of stat cards with a heading above them', () => {
    expect(texts('Key figures\n$3.4M\nARR\n118%\nNRR')).toEqual(['Key figures', 'ARR: $3.4M · NRR: 118%'])
  })

  test.each([
    [
      'en',
      '10\nMeasuring Exposure\n11\nAggregating Exposure\n12\nMaster Agreements',
      '11. Aggregating Exposure',
    ],
    ['de', '1\nRisiken messen\n2\nRisiken bündeln\n3\nRahmenverträge', '2. Risiken bündeln'],
    ['fr', '4\nMesurer l’exposition\n5\nAgréger l’exposition\n6\nContrats-cadres', '5. Agréger l’exposition'],
  ])('reads numbers that count up as a numbered list (%s), never as values', (_language, slide, item) => {
    const lines = texts(slide)

    expect(lines).toContain(item)
    expect(lines.some((line) => /: \d+$/u.test(line))).toBe(false)
  })

  test("drops an axis's ticks with its origin and the other axis's ticks beside them", () => {
    const lines = texts(
      'Enron’s V@R uses a 95% confidence interval.\n0.5\n0.4\n0.3\n0.2\n0.1\n0\n5%\n0.0\nReturn',
    )

    expect(lines).toEqual(['Enron’s V@R uses a 95% confidence interval.', 'Return'])
  })

  test('names no column after a box whose name is stacked on several lines', () => {
    const slide =
      'Deterministic\nTransaction\nModel\n- Apply Distribution\nTransaction\nApproval\n- Quarterly Review'

    expect(texts(slide)).not.toContain('Approval — Quarterly Review')
  })

  test.each([
    ['en', 'SOURCES AND USES OF FUNDS ($ Thousands)', 'Uses: $140,000', 'Uses: $140,000 ($ Thousands)'],
    ['de', 'Mittelherkunft (in Tsd. €)', 'Eigenkapital: 140.000 €', 'Eigenkapital: 140.000 € (in Tsd. €)'],
    ['nl', 'Financiering (€ mln)', 'Bankschuld: 16', 'Bankschuld: 16 (€ mln)'],
  ])('carries a unit header to the amounts under it (%s)', (_language, header, row, carried) => {
    const lines = carryUnitHeaders([
      { text: header, isBullet: false },
      { text: row, isBullet: false },
      { text: 'Rate (%): 5.50', isBullet: false },
    ])

    expect(lines.map((line) => line.text)).toEqual([header, carried, 'Rate (%): 5.50'])
  })

  test('ends a unit header at the next sentence and leaves a bracket that names no scale alone', () => {
    const lines = carryUnitHeaders([
      { text: 'Funds ($000)', isBullet: false },
      { text: 'The deal closes in April.', isBullet: false },
      { text: 'Total: $140,000', isBullet: false },
      { text: 'Revenue (Q3)', isBullet: false },
      { text: 'Lisbon: 4.2', isBullet: false },
    ])

    expect(lines.map((line) => line.text)).toEqual([
      'Funds ($000)',
      'The deal closes in April.',
      'Total: $140,000',
      'Revenue (Q3)',
      'Lisbon: 4.2',
    ])
  })
})

// Issue 24, reader r-b2 (Wrenfield slides 3 and 5): a stat strip's "plan" lines orphaned from their measures,
// and a chart's data label glued onto the bullet beside the chart.
describe('stat strips and bullets beside a chart', () => {
  const stat = (label: string, value: string) => ({
    kind: 'stat' as const,
    text: `${label}: ${value}`,
    label,
    value,
  })
  const paragraph = (text: string) => ({ kind: 'paragraph' as const, text })

  test.each([
    [
      'en',
      [stat('OEE', '68.4%'), stat('OTIF', '94.2%')],
      ['plan 72.0%', 'plan 97.0%'],
      'OEE: 68.4% (plan 72.0%)',
    ],
    [
      'es',
      [stat('Ocupación', '86 %'), stat('Churn', '1,9 %')],
      ['objetivo 84 %', 'T4: 2,4 %'],
      'Churn: 1,9 % (T4: 2,4 %)',
    ],
    [
      'de',
      [stat('Umsatz', '7,9 Mio. €'), stat('Marge', '12 %')],
      ['Plan 8,1 Mio. €', 'Plan 11 %'],
      'Marge: 12 % (Plan 11 %)',
    ],
  ])("reads a row of cards' third lines as their details (%s)", (_language, cards, details, expected) => {
    const lines = attachCardDetails([...cards, ...details.map(paragraph)])

    expect(lines.map((line) => line.text)).toContain(expected)
    expect(lines).toHaveLength(cards.length)
  })

  test('attaches nothing when the lines after the cards are not one short figure each', () => {
    const lines = [
      stat('OEE', '68.4%'),
      stat('OTIF', '94.2%'),
      paragraph('Every measure missed plan.'),
      paragraph('plan 97.0%'),
    ]

    expect(attachCardDetails(lines)).toEqual(lines)
  })

  test("reads a line holding a chart's value before a bullet as the bullet alone", () => {
    expect(texts('1,041 • Line 3 (Oven 3) lost 164 tonnes')).toEqual(['Line 3 (Oven 3) lost 164 tonnes'])
    expect(texts('Umsatz • 12 % mehr als im Vorjahr')).toEqual(['Umsatz • 12 % mehr als im Vorjahr'])
  })
})
