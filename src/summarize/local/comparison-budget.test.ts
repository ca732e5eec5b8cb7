import { describe, expect, test } from 'vitest'
import type { OverallSummary } from '../../shared'
import { fitWordBudget, isLabelDebris } from './fit-word-budget'

// Issue 24: a key comparison the deck states (actual against target, plan or a comparison group, on the slide or
// in its notes) beats a lone figure for a place in the overall summary, even past the word budget.

const filler = (count: number) => Array.from({ length: count }, (_, at) => `w${at}`).join(' ')

const CASES = {
  en: {
    strip: 'Paying clinics: 8,600 · Monthly churn: 1.4% (target: below 1.0%)',
    group:
      'Children who moved up a reading level: 62% — in the comparison group, without clubs, only 35% did.',
    lone: 'Paying clinics: 8,600 · NPS: 46',
  },
  de: {
    strip: 'Zahlende Betriebe: 8.600 · Monatlicher Churn: 1,4 % (Ziel: unter 1,0 %)',
    group:
      'Kinder mit einem Lesestand mehr: 62 % — in der Vergleichsgruppe ohne Clubs nur 35 %, wegen fehlender Förderung.',
    lone: 'Zahlende Betriebe: 8.600 · NPS: 46',
  },
  pt: {
    strip: 'Escolas com clube: 9 · Crianças que sobem um nível: 62 % (meta: 65 %)',
    group:
      'Subiram pelo menos um nível de leitura: 62 % — no grupo de comparação, sem clubes, só 35 % subiram.',
    lone: 'Escolas com clube: 9 · Voluntários: 146',
  },
} as const

describe.each(Object.entries(CASES))('a stated comparison and the word budget (%s)', (_language, words) => {
  test('a figure read against its target or comparison group is no label debris; a strip of lone figures is', () => {
    expect(isLabelDebris(words.strip)).toBe(false)
    expect(isLabelDebris(words.group)).toBe(false)
    expect(isLabelDebris(words.lone)).toBe(true)
  })

  test('past the dense limit, a lone figure goes before a stated comparison', () => {
    const summary: OverallSummary = {
      keyTakeaways: [`${filler(120)} 1%`, `${filler(100)} 2%`, `${filler(40)} 3%`],
      actionItems: [],
      strategicInsights: [
        `${filler(20)} 4%`,
        words.group,
        `${words.lone.replace(/8[.,]600|9\b/u, '7')} ${filler(10)}`,
      ],
      keyQuestions: [],
    }
    const slides = (items: string[]) => items.map(() => [1])
    const fitted = fitWordBudget(
      {
        overallSummary: summary,
        sources: {
          keyTakeaways: slides(summary.keyTakeaways),
          actionItems: [],
          strategicInsights: slides(summary.strategicInsights),
          keyQuestions: [],
        },
      },
      250,
    ).overallSummary

    expect(fitted.strategicInsights).toContain(words.group)
  })
})
