import { describe, expect, test } from 'vitest'
import { askWhatAConditionHolds, askWhatItAssumes } from './ask-what-it-assumes'
import { summaryUnit } from './test-support/summary-unit'

describe('what a computed result assumes', () => {
  test.each([
    [
      'fr',
      'Q = C × i × A / 360\n- Q : débit de pointe (m³/s) ; C : coefficient\n- Hypothèse forte : une intensité constante pendant toute la pluie',
      'débit de pointe décennal: 2,37 m³/s',
      'Débit de pointe décennal (2,37 m³/s) suppose « une intensité constante pendant toute la pluie »',
    ],
    [
      'en',
      'E = P × t\n- E : energy use (MWh); P : power\n- Key assumption: demand stays flat through the year',
      'energy use 2027: 4,200 MWh',
      'Energy use 2027 (4,200 MWh) assumes “demand stays flat through the year”',
    ],
    [
      'de',
      'L = K × t\n- L : Lastspitze (MW); K : Faktor\n- Annahme: gleichmäßige Auslastung über den ganzen Tag',
      'Lastspitze Winter: 48 MW',
      'Lastspitze Winter (48 MW) setzt „gleichmäßige Auslastung über den ganzen Tag“ voraus',
    ],
  ] as const)(
    'asks in %s what the formula’s result rests on, naming it and its figure',
    (language, method, result, opening) => {
      const units = [summaryUnit(5, 'Method', method), summaryUnit(8, 'Case', result)]

      const [question] = askWhatItAssumes(units, language)

      expect(question?.text.slice(0, opening.length)).toBe(opening)
      expect(question?.slides).toEqual([5, 8])
      expect(question?.sharp).toBe(true)
    },
  )

  test('asks of the labelled figure beside the assumption when the slide has no formula', () => {
    const unit = summaryUnit(4, 'Forecast', 'Revenue 2028: €12M\n- Assumption: churn stays at 2 % a month')

    expect(askWhatItAssumes([unit], 'en')[0]?.text).toBe(
      'Revenue 2028 (€12M) assumes “churn stays at 2 % a month”: how far does it move if that does not hold?',
    )
  })

  test.each([
    [
      'fr',
      'Q = C × i × A / 360\n- Une intensité constante pendant toute la pluie',
      'débit de pointe: 2,37 m³/s',
    ],
    ['es', 'Supuesto: la ocupación sigue al 80 %', 'Sin cifras'],
  ] as const)('asks nothing in %s without a stated assumption and a result beside it', (language, a, b) => {
    expect(askWhatItAssumes([summaryUnit(1, 'A', a), summaryUnit(2, 'B', b)], language)).toEqual([])
  })
})

describe('what a figure stated on a condition assumes', () => {
  test.each([
    [
      'en',
      'Revenue a year: +£2.9M (if 12-month retention returns to 55%)',
      'Revenue a year (+£2.9M) assumes “12-month retention returns to 55%”',
    ],
    [
      'de',
      'Umsatz pro Jahr: 4,1 Mio. €, sofern die Kündigungsrate auf 3 % sinkt',
      'Umsatz pro Jahr (4,1 Mio. €) setzt „die Kündigungsrate auf 3 % sinkt“ voraus',
    ],
    [
      'fr',
      'Économies annuelles : 1,2 M€ (si le taux de remplissage atteint 80 %)',
      'Économies annuelles (1,2 M€) suppose « le taux de remplissage atteint 80 % »',
    ],
  ] as const)('asks in %s about the condition a figure is stated on', (language, line, opening) => {
    const units = [summaryUnit(3, 'Impact', `Members: 58,300\n${line}`)]

    const [question] = askWhatAConditionHolds(units, language)

    expect(question?.text.slice(0, opening.length)).toBe(opening)
    expect(question?.slides).toEqual([3])
    expect(question?.sharp).toBe(true)
    expect(question?.finding).toBe(line)
  })

  test.each([
    ['a condition with no figure of its own', 'Grant income: £40,000 (if approved by the board)'],
    ['a bracket that states no condition', 'One-off cost: £0.6M (smaller box and skip feature)'],
    ['a condition word inside a longer word', 'Cost per case: £310 (iffy data from 2 sites)'],
  ])('asks nothing of %s', (_, line) => {
    expect(askWhatAConditionHolds([summaryUnit(3, 'Impact', line)], 'en')).toEqual([])
  })
})
