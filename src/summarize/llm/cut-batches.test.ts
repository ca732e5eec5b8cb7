import { describe, expect, test } from 'vitest'
import { cutBatches, DEFAULT_BATCH_LIMITS } from './cut-batches'
import type { SummaryUnit } from './to-summary-units'

function units(count: number, textLength = 200): SummaryUnit[] {
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    title: `Slide ${index + 1}`,
    text: 'x'.repeat(textLength),
    notes: '',
    pages: [index + 1],
    hidden: false,
    hasOwnTitle: true,
  }))
}

const numbersOf = (batches: SummaryUnit[][]) => batches.map((batch) => batch.map((unit) => unit.number))

describe('cutBatches', () => {
  test('spreads a 100-slide deck over as many batches as may run at once', () => {
    const batches = cutBatches(units(100), { concurrency: 4, ...DEFAULT_BATCH_LIMITS })

    expect(batches.map((batch) => batch.length)).toEqual([25, 25, 25, 25])
  })

  test('keeps every unit once, in order', () => {
    const batches = cutBatches(units(37), { concurrency: 4, ...DEFAULT_BATCH_LIMITS })

    expect(numbersOf(batches).flat()).toEqual(Array.from({ length: 37 }, (_, index) => index + 1))
  })

  test('uses more batches when one wave would make them too large', () => {
    const batches = cutBatches(units(300), { concurrency: 4, ...DEFAULT_BATCH_LIMITS })

    expect(batches.length).toBeGreaterThanOrEqual(12)
    expect(batches.every((batch) => batch.length <= DEFAULT_BATCH_LIMITS.maxUnits)).toBe(true)
  })

  test('keeps each batch within its character budget', () => {
    const batches = cutBatches(units(20, 10_000), { concurrency: 2, maxUnits: 25, maxChars: 30_000 })

    const sizes = batches.map((batch) =>
      batch.reduce((sum, unit) => sum + unit.text.length + unit.title.length, 0),
    )
    expect(Math.max(...sizes)).toBeLessThanOrEqual(30_000)
    expect(numbersOf(batches).flat()).toHaveLength(20)
  })

  test('gives one long slide a batch of its own rather than crowding the others', () => {
    const deck = units(8)
    deck[3] = { ...(deck[3] as SummaryUnit), text: 'y'.repeat(20_000) }

    const batches = cutBatches(deck, { concurrency: 3, ...DEFAULT_BATCH_LIMITS })

    expect(numbersOf(batches)).toContainEqual([4])
  })

  test('cuts nothing from an empty list', () => {
    expect(cutBatches([], { concurrency: 4, ...DEFAULT_BATCH_LIMITS })).toEqual([])
  })
})
