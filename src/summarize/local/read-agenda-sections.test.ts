import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { collectPassages, type SummaryUnit } from './collect-passages'
import { readAgendaSections } from './read-agenda-sections'

function entriesOf(slides: TestSlide[], language: Language): Map<number, string> {
  const units: SummaryUnit[] = documentOf(slides, { language }).slides.map((slide) => ({
    ...slide,
    pages: [slide.number],
  }))
  return readAgendaSections(units, collectPassages(units, language), language)
}

const agenda = (items: string[]): TestSlide => ({
  title: 'Agenda',
  role: 'agenda',
  lines: items.map((text, at) => ({ kind: 'agenda', text: `${at + 1}. ${text}` })),
})
const content = (title: string): TestSlide => ({
  title,
  lines: [{ kind: 'bullet', text: `${title}: a line about it with 2 figures and 3 words.`, level: 0 }],
})

describe('readAgendaSections', () => {
  test.each<[Language, string[], string]>([
    ['en', ['Welcome', 'Results', 'Risks', 'Next steps'], 'Next: '],
    ['fr', ['Accueil', 'Résultats', 'Risques', 'Prochaines étapes'], 'Ensuite : '],
    ['nl', ['Welkom', 'Resultaten', 'Risico’s', 'Volgende stappen'], 'Hierna: '],
  ])(
    'a %s agenda shown again opens the next item even when no title shares its words, in order',
    (language, items, phrase) => {
      const slides = [
        agenda(items),
        content('Alpha'),
        agenda(items),
        content('Beta'),
        agenda(items),
        content('Gamma'),
      ]

      const entries = entriesOf(slides, language)

      expect(entries.get(0)).toBe(items.join('; '))
      expect(entries.get(2)).toBe(`${phrase}${items[1]} — Beta`)
      expect(entries.get(4)).toBe(`${phrase}${items[2]} — Gamma`)
    },
  )

  test.each<[Language, string[]]>([
    ['en', ['Welcome', 'Market size', 'Pricing model', 'Team and hiring']],
    ['de', ['Begrüßung', 'Marktgröße', 'Preismodell', 'Team und Einstellungen']],
    ['it', ['Benvenuto', 'Dimensione del mercato', 'Modello di prezzo', 'Team e assunzioni']],
  ])('a %s agenda shown again skips to the item its section’s titles name', (language, items) => {
    const slides = [
      agenda(items),
      content('Intro'),
      agenda(items),
      content(items[2]!),
      agenda(items),
      content(items[3]!),
    ]

    const entries = entriesOf(slides, language)

    expect(entries.get(2)).toContain(items[2])
    expect(entries.get(2)).not.toContain(' — ')
    expect(entries.get(4)).toContain(items[3])
  })

  // Issue 24, reader r-m1 (OWASP 2025, ten showings of the agenda): "Next: How the 2025 List Was Built" alone is
  // an agenda line; the titles of the slides it opens say what the section holds.
  test.each<[Language, string[], string[]]>([
    [
      'en',
      ['Welcome', 'How the list was built', 'What changed'],
      ['Community process', 'Project team', 'Status'],
    ],
    [
      'de',
      ['Begrüßung', 'Wie die Liste entstand', 'Was sich änderte'],
      ['Offener Prozess', 'Projektteam', 'Stand'],
    ],
    [
      'es',
      ['Bienvenida', 'Cómo se hizo la lista', 'Qué cambió'],
      ['Proceso abierto', 'Equipo', 'Estado actual'],
    ],
  ])(
    'a %s agenda shown again names the slides of the section it opens, each once',
    (language, items, titles) => {
      const slides = [
        agenda(items),
        content('Intro'),
        agenda(items),
        content(titles[0]!),
        content(titles[1]!),
        content(titles[1]!),
        content(titles[2]!),
        agenda(items),
        content(items[2]!),
      ]

      const entries = entriesOf(slides, language)

      expect(entries.get(2)).toContain(items[1])
      expect(entries.get(2)!.endsWith(titles.join('; '))).toBe(true)
      expect(entries.get(7)).not.toContain(' — ')
    },
  )

  test('an agenda shown once lists its items once and opens nothing', () => {
    const entries = entriesOf([agenda(['One', 'Two', 'Three']), content('Alpha')], 'en')

    expect([...entries]).toEqual([[0, 'One; Two; Three']])
  })
})
