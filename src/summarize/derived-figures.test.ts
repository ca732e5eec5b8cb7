import { describe, expect, test } from 'vitest'
import { derivedFigures } from './derived-figures'
import { figureSet } from './figures'

// Issue 24, item 3: a derived figure records its inputs, and the check verifies the arithmetic, not presence.
describe('derivedFigures', () => {
  test.each([
    [
      'en',
      'Output 2,318 t against plan 2,450 t',
      'Output 2,318 t against plan 2,450 t (−132 t, 94.6%)',
      ['132', '94.6'],
    ],
    [
      'es',
      'EBITDA Real 609 Presupuesto 515',
      'EBITDA: Real 609 frente a Presupuesto 515 (+94, 118,3 %)',
      ['94', '118,3'],
    ],
    [
      'nb',
      'Totalentreprise 11,5 Grunnarbeid 7,2 Totalt 19,0',
      'Totalentreprise (+11,5) og Grunnarbeid (+7,2) utgjør 98,4 % av totalen +19,0',
      ['98,4'],
    ],
    ['de', 'ARR 1,4 Q1 2025 ARR 3,4 Q1 2026', 'ARR: 2,4x von 1,4 (Q1 2025) auf 3,4 (Q1 2026)', ['2,4']],
  ])('verifies a %s figure computed from figures beside it', (_language, source, item, expected) => {
    expect([...derivedFigures(item, figureSet(source))]).toEqual(expected)
  })

  test.each([
    ['en', 'Output 2,318 t against plan 2,450 t', 'Output 2,318 t against plan 2,450 t (−140 t, 95.6%)'],
    ['fr', 'Débit 1 850 m³ Collecteur 900 m³', 'Débit 1 850 m³ contre 900 m³ (+1 000 m³)'],
    ['it', 'Scorte 14,8 Obiettivo 9,1', 'Scorte 14,8 contro 9,1 (−5,9)'],
  ])('refuses a %s figure whose arithmetic is wrong', (_language, source, item) => {
    expect([...derivedFigures(item, figureSet(source))]).toEqual([])
  })

  test('never derives from figures that are not in the source themselves', () => {
    expect([...derivedFigures('Revenue 900 against 800 (+100)', figureSet('Revenue 900'))]).toEqual([])
  })
})
