import { describe, expect, test } from 'vitest'
import { isExplainedBy, isRestatedBy, subjectWords } from './restated-items'

describe('isRestatedBy', () => {
  test('finds a row said again, with more, by an item of the same subject (en)', () => {
    const row = 'Adjusted EBITDA: Q2 actual 1.1 against Q2 budget 0.3 (+0.8)'
    const relation =
      'Adjusted EBITDA — Q2 budget: 0.3; Q2 actual: 1.1; Variance: +0.8; H1 actual: 0.8 — Adjusted EBITDA ' +
      'excludes £0.9M of development capitalised in Q2.'

    expect(isRestatedBy(row, relation)).toBe(true)
    expect(isRestatedBy(relation, row)).toBe(false)
  })

  test('takes the same numbers of another subject for no repeat (de)', () => {
    const churn = 'Monatlicher Churn: 1,4 % (Ziel: unter 1,0 %)'
    const other = 'Marge: 1,4 % gegenüber 1,0 % im Vorjahr'

    expect(isRestatedBy(churn, other)).toBe(false)
  })

  test('takes a figure the other item lacks for something new, the item stating fewer for the repeat (pt)', () => {
    const item = 'Custo por criança: 186 € em 2025, 180 € em 2028/29'
    const other = 'Custo por criança: 186 € por ano'

    expect(isRestatedBy(item, other)).toBe(false)
    expect(isRestatedBy(other, item)).toBe(true)
  })

  test('reads the subject of a label only, not of a sentence', () => {
    expect(subjectWords('Overtime hours: Actual 2,640')).toEqual(['overtime', 'hours'])
    expect(subjectWords('Output fell 5.4% in October.')).toEqual([])
  })
})

describe('isExplainedBy', () => {
  test('finds a lone row whose subject a relation gives as its reason (en)', () => {
    const row = 'Overtime hours: Actual 2,640 against Plan 1,800 (+840, 46.7% over plan)'
    const relation =
      'Labour cost per tonne — Plan: £212; Actual: £229 — Labour cost per tonne is up mainly because of the ' +
      'extra overtime, paid at time and a half.'

    expect(isExplainedBy(row, relation)).toBe(true)
  })

  test('leaves a row whose subject the relation names only as its own label (nl)', () => {
    const row = 'Omzet: 4,2 mln tegenover plan 4,0 mln'
    const relation = 'Marge — Plan: 12 %; Werkelijk: 9 % — De marge daalde door hogere loonkosten.'

    expect(isExplainedBy(row, relation)).toBe(false)
    expect(isExplainedBy(relation, row)).toBe(false)
  })
})
