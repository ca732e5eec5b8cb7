import { describe, expect, test } from 'vitest'
import { highestScored } from './highest-scored'

describe('highestScored', () => {
  test('keeps the first of the items that tie for the highest score', () => {
    const rows = [
      { name: 'a', score: 1 },
      { name: 'b', score: 3 },
      { name: 'c', score: 3 },
    ]

    const top = highestScored(rows, (row) => row.score)

    expect(top?.name).toBe('b')
  })

  test('takes an item scored zero or infinite, and finds none among no items', () => {
    expect(highestScored([0, 1], () => 0)).toBe(0)
    expect(highestScored([2, 5], (item) => (item === 5 ? Number.POSITIVE_INFINITY : 1))).toBe(5)
    expect(highestScored([], () => 1)).toBeUndefined()
  })
})
