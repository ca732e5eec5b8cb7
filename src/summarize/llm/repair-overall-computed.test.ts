import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { checkFaithfulness } from '../check-faithfulness'
import { repairOverall } from './repair-overall'
import { toSummaryUnits } from './to-summary-units'

// Hand-answered runs of the eleventh session (decision 141): a careful model's computed figures and the
// questions it asks of them were cut, leaving "Welcher aus Neukunden kommen?" and "Contra 35 % sem clubes.".
const cases = [
  {
    language: 'de' as Language,
    slides: [
      'ARR: 7,9 Mio. € (+36 % zum Vorjahr)',
      'Ziel Ende 2027: 12,1 Mio. € ARR',
      'Die Schulen tragen 30 % der Kosten',
    ],
    insight: 'Der ARR soll von 7,9 auf 12,1 Mio. € wachsen, rund 53 %, schneller als die +36 % zum Vorjahr.',
    question: 'Woher soll der Zuwachs von 4,2 Mio. € kommen?',
    share: 'Die Schulen tragen 30 % der Kosten.',
    rest: 'Wer trägt die übrigen 70 % der Kosten?',
    wrong: 'Woher sollen die 5,3 Mio. € Zuwachs kommen, welcher Anteil aus Neukunden?',
  },
  {
    language: 'pt' as Language,
    slides: [
      'Receita: 7,9 M€ (+36 % face ao ano anterior)',
      'Meta para 2027: 12,1 M€ de receita',
      'As escolas assumem 30 % do custo',
    ],
    insight:
      'A receita deve crescer de 7,9 para 12,1 M€, cerca de 53 %, mais depressa do que os +36 % do ano anterior.',
    question: 'De onde vêm os 4,2 M€ de crescimento?',
    share: 'As escolas assumem 30 % do custo.',
    rest: 'Quem paga os restantes 70 % do custo?',
    wrong: 'De onde vêm os 5,3 M€ de crescimento, e que parte vem de novos clientes?',
  },
  {
    language: 'en' as Language,
    slides: ['ARR: $7.9M (+36% year on year)', 'Target for 2027: $12.1M ARR', 'Schools pay 30% of the cost'],
    insight: 'ARR is to grow from $7.9M to $12.1M, about 53%, faster than the +36% of last year.',
    question: 'Where will the $4.2M of growth come from?',
    share: 'Schools pay 30% of the cost.',
    rest: 'Who pays the remaining 70% of the cost?',
    wrong: 'Where will the $5.3M of growth come from, and how much from new customers?',
  },
]

function repair(
  language: Language,
  slides: string[],
  items: { insight: string; question: string; sources: number[] }[],
) {
  const document = documentOf(
    slides.map((text, index) => ({ title: `Slide ${index + 1}`, text })),
    { language },
  )
  const warnings: string[] = []
  const repaired = repairOverall(
    {
      keyTakeaways: [{ text: items[0]!.insight, sources: items[0]!.sources }],
      actionItems: [],
      strategicInsights: items,
    },
    { units: toSummaryUnits(document, 'presentation').units, noun: 'slide', document, warnings },
  )
  return { ...repaired, warnings, document }
}

describe('repairOverall and figures the model computed', () => {
  test.each(cases)('keeps a growth, its gap and the rest of a share, checked ($language)', (fixture) => {
    const { overallSummary, sources, warnings, document } = repair(fixture.language, fixture.slides, [
      { insight: fixture.insight, question: fixture.question, sources: [1, 2] },
      { insight: fixture.share, question: fixture.rest, sources: [3] },
    ])

    expect(warnings).toEqual([])
    expect(overallSummary.strategicInsights).toEqual([fixture.insight, fixture.share])
    expect(overallSummary.keyQuestions).toEqual([fixture.question, fixture.rest])
    const faithfulness = checkFaithfulness({ slideBySlide: [], overallSummary, sources }, document)
    expect(faithfulness.unverified).toEqual([])
    expect(faithfulness.mislabelled).toEqual([])
  })

  test.each(cases)('drops a question whose sum is wrong whole, never a part of it ($language)', (fixture) => {
    const { overallSummary, warnings } = repair(fixture.language, fixture.slides, [
      { insight: fixture.insight, question: fixture.wrong, sources: [1, 2] },
    ])

    expect(overallSummary.strategicInsights).toEqual([fixture.insight])
    expect(overallSummary.keyQuestions.filter(Boolean)).toEqual([])
    expect(warnings.join(' ')).toContain('5')
  })
})
