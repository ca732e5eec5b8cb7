import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { repairOverall } from './repair-overall'
import { toSummaryUnits } from './to-summary-units'

describe('repairOverall', () => {
  test.each([
    {
      language: 'en' as Language,
      slides: ['Output fell 5% in October', 'The plant holds no spare burner', 'Payback of 3.8 years'],
      insights: ['Output fell 5% on one oven', 'No spare was held', 'The oven pays back in 3.8 years'],
      questions: ['Will output recover?', '', 'Does the payback hold?'],
    },
    {
      language: 'de' as Language,
      slides: [
        'Die Produktion sank im Oktober um 5 %',
        'Das Werk hat keinen Ersatzbrenner',
        'Amortisation in 3,8 Jahren',
      ],
      insights: ['Die Produktion sank um 5 %', 'Kein Ersatzteil war vorrätig', 'Amortisation in 3,8 Jahren'],
      questions: ['Erholt sich die Produktion?', '', 'Hält die Amortisation?'],
    },
    {
      language: 'es' as Language,
      slides: [
        'La producción cayó un 5 % en octubre',
        'La planta no tiene quemador de repuesto',
        'Amortización en 3,8 años',
      ],
      insights: ['La producción cayó un 5 %', 'No había repuesto', 'Amortización en 3,8 años'],
      questions: ['¿Se recuperará la producción?', '', '¿Se mantiene la amortización?'],
    },
  ])(
    'keeps the insights in order, each question beside its own ($language)',
    ({ language, slides, insights, questions }) => {
      const document = documentOf(
        slides.map((text, index) => ({ title: `Slide ${index + 1}`, text })),
        { language },
      )
      const answer = {
        keyTakeaways: [{ text: insights[0]!, sources: [1] }],
        actionItems: [],
        strategicInsights: insights.map((insight, index) => ({
          insight,
          question: questions[index]!,
          sources: [index + 1],
        })),
      }

      const { overallSummary, sources } = repairOverall(answer, {
        units: toSummaryUnits(document, 'presentation').units,
        noun: 'slide',
        document,
        warnings: [],
      })

      expect(overallSummary.strategicInsights).toEqual(insights)
      expect(overallSummary.keyQuestions).toEqual(questions)
      expect(sources.keyQuestions).toEqual([[1], [], [3]])
    },
  )
})
