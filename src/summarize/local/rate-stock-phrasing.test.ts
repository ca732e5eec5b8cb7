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

// Issue 24: a lecture's key line was cut to "… dépasse le double de" because its subject recurs on other slides.
describe('the deck’s subject said again is no stock phrasing', () => {
  test.each([
    [
      'fr',
      'Aux Tanneurs, le débit de pointe décennal dépasse le double de la capacité du collecteur actuel',
      'On compare débit et capacité du collecteur actuel du quartier',
      'Le bassin tient compte : capacité du collecteur actuel',
    ],
    [
      'en',
      'In the Tanneurs case the peak flow is more than twice the capacity of the existing sewer',
      'Compare flow and capacity of the existing sewer first',
      'Size retention on capacity of the existing sewer',
    ],
    [
      'de',
      'Im Tanneurs-Viertel liegt der Spitzenabfluss über dem Doppelten der Kapazität des bestehenden Kanals',
      'Wir vergleichen Abfluss und Kapazität des bestehenden Kanals',
      'Das Becken richtet sich nach: Kapazität des bestehenden Kanals',
    ],
  ] as const)(
    'a %s line whose cut would end on a function word stays whole and its own',
    (language, line, ...others) => {
      const [rating] = rateStockPhrasing([line, ...others], [0, 1, 2], language)

      expect(rating).toEqual({ share: 0, trimmed: line })
    },
  )
})
