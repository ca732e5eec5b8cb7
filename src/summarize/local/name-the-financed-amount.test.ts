import { describe, expect, test } from 'vitest'
import type { Language, OverallSummary } from '../../shared'
import { bullet, documentOf } from '../../shared/test-support/document-of'
import { nameTheFinancedAmount } from './name-the-financed-amount'

// Decision 175: a financed amount keeps its financing. The line that says how an asked amount is met names that
// amount: alone it gives sources without their sum, and the reader weighs the vote and its financing together.

const summaryOf = (action: string, insight: string) => {
  const overallSummary: OverallSummary = {
    keyTakeaways: ['Point 1', 'Fact 2'],
    actionItems: [action],
    strategicInsights: ['Insight 1', insight],
    keyQuestions: ['Question 1?', 'Question 2?'],
  }
  return {
    overallSummary,
    sources: {
      keyTakeaways: [[1], [2]],
      actionItems: [[3]],
      strategicInsights: [[1], [2]],
      keyQuestions: [[1], [2]],
    },
  }
}
const unitsOf = (language: Language, lines: string[]) =>
  documentOf([{ title: 'Funding', lines: lines.map(bullet) }], { language }).slides.map((slide) => ({
    ...slide,
    pages: [2],
  }))

describe('nameTheFinancedAmount', () => {
  test.each<[Language, string, string, string]>([
    [
      'nb',
      'Vedtak om tilleggsbevilgning på 19 millioner kroner: Kommunestyret; 18. juni 2026',
      'Forslag: 12 millioner kroner fra disposisjonsfondet og 7 millioner kroner i økt låneopptak',
      'Tilleggsbevilgning på 19 millioner kroner: 12 millioner kroner fra disposisjonsfondet og 7 millioner kroner i økt låneopptak — its cost follows',
    ],
    [
      'en',
      'Approve £1.45M for a new Oven 3: Leadership team; 4 December 2026',
      'Funding: £0.95M from the capital budget and £0.5M from the energy grant',
      'Approve £1.45M: £0.95M from the capital budget and £0.5M from the energy grant — its cost follows',
    ],
    [
      'de',
      'Freigabe von 2,4 Mio. € für das zweite Team: Vorstand; 30. Juni 2026',
      '1,5 Mio. € kommen aus dem Cashflow und 0,9 Mio. € aus der Kreditlinie',
      'Freigabe von 2,4 Mio. €: 1,5 Mio. € kommen aus dem Cashflow und 0,9 Mio. € aus der Kreditlinie — its cost follows',
    ],
  ])('names the asked amount where its financing is stated (%s)', (language, action, financing, named) => {
    const units = unitsOf(language, ['Total: see the table', financing])
    const overall = summaryOf(action, `${financing} — its cost follows`)

    const result = nameTheFinancedAmount(overall, units, language)

    expect(result.overallSummary.strategicInsights).toEqual(['Insight 1', named])
    expect(result.sources.strategicInsights[1]).toEqual([2, 3])
    expect(result.overallSummary.actionItems).toEqual([action])
  })

  test.each<[Language, string, string]>([
    // Parts that do not add up to the amount are another breakdown (the overrun's causes).
    [
      'nb',
      'Vedtak om tilleggsbevilgning på 19 millioner kroner: Kommunestyret; 18. juni 2026',
      'Stål og betong: 9,1 millioner kroner og fjellsprengning 7,2 millioner kroner',
    ],
    // Parts in another currency are not this amount's.
    ['en', 'Approve £1.45M for a new Oven 3', 'Funding: $0.95M from the parent and $0.5M from a grant'],
    // One amount is a restatement, not a financing.
    ['de', 'Freigabe von 2,4 Mio. € für das zweite Team', 'Budget: 2,4 Mio. € für 2026'],
  ])('leaves the items as they are when no line finances the amount (%s)', (language, action, line) => {
    const overall = summaryOf(action, line)

    const result = nameTheFinancedAmount(overall, unitsOf(language, [line]), language)

    expect(result.overallSummary.strategicInsights).toEqual(['Insight 1', line])
  })
})
