import { describe, expect, test } from 'vitest'
import { canonicalFigure, extractFigures, unsupportedFigures } from './figures'

describe('figures', () => {
  test('finds figures as written, with their separators', () => {
    expect(extractFigures('Revenue grew 42% to $1,200,000 in 2024 (Q3: 4.5x).')).toEqual([
      '42',
      '1,200,000',
      '2024',
      '4.5',
    ])
  })

  test('reads grouped thousands in English, German and French as one value', () => {
    expect(canonicalFigure('1,200')).toBe('1200')
    expect(canonicalFigure('1.200')).toBe('1200')
    expect(extractFigures('1 200 clients').map(canonicalFigure)).toEqual(['1200'])
    expect(canonicalFigure('4,5')).toBe('4.5')
    expect(canonicalFigure('1.234,56')).toBe('1234.56')
  })

  test('reports a figure the source does not contain', () => {
    expect(unsupportedFigures('Churn fell to 3.1% from 4,2 %', 'Churn: 4.2% last year')).toEqual(['3.1'])
  })

  test('accepts a figure reformatted from the source', () => {
    expect(unsupportedFigures('ARR of 1200000', 'ARR $1,200,000')).toEqual([])
  })

  test('accepts numbers that a table row sets side by side, which read like grouped thousands', () => {
    expect(unsupportedFigures('Monthly: 195 · 146', 'Wages 195 146 97')).toEqual([])
    expect(unsupportedFigures('Clients: 1 200', 'Wages 195 146 97')).toEqual(['1 200'])
  })

  test('does not take digits inside words for figures', () => {
    expect(extractFigures('SHA256 and x86 run on ARMv8')).toEqual([])
  })
})
