import { describe, expect, test } from 'vitest'
import type { OverallSummary, SummarySources } from '../../shared'
import { fitWordBudget, wordBudget } from './fit-word-budget'
import { isBaselineOfAnAction } from './is-baseline-of-an-action'
import { overallWords } from '../overall-words'

const CASES = [
  {
    language: 'en',
    baseline: 'Equity: only 13% of episodes came from the most deprived fifth of neighbourhoods.',
    action:
      'Set a target that at least 20% of episodes come from the most deprived fifth of neighbourhoods by 2028',
    other: 'Length of stay: the average episode lasted 6.4 days, down from 7.4 days to 6.2 days by March.',
  },
  {
    language: 'de',
    baseline: 'Gerechtigkeit: nur 13 % der Fälle kamen aus dem ärmsten Fünftel der Stadtteile.',
    action: 'Bis 2028 sollen mindestens 20 % der Fälle aus dem ärmsten Fünftel der Stadtteile kommen',
    other: 'Verweildauer: im Schnitt 6,4 Tage, von 7,4 Tagen auf 6,2 Tage bis März gesunken.',
  },
  {
    language: 'es',
    baseline: 'Equidad: solo el 13 % de los episodios vino del quinto más desfavorecido de los barrios.',
    action:
      'Fijar el objetivo de que al menos el 20 % de los episodios venga del quinto más desfavorecido de los barrios en 2028',
    other: 'Coste: 14,8 M€ en 18 meses, con 3,1 M€ de puesta en marcha; 475 € por día de cama.',
  },
]

function overallOf(summary: OverallSummary): { overallSummary: OverallSummary; sources: SummarySources } {
  const slides = (list: string[]) => list.map(() => [1])
  return {
    overallSummary: summary,
    sources: {
      keyTakeaways: slides(summary.keyTakeaways),
      actionItems: slides(summary.actionItems),
      strategicInsights: slides(summary.strategicInsights),
      keyQuestions: slides(summary.keyQuestions),
    },
  }
}
const LONG_BUDGET = wordBudget(40, true)
const filler = (count: number, figure: string) =>
  `${Array.from({ length: count }, (_, at) => `w${at}`).join(' ')} ${figure}`

describe('isBaselineOfAnAction', () => {
  test.each(CASES)(
    'a takeaway naming the subject of an action and its unit is its baseline ($language)',
    (c) => {
      expect(isBaselineOfAnAction(c.baseline, [c.action])).toBe(true)
      expect(isBaselineOfAnAction(c.other, [c.action])).toBe(false)
      // Bare counts are no one measure: "13 episodes" and "20 episodes" may count different things.
      expect(isBaselineOfAnAction(c.baseline.replace('%', ''), [c.action.replace('%', '')])).toBe(false)
    },
  )

  // The virtual-wards reading (r-c1): past its budget the report lost "only 13% … most deprived fifth", the start of
  // its digital-inclusion target, and kept a length-of-stay trend.
  test.each(CASES)(
    'past a long budget, the baseline of an action stays and another lone takeaway goes ($language)',
    (c) => {
      const summary: OverallSummary = {
        keyTakeaways: [filler(150, '£12.4M'), '', c.other, c.baseline],
        actionItems: [c.action],
        strategicInsights: [filler(30, '11.8%')],
        keyQuestions: [filler(10, '11.8%')],
      }
      // A few words past the budget: one of the two lone takeaways has to go, not both.
      summary.keyTakeaways[1] = filler(LONG_BUDGET + 5 - overallWords(summary) - 1, '4,860')

      const fitted = fitWordBudget(overallOf(summary), LONG_BUDGET).overallSummary

      expect(fitted.keyTakeaways).toContain(c.baseline)
      expect(fitted.keyTakeaways).not.toContain(c.other)
    },
  )
})
