import { describe, expect, test } from 'vitest'
import { deckNumberStyle, formatChartNumber, POINT_STYLE } from './format-chart-number'
import { formatMarker } from './read-paragraph-lines'

const COMMA = { decimal: ',', group: '.' }

describe('formatChartNumber', () => {
  test.each([
    ['1041', '#,##0', POINT_STYLE, '1,041'],
    ['24.9', '0.0', COMMA, '24,9'],
    ['0.128', '0%', POINT_STYLE, '13%'],
    ['3.4', '"$"0.0"M"', POINT_STYLE, '$3.4M'],
    ['1234.5', '[$€-407]#,##0.00', COMMA, '€1.234,50'],
    ['-4.2', '0.0', POINT_STYLE, '-4.2'],
    ['2.5', 'General', COMMA, '2,5'],
    ['n/a', '0.0', POINT_STYLE, 'n/a'],
    // A conditional format padded with escaped spaces: no stray backslash, and the value rounded as shown.
    ['59', '[=0]0\\ \\ ;[<0.05]\\ \\ "n.  ";0\\ \\ ;@\\ \\ ', POINT_STYLE, '59'],
    ['23.983792913190126', '[=0]0\\ \\ ;0\\ \\ ', POINT_STYLE, '24'],
  ])('%s in %s gives what the data label shows', (raw, code, style, shown) => {
    expect(formatChartNumber(raw, code, style)).toBe(shown)
  })
})

describe('deckNumberStyle', () => {
  const lines = (...texts: string[]) => texts.map((text) => ({ kind: 'paragraph', text }))

  test('reads a decimal comma from the deck text, and a space as thousands separator where written', () => {
    expect(deckNumberStyle(lines('Omzet €38,6 mln', 'marge 14,8 %'))).toEqual(COMMA)
    expect(deckNumberStyle(lines('8 900 elever', 'snitt 4,5'))).toEqual({ decimal: ',', group: '\u00a0' })
  })

  test('keeps the point for English text and for thousands written with a comma', () => {
    expect(deckNumberStyle(lines('$3.4M ARR', '1,250 clinics'))).toBe(POINT_STYLE)
  })
})

describe('formatMarker', () => {
  test.each([
    ['arabicPeriod', 3, '3.'],
    ['arabicParenR', 2, '2)'],
    ['alphaLcParenBoth', 2, '(b)'],
    ['alphaUcPeriod', 27, 'AA.'],
    ['romanLcPeriod', 4, 'iv.'],
    ['romanUcParenR', 9, 'IX)'],
  ])('%s item %i is written %s', (scheme, value, marker) => {
    expect(formatMarker(scheme, value)).toBe(marker)
  })
})
