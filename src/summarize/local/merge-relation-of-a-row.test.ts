import { describe, expect, test } from 'vitest'
import type { Language, OverallSummary } from '../../shared'
import type { ComputedInsight } from './compute-insights'
import { mergeComputedInsights } from './merge-computed-insights'

// Decision 106: a relation that quotes a row's figure as the deck states it with its unit ("Adjusted EBITDA £1.1M")
// no longer holds the row's plan and gap, so the row's variance would say the figure again beside it. The variance
// goes and hands its plan on: the relation keeps the gap's question.

const overallOf = (): {
  overallSummary: OverallSummary
  sources: {
    keyTakeaways: number[][]
    actionItems: number[][]
    strategicInsights: number[][]
    keyQuestions: number[][]
  }
} => ({
  overallSummary: {
    keyTakeaways: ['Point 1', 'Second 2', 'Third 3', 'Fourth 4'],
    actionItems: [],
    strategicInsights: [],
    keyQuestions: [],
  },
  sources: { keyTakeaways: [[1], [1], [1], [1]], actionItems: [], strategicInsights: [], keyQuestions: [] },
})

const cases: {
  language: Language
  row: string
  subject: string
  figure: string
  plan: string
  relation: string
  variance: string
}[] = [
  {
    language: 'en',
    row: 'Adjusted EBITDA — Q2 budget: 0.3; Q2 actual: 1.1; Variance: +0.8',
    subject: 'Adjusted EBITDA',
    figure: '1.1',
    plan: 'Q2 budget 0.3',
    relation:
      'Adjusted EBITDA £1.1M — Adjusted EBITDA excludes £0.9M of development capitalised on the new title.',
    variance: 'Adjusted EBITDA: Q2 actual 1.1 against Q2 budget 0.3 (+0.8)',
  },
  {
    language: 'de',
    row: 'EBITDA — Plan: 1,9; Ist: 2,4; Abweichung: +0,5',
    subject: 'EBITDA',
    figure: '2,4',
    plan: 'Plan 1,9',
    relation:
      'EBITDA 2,4 Mio. € — Das EBITDA ist ohne die Einmalkosten berechnet, ausgenommen 0,6 Mio. € für den Umzug.',
    variance: 'EBITDA: Ist 2,4 gegenüber Plan 1,9 (+0,5)',
  },
  {
    language: 'nl',
    row: 'Omzet — Budget: 36,0; Realisatie: 38,6; Verschil: +2,6',
    subject: 'Omzet',
    figure: '38,6',
    plan: 'Budget 36,0',
    relation:
      'Omzet €38,6 mln — De omzet is exclusief de overname van Tandzorg Oost, die €3,1 mln zou toevoegen.',
    variance: 'Omzet: Realisatie 38,6 tegenover Budget 36,0 (+2,6)',
  },
]

const computedOf = (item: (typeof cases)[number], varianceFigure: string): ComputedInsight[] => [
  {
    kind: 'assumption',
    text: item.relation,
    slides: [1, 2],
    subject: item.subject,
    figure: item.figure,
    inputs: [item.row],
    derived: [],
  },
  {
    kind: 'variance',
    text: item.variance,
    slides: [2],
    subject: item.subject,
    figure: varianceFigure,
    plan: item.plan,
    inputs: [varianceFigure, item.plan.split(' ').at(-1)!],
    derived: [],
  },
]

describe('a relation of a row and the row’s variance', () => {
  test.each(cases)('the variance goes and the relation keeps its question ($language)', (item) => {
    const merged = mergeComputedInsights(overallOf(), computedOf(item, item.figure), item.language)

    expect(merged.overallSummary.strategicInsights).toEqual([item.relation])
    expect(merged.overallSummary.keyQuestions).toHaveLength(1)
    expect(merged.overallSummary.keyQuestions[0]).toContain(item.plan.split(' ').at(-1)!)
  })

  test.each(cases)('a variance of another figure stays ($language)', (item) => {
    const merged = mergeComputedInsights(overallOf(), computedOf(item, '9,9'), item.language)

    expect(merged.overallSummary.strategicInsights).toContain(item.variance)
  })
})
