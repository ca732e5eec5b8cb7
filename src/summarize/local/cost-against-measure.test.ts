import { describe, expect, test } from 'vitest'
import type { DeckRole, Language } from '../../shared'
import { bullet, documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { costAgainstMeasure, joinCostTakeaway, moneyOf } from './cost-against-measure'

// Issue 24, item 3 (decision 100): a cost on one slide and the action on another that buys what its slide says was
// missing ("we held no spare" against "Approve £38,000 for critical spares") say the measure costs a fraction of
// what its lack cost; each alone is a cost or a task.

const relate = (slides: TestSlide[], language: Language) => {
  const units = documentOf(slides, { language }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  return costAgainstMeasure(
    units,
    units.map((): DeckRole => 'content'),
    language,
  )
}

const english: TestSlide[] = [
  {
    title: 'What happened at the Dock Road depot',
    lines: [
      bullet('The generator failed on 3 March during the storm'),
      bullet('The site has no backup power; the freezers warmed within four hours'),
      bullet('Cost of the outage: $96,000 in spoiled stock and overtime'),
    ],
  },
  {
    title: 'Decisions',
    lines: [bullet('Approve $40k for backup power at Dock Road, whatever the decision on the lease')],
  },
]

describe('costAgainstMeasure', () => {
  test.each<[Language, TestSlide[], string]>([
    [
      'en',
      english,
      'What happened at the Dock Road depot — Cost of the outage: $96,000 in spoiled stock and overtime; The site has no backup power — Approve $40k for backup power at Dock Road',
    ],
    [
      'de',
      [
        {
          title: 'Ausfall der Presse 2',
          lines: [
            bullet('Der Hydraulikzylinder brach am 4. Mai'),
            bullet('Wir hatten kein Ersatzteil auf Lager'),
            bullet('Kosten des Ausfalls: 240.000 € durch Stillstand und Nacharbeit'),
          ],
        },
        { title: 'Entscheidung', lines: [bullet('Ersatzteile für 35.000 € freigeben')] },
      ],
      'Kosten des Ausfalls: 240.000 € durch Stillstand und Nacharbeit; Wir hatten kein Ersatzteil auf Lager — Ersatzteile für 35.000 € freigeben',
    ],
    [
      'nb',
      [
        {
          title: 'Stans på pumpestasjon 2',
          lines: [
            bullet('Pumpen stoppet 12. februar'),
            bullet('Vi hadde ingen reservedel på lager'),
            bullet('Kostnad ved stansen: 2,1 millioner kroner i tapt dekningsbidrag'),
          ],
        },
        { title: 'Vedtak', lines: [bullet('Godkjenne 0,3 millioner kroner til reservedeler nå')] },
      ],
      'Kostnad ved stansen: 2,1 millioner kroner i tapt dekningsbidrag; Vi hadde ingen reservedel på lager — Godkjenne 0,3 millioner kroner til reservedeler nå',
    ],
  ])(
    '%s: the cost, the line naming what was missing, and the action that buys it',
    (language, slides, text) => {
      const [relation] = relate(slides, language)
      expect(relation?.text).toBe(text)
      expect(relation?.slides).toEqual([1, 2])
      expect(relation?.subject).toBe('')
    },
  )

  test('an action that costs more than the cost is no cheaper measure', () => {
    const slides = structuredClone(english)
    slides[1]!.lines = [bullet('Approve $400k for backup power at Dock Road')]
    expect(relate(slides, 'en')).toEqual([])
  })

  test('an action naming nothing the cost slide lacks is not linked to it', () => {
    const slides = structuredClone(english)
    slides[1]!.lines = [bullet('Approve $40k for a new delivery van')]
    expect(relate(slides, 'en')).toEqual([])
  })

  test('an action on the cost slide itself, or in another currency, is not set against it', () => {
    const same = structuredClone(english)
    same[0]!.lines = [...(same[0]!.lines ?? []), bullet('Approve $40k for backup power at Dock Road')]
    expect(relate([same[0]!], 'en')).toEqual([])
    const other = structuredClone(english)
    other[1]!.lines = [bullet('Approve €40k for backup power at Dock Road')]
    expect(relate(other, 'en')).toEqual([])
  })

  test('reads amounts with their currency and scale in the deck language', () => {
    expect(moneyOf('Approve £38,000 now', 'en')).toEqual({ currency: '£', value: 38000 })
    expect(moneyOf('Capital: £1.45M', 'en')).toEqual({ currency: '£', value: 1450000 })
    expect(moneyOf('Kosten: 2,4 Mio. €', 'de')).toEqual({ currency: '€', value: 2400000 })
    expect(moneyOf('Prognose: 437 mill. kr', 'nb')).toEqual({ currency: 'kr', value: 437000000 })
    expect(moneyOf('Output: 2,318 t', 'en')).toBeUndefined()
  })

  test('joins the takeaway that states the cost instead of saying it twice', () => {
    const [relation] = relate(english, 'en')
    const overall = {
      overallSummary: {
        keyTakeaways: [
          'The point',
          'What happened at the Dock Road depot — Cost of the outage: $96,000 in spoiled stock and overtime',
        ],
      },
      sources: { keyTakeaways: [[1], [1]] },
    }
    expect(joinCostTakeaway(overall, relation!)).toBe(true)
    expect(overall.overallSummary.keyTakeaways[1]).toBe(
      'What happened at the Dock Road depot — Cost of the outage: $96,000 in spoiled stock and overtime; The site has no backup power — Approve $40k for backup power at Dock Road',
    )
    expect(overall.sources.keyTakeaways[1]).toEqual([1, 2])
    expect(
      joinCostTakeaway({ ...overall, overallSummary: { keyTakeaways: ['Only the point'] } }, relation!),
    ).toBe(false)
  })
})
