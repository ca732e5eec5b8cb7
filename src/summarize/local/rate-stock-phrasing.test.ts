import { describe, expect, test } from 'vitest'
import { rateStockPhrasing } from './rate-stock-phrasing'

describe('rateStockPhrasing', () => {
  test('rates wording repeated across slides as stock and cuts it from the end of a sentence', () => {
    const texts = [
      'Our teams keep improving the way we collaborate as we move into the next phase.',
      'Revenue grew 12% to $4.2M as we move into the next phase.',
      'Our partners keep improving the way we collaborate in every market.',
      'Diefstal kostte dit kwartaal 340 fietsen',
    ]

    const ratings = rateStockPhrasing(texts, [0, 1, 2, 3])

    expect(ratings[0]!.share).toBeGreaterThan(0.5)
    expect(ratings[1]!.trimmed).toBe('Revenue grew 12% to $4.2M.')
    expect(ratings[3]).toEqual({ share: 0, trimmed: texts[3] })
  })

  test('does not take wording repeated on one slide only for stock', () => {
    const texts = [
      'Ana Lind, CFO: 15 years of industry experience',
      'Tom Berg, CTO: 12 years of industry experience',
    ]

    expect(rateStockPhrasing(texts, [4, 4]).map((rating) => rating.share)).toEqual([0, 0])
  })
})
