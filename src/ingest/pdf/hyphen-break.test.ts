import { describe, expect, test } from 'vitest'
import type { ParsedSlide } from '../parsed-deck'
import { HYPHEN_BREAK, resolveHyphenBreaks } from './hyphen-break'

function slide(number: number, text: string): ParsedSlide {
  return { number, title: '', text, notes: '', hidden: false, lines: [{ kind: 'paragraph', text }] }
}

describe('resolveHyphenBreaks', () => {
  test('joins a split word that occurs whole elsewhere in the document, on every page and line', () => {
    const slides = [
      slide(1, `Withhold tax from each em${HYPHEN_BREAK}ployee.`),
      slide(2, 'Every employee files a form.'),
    ]

    const counts = resolveHyphenBreaks(slides)

    expect(slides[0]?.text).toBe('Withhold tax from each employee.')
    expect(slides[0]?.lines).toEqual([{ kind: 'paragraph', text: 'Withhold tax from each employee.' }])
    expect(counts).toEqual({ joined: 1, kept: 0 })
  })

  test('keeps the hyphen of a compound whose joined form occurs nowhere', () => {
    const slides = [slide(1, `A long${HYPHEN_BREAK}term plan for a short-term need.`)]

    expect(resolveHyphenBreaks(slides)).toEqual({ joined: 0, kept: 1 })
    expect(slides[0]?.text).toBe('A long-term plan for a short-term need.')
  })

  test('joins a split word ending in a suffix, or known in another inflection', () => {
    const slides = [
      slide(1, `The form was ap${HYPHEN_BREAK}proved after consider${HYPHEN_BREAK}ation. We approve it.`),
    ]

    resolveHyphenBreaks(slides)

    expect(slides[0]?.text).toBe('The form was approved after consideration. We approve it.')
  })
})
