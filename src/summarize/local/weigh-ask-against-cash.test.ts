import { describe, expect, test } from 'vitest'
import type { DeckRole, Language } from '../../shared'
import { bullet, documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { derivedFigures } from '../derived-figures'
import { figureSet } from '../figures'
import { weighAskAgainstCash } from './weigh-ask-against-cash'

// Decision 187: a board reading an ask beside the cash it draws on computes the share first (reader r-z1,
// Pebblestack: "£1.8M more for Cinderfall" never related to "Cash of £14.2M … runway of 22 months").

const weigh = (slides: TestSlide[], language: Language, actions: string[]) => {
  const units = documentOf(slides, { language }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  return weighAskAgainstCash(
    units,
    units.map((): DeckRole => 'content'),
    language,
    actions,
    actions.map(() => [units.length]),
  )
}

describe('weighAskAgainstCash', () => {
  test.each<[Language, string, string, string, string, string]>([
    [
      'en',
      'Cash of £14.2M at 30 June; runway of 22 months at the planned burn',
      'Approve the Cinderfall budget increase of £1.8M: Rosalind Achterberg, CEO; 16 July 2026',
      'Cash of £14.2M at 30 June; runway of 22 months at the planned burn — The Cinderfall budget increase of £1.8M is 12.7% of cash',
      '12.7',
      'What is left after the Cinderfall budget increase of £1.8M (12.7% of cash), how long does it last, and what if it runs over?',
    ],
    [
      'de',
      'Liquidität zum 30. Juni: 3,2 Mio. €, Reichweite 18 Monate',
      'Budget von 0,8 Mio. € für zwei Teams freigeben: Dr. Jana Wöllmer, CEO; 23. Oktober 2026',
      'Liquidität zum 30. Juni: 3,2 Mio. €, Reichweite 18 Monate — Budget von 0,8 Mio. € sind 25,0 % von Liquidität',
      '25,0',
      'Was bleibt nach Budget von 0,8 Mio. € (25,0 % von Liquidität), wie lange reicht es, und was, wenn es teurer wird?',
    ],
    [
      'nb',
      'Disposisjonsfondet er 40 millioner kroner ved utgangen av 2025',
      'Godkjenne tilleggsbevilgning på 19 millioner kroner: kommunestyret; 12. desember 2026',
      'Disposisjonsfondet er 40 millioner kroner ved utgangen av 2025 — Tilleggsbevilgning på 19 millioner kroner er 47,5 % av disposisjonsfondet',
      '47,5',
      'Hva gjenstår etter tilleggsbevilgning på 19 millioner kroner (47,5 % av disposisjonsfondet), hvor lenge rekker det, og hva om det blir dyrere?',
    ],
  ])(
    'sets a %s ask against the cash line it draws on, and the share is verified',
    (language, cash, action, expected, share, question) => {
      const slides = [
        { title: 'Summary', lines: [bullet('Revenue up on last year'), bullet(cash)] },
        { title: 'Decisions', lines: [bullet(action)] },
      ]

      const [insight, ...rest] = weigh(slides, language, [action])

      expect(rest).toEqual([])
      expect(insight?.text).toBe(expected)
      expect(insight?.slides).toEqual([1, 2])
      expect([...derivedFigures(insight!.text, figureSet(`${cash}\n${action}`))]).toEqual([share])
      // Its question names the ask, its share and the cash, and asks what is left (issue 24, item 4).
      expect(insight?.question).toBe(question)
    },
  )

  test.each<[Language, string, string]>([
    ['en', 'Cash flow of £2.4M from operations in Q2', 'Approve £0.4M for new servers: CFO; 1 May 2026'],
    [
      'fr',
      'Flux de trésorerie opérationnelle : 2,4 M€ au T2',
      'Approuver 0,4 M€ pour les serveurs : DAF ; 1er mai 2026',
    ],
    ['en', 'Cash of £0.3M at 30 June', 'Approve £0.4M for new servers: CFO; 1 May 2026'],
  ])('relates no %s ask to a cash flow, nor to cash smaller than the ask', (language, line, action) => {
    const slides = [
      { title: 'Finance', lines: [bullet(line)] },
      { title: 'Decisions', lines: [bullet(action)] },
    ]

    expect(weigh(slides, language, [action])).toEqual([])
  })
})
