import { describe, expect, test } from 'vitest'
import type { DeckRole, Language } from '../../shared'
import { bullet, documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { followOnLines } from './follow-on-lines'

// Issue 24, item 3 (decision 089): a line that takes up what the line before it names after its figure states what
// that figure leads to; each line alone is one fact.

const follow = (slides: TestSlide[], language: Language) => {
  const units = documentOf(slides, { language }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  return followOnLines(
    units,
    units.map((): DeckRole => 'content'),
    language,
  )
}

describe('followOnLines', () => {
  test.each<[Language, string[], string]>([
    [
      'nb',
      [
        'Merkostnad: 19 millioner kroner',
        'Forslag: 12 millioner kroner fra disposisjonsfondet og 7 millioner kroner i økt låneopptak',
        'Økt låneopptak gir 0,4 millioner kroner mer i årlige renter og avdrag',
      ],
      'Forslag: 12 millioner kroner fra disposisjonsfondet og 7 millioner kroner i økt låneopptak — Økt låneopptak gir 0,4 millioner kroner mer i årlige renter og avdrag',
    ],
    [
      'en',
      [
        'We will fund £2M of the gap through a revolving credit facility.',
        'Revolving credit facility interest adds £0.2M a year to costs',
      ],
      'We will fund £2M of the gap through a revolving credit facility — Revolving credit facility interest adds £0.2M a year to costs',
    ],
    [
      'de',
      [
        'Wir gewinnen 40 neue Kunden über digitale Partnerkanäle',
        'Digitale Partnerkanäle kosten 120 € Provision je Abschluss',
      ],
      'Wir gewinnen 40 neue Kunden über digitale Partnerkanäle — Digitale Partnerkanäle kosten 120 € Provision je Abschluss',
    ],
  ])('joins a line to the next one that takes up what it names (%s)', (language, lines, text) => {
    const [insight] = follow([{ title: 'Finansiering', lines: lines.map(bullet) }], language)

    expect(insight?.text).toBe(text)
    expect(insight?.subject).toBe('')
    expect(insight?.derived).toEqual([])
  })

  test.each<[Language, TestSlide[]]>([
    // Two lines opening alike are parallel, not a chain.
    [
      'en',
      [
        {
          title: 'Sales',
          lines: ['Enterprise sales grew 12% in Q2', 'Enterprise sales reached £4M'].map(bullet),
        },
      ],
    ],
    // The phrase stands before the first line's figure: it is that line's subject, not what it leads to.
    [
      'es',
      [
        {
          title: 'Ventas',
          lines: ['Ventas online: 2,1 M€ en el trimestre', 'Ventas online por socio: 45 € al mes'].map(
            bullet,
          ),
        },
      ],
    ],
    // The next line adds no figure of its own.
    [
      'fr',
      [
        {
          title: 'Budget',
          lines: [
            'Le budget prévoit 3 M€ pour les toitures végétalisées',
            'Toitures végétalisées : 3 M€ prévus',
          ].map(bullet),
        },
      ],
    ],
    // Two slides are not one slide's chain.
    [
      'nb',
      [
        { title: 'A', lines: [bullet('Forslag: 7 millioner kroner i økt låneopptak')] },
        { title: 'B', lines: [bullet('Økt låneopptak gir 0,4 millioner kroner i renter')] },
      ],
    ],
  ])('finds none where the next line does not take up the first (%s)', (language, slides) => {
    expect(follow(slides, language)).toEqual([])
  })
})
