import { describe, expect, test } from 'vitest'
import type { Language } from '../shared'
import { figureLabels } from './figure-labels'

// Decision 186: a PDF table read with its headers ("Value of bed days saved: £19.8M; Net value: +£7.4M") named the
// first cell by "bed days saved" only, so "value £19.8M" in a summary read as the next cell's and was cut.
describe('a table cell is named by its whole header, the stop words in it passed over', () => {
  test.each([
    ['en', 'Grow to 150 beds — Value of bed days saved: £19.8M; Net value: +£7.4M', 'saved', 'value'],
    [
      'de',
      'Ausbau auf 150 Betten — Wert der eingesparten Bettentage: 19,8 Mio. €; Nettowert: +7,4 Mio. €',
      'bettentage',
      'wert',
    ],
    [
      'fr',
      'Passer à 150 lits — Valeur des journées évitées : 19,8 M€; Valeur nette : +7,4 M€',
      'évitées',
      'valeur',
    ],
  ] as const)('%s', (language, row, last, first) => {
    const labels = [...figureLabels(row, language as Language).values()]

    const cell = labels.find((label) => label.own.has(last))!

    expect([...cell.own]).toContain(first)
  })
})
