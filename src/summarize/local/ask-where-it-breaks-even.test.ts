import { describe, expect, test } from 'vitest'
import { askWhereItBreaksEven } from './ask-where-it-breaks-even'
import { summaryUnit } from './test-support/summary-unit'

// A reader of the CDM project: its net present value is negative (−US$ 0.13 M) and the summary never asked where
// it would break even. Decision 119.
describe('a return the deck states below zero', () => {
  test.each([
    [
      'en',
      '- Net present value of project\n  - — US$ 0.13 million\n- Project cost\n  - US$ 0.54 million',
      'Net present value of project is −US$ 0.13 million: at what price',
    ],
    [
      'de',
      '- Kapitalwert: −0,4 Mio. €\n- Investition: 2,1 Mio. €',
      'Kapitalwert liegt bei −0,4 Mio. €: Bei welchem Preis',
    ],
    ['fr', '- VAN du projet : (120) k€\n- Coût : 540 k€', 'VAN du projet est de (120) k€ : à quel prix'],
  ] as const)(
    'is asked in %s where it breaks even, naming its label and figure',
    (language, text, opening) => {
      const [question] = askWhereItBreaksEven([summaryUnit(26, 'Project costs', text)], language)

      expect(question?.text.startsWith(opening)).toBe(true)
      expect(question?.slides).toEqual([26])
    },
  )

  test.each([
    ['en', '- Net present value of project\n  - US$ 0.13 million'],
    ['de', '- Kapitalwert: 0,4 Mio. €\n- Umsatz: −3 % gegenüber Vorjahr'],
    ['fr', '- Chiffre d’affaires : −120 k€'],
  ] as const)('is not asked in %s of a positive return or another measure below zero', (language, text) => {
    expect(askWhereItBreaksEven([summaryUnit(26, 'Finances', text)], language)).toEqual([])
  })

  // A reader of the bus fleet deck (decision 134): "how far is that from the plan?" for a deck that states no plan.
  test.each([
    [
      'en',
      '- Net present value: −0.13 million\n- Not in sync with transport planning',
      'Budget 2026: 0.5 million',
      'from the plan?',
    ],
    ['de', '- Kapitalwert: −0,4 Mio. €\n- Planung offen', 'Ziel 2026: 1,2 Mio. €', 'vom Plan entfernt?'],
    [
      'fr',
      '- VAN du projet : (120) k€\n- Planification en cours',
      'Objectif 2026 : 300 k€',
      'distance du plan ?',
    ],
  ] as const)(
    'asks in %s how far it is from the plan only when the deck states one with a figure',
    (language, text, plan, clause) => {
      const [without] = askWhereItBreaksEven([summaryUnit(26, 'Project costs', text)], language)
      const [withPlan] = askWhereItBreaksEven(
        [summaryUnit(26, 'Project costs', text), summaryUnit(27, 'Plan', `- ${plan}`)],
        language,
      )

      expect(without?.text.endsWith(clause)).toBe(false)
      expect(without?.text.endsWith('?')).toBe(true)
      expect(withPlan?.text.endsWith(clause)).toBe(true)
    },
  )
})
