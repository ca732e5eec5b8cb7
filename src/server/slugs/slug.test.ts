import { describe, expect, test } from 'vitest'
import { nextFreeSlug, sharedListSlug, slugify } from './slug'

describe('slugs', () => {
  test('lower-case the name, hyphenate runs of other characters, drop the extension and edge hyphens', () => {
    expect(slugify('Q3 Board Review (final).pptx')).toBe('q3-board-review-final')
    expect(slugify('  --Deck!!.pdf')).toBe('deck')
  })

  test('fold accented letters instead of dropping them', () => {
    expect(slugify('Präsentation Übersicht.ppt')).toBe('prasentation-ubersicht')
  })

  test('fall back to a word when nothing alphanumeric is left', () => {
    expect(slugify('!!!.pdf')).toBe('presentation')
  })

  test("the shared list's form keeps the extension", () => {
    expect(sharedListSlug('Deck.pdf')).toBe('deck-pdf')
  })

  test('a second file of the same name gets the next number', () => {
    expect(nextFreeSlug('deck', new Set())).toBe('deck')
    expect(nextFreeSlug('deck', new Set(['deck', 'deck-2']))).toBe('deck-3')
  })
})
