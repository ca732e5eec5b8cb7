import { expect, test } from 'vitest'
import { parseQuantity, parseUnitHint } from './parse-quantity'

test.each([
  ['$3.4M', { amount: 3_400_000, unit: 'USD', scale: 'M', per: '' }],
  ['3,4 Mio. €', { amount: 3_400_000, unit: 'EUR', scale: 'M', per: '' }],
  ['1,9 mil M€', { amount: 1_900_000_000, unit: 'EUR', scale: 'B', per: '' }],
  ['€38,6 mln', { amount: 38_600_000, unit: 'EUR', scale: 'M', per: '' }],
  ['NOK 4,5 mill.', { amount: 4_500_000, unit: 'NOK', scale: 'M', per: '' }],
  ['45 %', { amount: 45, unit: '%', scale: '', per: '' }],
  ['$640/month', { amount: 640, unit: 'USD', scale: '', per: 'month' }],
  ['640 € pro Jahr', { amount: 640, unit: 'EUR', scale: '', per: 'year' }],
  ['1 200', { amount: 1200, unit: '', scale: '', per: '' }],
  ['2 weeks', { amount: 2, unit: 'weeks', scale: '', per: '' }],
])('%s reads as one quantity', (text, expected) => {
  expect(parseQuantity(text)).toMatchObject(expected)
})

test.each(['$350–$990', '3–4 months', '2026', 'Q1 2026', 'Raising an $18M Series A', '5 m'])(
  '%s is no quantity the checks compare',
  (text) => {
    expect(parseQuantity(text)).toBeUndefined()
  },
)

test('a unit written once for a column or chart is read from its header', () => {
  expect(parseUnitHint('ARR ($M)')).toMatchObject({ amount: 1e6, unit: 'USD', scale: 'M' })
  expect(parseUnitHint('Resultados (k€)')).toMatchObject({ amount: 1e3, unit: 'EUR', scale: 'k' })
  expect(parseUnitHint('Share (%)')).toMatchObject({ unit: '%' })
  expect(parseUnitHint('Output (tonnes)')).toBeUndefined()
})
