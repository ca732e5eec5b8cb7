import { describe, expect, test } from 'vitest'
import type { OverallSummary } from '../../shared'
import { phraseCard, phraseStatStrips, phraseStrip } from './phrase-stat-strips'

describe('phraseStrip', () => {
  test('reads a row of stat cards as one list with "and" (en)', () => {
    const text = 'OEE: 68.4% (plan 72.0%) · OTIF: 94.2% (plan 97.0%)'

    expect(phraseStrip(text, 'en')).toBe('OEE 68.4% (plan 72.0%) and OTIF 94.2% (plan 97.0%)')
  })

  test('puts the figure before a caption in lower case, its note after the caption (de)', () => {
    const text =
      'ARR: 7,9 Mio. € (+36 % zum Vorjahr) · zahlende Betriebe: 8.600 (61 % mit 1–5 Beschäftigten) · ' +
      'monatlicher Churn: 1,4 % (Ziel: unter 1,0 %)'

    expect(phraseStrip(text, 'de')).toBe(
      'ARR 7,9 Mio. € (+36 % zum Vorjahr), 8.600 zahlende Betriebe (61 % mit 1–5 Beschäftigten) und ' +
        '1,4 % monatlicher Churn (Ziel: unter 1,0 %)',
    )
  })

  test('gives a clause caption its figure as the card shows it (pt)', () => {
    const text = 'subiram pelo menos um nível de leitura: 62 % · de assiduidade média nos clubes: 88 %'

    expect(phraseStrip(text, 'pt')).toBe(
      '62 % subiram pelo menos um nível de leitura e 88 % de assiduidade média nos clubes',
    )
  })

  test("keeps a slide title leading the strip and the item's other statements as written (en)", () => {
    const text =
      'Live games — Daily active users: 436k (+18% on Q1) · ARPDAU: £0.18 · Payer conversion: 4.1%; ' +
      'The summer update brought back 96,000 lapsed players'

    expect(phraseStrip(text, 'en')).toBe(
      'Live games — Daily active users 436k (+18% on Q1), ARPDAU £0.18 and Payer conversion 4.1%; ' +
        'The summer update brought back 96,000 lapsed players',
    )
  })

  test('leaves an item without a strip as it is', () => {
    const text = 'Labour cost per tonne — Plan: £212; Actual: £229'

    expect(phraseStrip(text, 'en')).toBe(text)
  })
})

describe('phraseCard', () => {
  test('keeps the colon of a card whose value is no figure, or whose label ends on a figure', () => {
    expect(phraseCard('Status: on track')).toBe('Status: on track')
    expect(phraseCard('April 2005: 11 major cities')).toBe('April 2005: 11 major cities')
  })

  test('reads a figure after an approximation or a currency code, and a label with an abbreviation', () => {
    expect(phraseCard('Cost of CO2: ~ US$ 8.5')).toBe('Cost of CO2 ~ US$ 8.5')
    expect(phraseCard('Weighted Average Life (yrs.): 19.00')).toBe('Weighted Average Life (yrs.) 19.00')
  })
})

describe('phraseStatStrips', () => {
  test('phrases takeaways and insights, never actions or questions (fr)', () => {
    const overallSummary: OverallSummary = {
      keyTakeaways: ['Chiffre d’affaires : 2,1 M€ · Marge : 12 %'],
      actionItems: ['Valider : 2 · 3'],
      strategicInsights: ['Clients : 418 · Churn : 1,2 %'],
      keyQuestions: ['Pourquoi : 2 · 3 ?'],
    }
    const sources = { keyTakeaways: [[1]], actionItems: [[2]], strategicInsights: [[3]], keyQuestions: [[3]] }

    const phrased = phraseStatStrips({ overallSummary, sources }, 'fr')

    expect(phrased.overallSummary).toEqual({
      keyTakeaways: ['Chiffre d’affaires 2,1 M€ et Marge 12 %'],
      actionItems: ['Valider : 2 · 3'],
      strategicInsights: ['Clients 418 et Churn 1,2 %'],
      keyQuestions: ['Pourquoi : 2 · 3 ?'],
    })
    expect(phrased.sources).toBe(sources)
  })
})
