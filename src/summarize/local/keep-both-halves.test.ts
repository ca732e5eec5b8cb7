import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'

const cover: TestSlide = { title: 'Cover', text: 'Cover', role: 'cover' }

// Issue 24, reader r-m1 (how-we-refactor slide 8): the entry kept the root-canal caption and lost the flossing one,
// so it named the design the talk argues against.
describe('a slide contrasting two things keeps both halves', () => {
  test.each<[Language, string, string, string]>([
    [
      'en',
      'If floss refactoring is more common, then tools should support that strategy',
      'A tool user interface optimized for root canals',
      'A tool user interface optimized for flossing',
    ],
    [
      'de',
      'Wenn Refactoring nebenbei häufiger ist, sollten Werkzeuge diese Strategie unterstützen',
      'Eine Werkzeugoberfläche optimiert für große Umbauten',
      'Eine Werkzeugoberfläche optimiert für kleine Schritte',
    ],
    [
      'fr',
      'Si le refactoring au fil de l’eau domine, les outils doivent soutenir cette stratégie',
      'Une interface d’outil optimisée pour les grands chantiers',
      'Une interface d’outil optimisée pour les petits pas',
    ],
  ])(
    'a %s slide of a claim over two parallel captions keeps both captions',
    async (language, claim, one, other) => {
      const slides = [
        cover,
        { title: 'Importance', lines: [paragraph(claim), paragraph(one), paragraph(other)] },
      ]

      const entry = (await entriesOf(slides, language))[1]!

      expect(entry).toContain(one)
      expect(entry).toContain(other)
      expect(entry.indexOf(one)).toBeLessThan(entry.indexOf(other))
    },
  )

  test.each<[Language, string[]]>([
    [
      'en',
      [
        'To understand something, we study it from one perspective.',
        'When we study from different perspectives, our understanding grows richer.',
        'Much of what we know about how programmers work comes from a small number of sources.',
        'Here, I discuss new findings.',
      ],
    ],
    [
      'es',
      [
        'Para entender algo, estudiamos desde una sola perspectiva.',
        'Cuando estudiamos desde perspectivas distintas, entendemos mucho mejor.',
        'Casi todo lo que sabemos sobre cómo trabajan los programadores viene de pocas fuentes.',
        'Aquí presento resultados nuevos.',
      ],
    ],
    [
      'nl',
      [
        'Om iets te begrijpen, bestuderen we het vanuit één perspectief.',
        'Als we het bestuderen vanuit verschillende perspectieven, begrijpen we het beter.',
        'Veel van wat we weten over hoe programmeurs werken, komt uit weinig bronnen.',
        'Hier bespreek ik nieuwe resultaten.',
      ],
    ],
  ])('a %s picture slide said by its notes keeps the turn after the first half', async (language, notes) => {
    const slides = [
      cover,
      { title: '', text: '', notes: notes.join('\n'), visuals: [{ kind: 'picture' as const }] },
    ]

    const entry = (await entriesOf(slides, language))[1]!

    expect(entry).toContain(notes[0]!)
    expect(entry).toContain(notes[1]!)
  })

  test('three parallel lines are a list, not a pair: none is joined to another', async () => {
    const lines = [
      'Average scores around age 1, relative to children of graduate parents',
      'Average scores around age 2, relative to children of graduate parents',
      'Average scores around age 4, relative to children of graduate parents',
    ]
    const slides = [cover, { title: 'Scores', lines: lines.map(paragraph) }]

    const entry = (await entriesOf(slides, 'en'))[1]!

    expect(entry).not.toMatch(/parents; Average/u)
  })
})
