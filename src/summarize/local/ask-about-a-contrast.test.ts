import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { askAboutAContrast, askOfContrasts } from './ask-about-a-contrast'
import { addQuestions } from './ensure-a-question'

// Issue 24, item 4 and decision 151: a measure an insight states twice, with two amounts, asks the gap's cause.
describe('an insight that states one measure with two amounts', () => {
  test.each([
    [
      'en',
      'Lehman was counterparty to around $5 trillion of CDS contracts — Net payouts on Lehman’s CDS contracts amounted to only around $5 billion',
      'What explains the gap between $5 trillion and $5 billion on CDS contracts, and which one matters?',
    ],
    [
      'de',
      'Der Auftragsbestand lag Ende 2024 bei 4,2 Mio. €. Ausgeliefert wurde vom Auftragsbestand nur Ware für 0,9 Mio. €.',
      'Was erklärt den Abstand zwischen 4,2 Mio. € und 0,9 Mio. € bei Auftragsbestand, und welcher Wert zählt?',
    ],
    [
      'fr',
      'Le taux de réponse atteint 62 % en ligne. Par courrier, le taux de réponse tombe à 18 %.',
      'Qu’est-ce qui explique l’écart entre 62 % et 18 % sur taux de réponse, et lequel compte ?',
    ],
  ] as [Language, string, string][])(
    '%s: the gap between the two, named by the words both sentences share',
    (language, insight, question) => {
      expect(askAboutAContrast(insight, [4], language)).toEqual({ text: question, slides: [4] })
      // Deliver 4: a summary whose insights ground no other question gets this one.
      const overall = {
        overallSummary: {
          keyTakeaways: ['The point'],
          actionItems: [],
          strategicInsights: [insight],
          keyQuestions: [],
        },
        sources: { keyTakeaways: [[1]], actionItems: [], strategicInsights: [[4]], keyQuestions: [] },
      }
      const asked = addQuestions(overall, askOfContrasts(overall, language), 1000)
      expect(asked.overallSummary.keyQuestions).toEqual([question])
      // An insight that has its question is not asked again.
      expect(askOfContrasts(asked, language)).toEqual([])
      // Sharp, as the one question of a summary that has none, it is asked where the budget is full.
      const full = {
        overallSummary: {
          ...overall.overallSummary,
          strategicInsights: [insight, 'Clinics: 52; Share of ARR: 18%'],
        },
        sources: { ...overall.sources, strategicInsights: [[4], [5]] },
      }
      // Three words short of the budget: a sharp question may run to the dense limit, or take debris words.
      const words = 2 + insight.split(/\s+/u).length + 6 + question.split(/\s+/u).length - 3
      expect(addQuestions(full, askOfContrasts(full, language), words).overallSummary.keyQuestions).toEqual(
        [],
      )
      const sharp = addQuestions(full, askOfContrasts(full, language, true), words)
      expect(sharp.overallSummary.keyQuestions).toEqual([question])
      expect(sharp.overallSummary.strategicInsights).toContain(insight)
    },
  )

  test.each([
    // Two sentences that share no name: no subject to ask about, no template on the nearest noun.
    ['en', 'Revenue reached $4.2M. Hiring cost $0.9M.'],
    // A total and a unit's price are no two values of one measure.
    ['en', 'The running cost was £375 per bed day. The bed days saved are worth £13.2M'],
    // Bare numbers (years, counts) are no amounts.
    ['de', 'Die Schule hatte 2019 noch 340 Schüler. Heute hat die Schule 410 Schüler.'],
    // A figure stated once is no contrast.
    ['fr', 'Le taux de réponse atteint 62 % en ligne.'],
  ] as [Language, string][])('%s: none for “%s”', (language, insight) => {
    expect(askAboutAContrast(insight, [4], language)).toBeUndefined()
  })
})
