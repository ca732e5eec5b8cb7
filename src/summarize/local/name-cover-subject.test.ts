import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import {
  boxedParagraph,
  bullet,
  documentOf,
  paragraph,
  type TestSlide,
} from '../../shared/test-support/document-of'
import type { SummaryUnit } from './collect-passages'
import { readCoverSubject, withSubjectNamed } from './name-cover-subject'
import { readDeckStructure } from './read-deck-structure'
import { createLocalProvider } from './index'

// Reader r-n2: the bus-fleet deck's overall summary never said it was about a maintenance programme for a bus
// fleet, the workforce talk's never that it calls for a movement: the point came without its subject.

const subjectOf = (slides: TestSlide[], language: Language) => {
  const document = documentOf(slides, { language })
  const units: SummaryUnit[] = document.slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  const roles = readDeckStructure(document).roles.map(({ role }) => role)
  return readCoverSubject(units, roles, language)
}

const point = (text: string) => ({ text, slides: [9], indices: [] as number[] })

describe('the deck’s subject named before its point', () => {
  test.each<[Language, string, string, string, string]>([
    [
      'en',
      'A Maintenance Program for a bus fleet',
      'Lessons from a Potential CDM Project in India',
      'Kaushik Deb, TERI',
      'Baselines: Carry out pilot tests to estimate fuel efficiency gains',
    ],
    [
      'de',
      'Ein Wartungsprogramm für eine Busflotte',
      'Lehren aus einem möglichen CDM-Projekt in Indien',
      'Kaushik Deb, TERI',
      'Basislinien: Pilottests zur Schätzung der Einsparung machen',
    ],
    [
      'fr',
      'Un programme de maintenance pour une flotte de bus',
      'Leçons d’un projet MDP possible en Inde',
      'Kaushik Deb, TERI',
      'Références : faire des essais pilotes pour estimer les gains',
    ],
  ])(
    'a %s point that does not name the cover’s subject gets it, with the subtitle, never the presenter',
    (language, title, subtitle, presenter, lesson) => {
      const subject = subjectOf(
        [
          {
            title,
            role: 'cover',
            lines: [
              boxedParagraph(0, 'TERI · Transport and Urban Governance Division'),
              boxedParagraph(0, subtitle),
              boxedParagraph(0, presenter),
            ],
          },
          { title: 'Lessons', text: `- ${lesson}` },
        ],
        language,
      )

      const named = withSubjectNamed(point(lesson), subject!, language)

      expect(named.text).toBe(`${title} (${subtitle}) — ${lesson}`)
      expect(named.slides).toEqual([1, 9])
    },
  )

  test.each<[Language, string, string]>([
    [
      'en',
      'How We Refactor, and How We Know It',
      'The more ways we look at how people refactor, the more we know',
    ],
    ['nl', 'Onderhoud van de busvloot', 'Het onderhoud van de busvloot bespaart 5 % brandstof'],
    ['es', 'Mantenimiento de la flota de autobuses', 'El mantenimiento de la flota ahorra un 5 % de gasóleo'],
  ])('a %s point that names the subject already is left as it is', (language, title, stated) => {
    const subject = subjectOf(
      [
        { title, role: 'cover' },
        { title: 'B', text: '- x' },
      ],
      language,
    )

    const named = withSubjectNamed(point(stated), subject!, language)

    expect(named.text).toBe(stated)
    expect(named.slides).toEqual([9])
  })

  test.each<[Language, string[], string, string]>([
    [
      'en',
      [
        'Addressing the American Challenge:',
        'A 21st Century Social Movement',
        'for Birth-to-Career Excellence with Equity',
      ],
      'Annual Meeting in New Orleans, October 29, 2012',
      'Addressing the American Challenge: A 21st Century Social Movement for Birth-to-Career Excellence with Equity',
    ],
    [
      'it',
      ['La sfida italiana:', 'un movimento sociale per il secolo', 'dalla nascita alla carriera'],
      'Assemblea annuale a Bologna, 29 ottobre 2012',
      'La sfida italiana: un movimento sociale per il secolo dalla nascita alla carriera',
    ],
    [
      'pt',
      ['O desafio português:', 'um movimento social do século', 'do nascimento à carreira'],
      'Reunião anual em Lisboa, 29 de outubro de 2012',
      'O desafio português: um movimento social do século do nascimento à carreira',
    ],
  ])(
    'a %s first slide of loose text boxes and no title is the cover: its longest phrase, wrapped lines joined',
    (language, wrapped, meeting, expected) => {
      const subject = subjectOf(
        [
          {
            title: '',
            lines: [
              boxedParagraph(1, 'Harvard University'),
              boxedParagraph(2, meeting),
              ...wrapped.map((line) => boxedParagraph(0, line)),
              boxedParagraph(0, 'Ronald F. Ferguson'),
            ],
          },
          { title: 'B', text: '- x' },
        ],
        language,
      )

      expect(subject?.text).toBe(expected)
    },
  )

  test.each<[Language, string]>([
    ['en', 'Today’s session'],
    ['fr', 'Séance du jour'],
    ['de', 'Heutige Sitzung'],
  ])('a %s first slide of bullets is no cover, and a bare name says no subject', (language, title) => {
    const bullets = subjectOf(
      [
        { title, lines: [bullet('To provide an overview of the review process')] },
        { title: 'B', text: '- x' },
      ],
      language,
    )
    const name = subjectOf(
      [
        { title: 'Vetlark', role: 'cover', lines: [paragraph('Series A')] },
        { title: 'B', text: '- x' },
      ],
      language,
    )

    expect(bullets).toBeUndefined()
    expect(name).toBeUndefined()
  })
})

describe('the overall summary’s first takeaway', () => {
  const summarise = (slides: TestSlide[], language: Language) =>
    createLocalProvider().summarize(documentOf(slides, { language }), { documentType: 'presentation' })

  // Each deck's lessons in its own language: a line in another language reads as no statement of the deck's.
  const items: Partial<Record<Language, string>> = {
    en: '- Baselines\n  - Carry out pilot tests\n- Leakages\n  - Captive fleet',
    fr: '- Références\n  - Faire des essais pilotes\n- Fuites\n  - Flotte captive',
    nb: '- Grunnlinjer\n  - Gjør pilotforsøk på bussene\n- Lekkasjer\n  - Egen flåte',
  }
  const deck = (
    title: string,
    subtitle: string,
    lessons: string,
    closing: TestSlide,
    language: Language,
  ): TestSlide[] => [
    { title, role: 'cover', lines: [boxedParagraph(0, subtitle)] },
    { title: 'Urban transport', text: '- Large urban population\n- High vehicle density in cities' },
    { title: 'Policy response', text: '- Technology based response\n- Little demand management' },
    { title: 'Project structure', text: '- Public bus company\n- Owned by the city' },
    { title: 'Design issues', text: '- Project boundary is the company\n- Crediting period of ten years' },
    { title: lessons, text: items[language]! },
    closing,
  ]

  test.each<[Language, string, string, string]>([
    ['en', 'A maintenance programme for a bus fleet', 'Lessons from a carbon project in India', 'Lessons'],
    ['fr', 'Un programme de maintenance de bus', 'Leçons d’un projet carbone en Inde', 'Leçons'],
    ['nb', 'Et vedlikeholdsprogram for busser', 'Lærdommer fra et klimaprosjekt i India', 'Lærdommer'],
  ])(
    'a %s deck that concludes without naming its subject opens on its cover’s subject',
    async (language, title, subtitle, lessons) => {
      const summary = await summarise(
        deck(title, subtitle, lessons, { title: 'Q&A', role: 'closing' }, language),
        language,
      )

      expect(summary.overallSummary.keyTakeaways[0]?.startsWith(`${title} (${subtitle}) — `)).toBe(true)
    },
  )
})
