import { describe, expect, test } from 'vitest'
import { type Document, DOCUMENT_VERSION, slideFromText } from '../../shared'
import { repairCitations, repairUnitSummary } from './repair-figures'

const deck: Document = {
  version: DOCUMENT_VERSION,
  sections: [],
  format: 'pdf',
  pageCount: 3,
  language: 'en',
  slides: [
    { number: 1, title: 'Traction', text: '- ARR $1,200,000\n- 48 customers', notes: '', hidden: false },
    { number: 2, title: 'Market', text: 'TAM of 4.5 billion', notes: 'Growing 12% a year', hidden: false },
    { number: 3, title: 'Ask', text: 'Raising 2 million', notes: '', hidden: false },
  ].map(slideFromText),
  warnings: [],
}

describe('repairUnitSummary', () => {
  test('drops only the sentence carrying a figure the slide lacks, keeping the list marker', () => {
    const { summary, dropped } = repairUnitSummary(
      '- ARR of $1,200,000 reached. Churn is 3%.\n- 48 customers\n- 7 new hires',
      [1],
      deck,
    )

    expect(summary).toBe('- ARR of $1,200,000 reached.\n- 48 customers')
    expect(dropped).toEqual(['3', '7'])
  })

  test('keeps a figure written differently from the slide', () => {
    expect(repairUnitSummary('ARR: 1200000 dollars', [1], deck).dropped).toEqual([])
  })

  test('reads speaker notes as part of the slide', () => {
    expect(repairUnitSummary('The market grows 12% a year.', [2], deck).dropped).toEqual([])
  })
})

describe('repairCitations', () => {
  test('keeps an item whose figures stand on its cited slides', () => {
    expect(repairCitations('48 customers so far', [1], deck)).toEqual({ sources: [1], recited: false })
  })

  test('adds the slide where a figure stands when the item cites another', () => {
    expect(repairCitations('Raising 2 million for 48 customers', [1], deck)).toEqual({
      sources: [1, 3],
      recited: true,
    })
  })

  test('drops an item with a figure found nowhere in the deck', () => {
    expect(repairCitations('Profit of 9 million', [1, 2, 3], deck)).toEqual({ dropped: ['9'] })
  })
})
