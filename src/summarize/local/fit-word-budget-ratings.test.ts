import { describe, expect, test } from 'vitest'
import type { OverallSummary } from '../../shared'
import { fitWordBudget } from './fit-word-budget'

// Reader r-z1 (decision 183): "Loss of key engineers — Likelihood: Low; Mitigation: …" lost "Impact: High" to the
// budget, so a high-impact risk read as a low one.
const filler = (count: number) => Array.from({ length: count }, (_, at) => `w${at}`).join(' ')

function fittedTakeaways(row: string): string[] {
  const keyTakeaways = [
    `Raising 18M ${filler(60)}`,
    row,
    `Revenue: 6.8M ${filler(80)}`,
    `Cash: 14.2M ${filler(80)}`,
  ]
  const overallSummary: OverallSummary = {
    keyTakeaways,
    actionItems: [filler(20)],
    strategicInsights: [`${filler(10)} 31%`],
    keyQuestions: [filler(10)],
  }
  const sources = {
    keyTakeaways: keyTakeaways.map(() => [2]),
    actionItems: [[3]],
    strategicInsights: [[4]],
    keyQuestions: [[4]],
  }

  return fitWordBudget({ overallSummary, sources }, 250).overallSummary.keyTakeaways
}

describe('a risk row over budget', () => {
  test.each([
    [
      'en',
      'Loss of key engineers — Likelihood: Low; Impact: High; Mitigation: Retention grants for 12 people',
    ],
    [
      'de',
      'Lieferverzug — Wahrscheinlichkeit: Hoch; Auswirkung: Mittel; Maßnahme: 2 Lieferanten unter Vertrag',
    ],
    ['nb', 'Mangel på fagarbeidere — Sannsynlighet: Lav; Konsekvens: Høy; Tiltak: 12 lærlinger fra august'],
  ])('keeps a rating that differs from the one left (%s)', (_, row) => {
    expect(fittedTakeaways(row)).toContain(row)
  })

  test('trims a rating equal to the one left, as any part without a figure (it)', () => {
    const row = 'Carenza di personale — Probabilità: Media; Impatto: Media; Misura: 12 apprendisti da agosto'

    expect(fittedTakeaways(row)).toContain(
      'Carenza di personale — Probabilità: Media; Misura: 12 apprendisti da agosto',
    )
  })
})
