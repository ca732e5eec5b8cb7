import { describe, expect, test } from 'vitest'
import { isCardinality, isListNumber } from './is-list-number'

describe('isListNumber', () => {
  test("takes a list's own marker standing alone, in digits, roman numerals or letters", () => {
    for (const marker of ['2.', '10.', '3)', '(4)', 'iv.', 'IX)', 'b)', ' 7. '])
      expect(isListNumber(marker), marker).toBe(true)
  })

  test('leaves figures, years and words alone', () => {
    for (const text of ['3', '2.5', '12%', '2024.', '$3.4M', 'Teachers', '3. Teachers', 'Q3.'])
      expect(isListNumber(text), text).toBe(false)
  })
})

describe('isCardinality', () => {
  test("takes a diagram's multiplicity, not a figure", () => {
    for (const text of ['1...n', '0..*', '1…n', '1..5']) expect(isCardinality(text), text).toBe(true)
    for (const text of ['1.5', '1...', 'n', '3.4M']) expect(isCardinality(text), text).toBe(false)
  })
})
