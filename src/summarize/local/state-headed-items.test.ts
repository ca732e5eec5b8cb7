import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import type { TestSlide } from '../../shared/test-support/document-of'
import { overallLinesOf, pointOf } from './test-support/overall-lines-of'

// Reader r-n2: a conclusion written as headings over their items ("Baselines" / "Carry out pilot tests…",
// "Leakages" / "Captive fleet…") was said by its first item alone, and a closing exclamation led it.

const topics: TestSlide[] = [
  { title: 'Urban transport', text: '- Large urban population\n- High vehicle density' },
  { title: 'Policy response', text: '- Technology based response\n- Little demand management' },
  { title: 'Project structure', text: '- Public bus company\n- Owned by the city' },
  { title: 'Design issues', text: '- Project boundary\n- Crediting period' },
]

const deck = (lessons: string, body: string[], closing: string): TestSlide[] => [
  { title: 'A maintenance programme for a bus fleet', role: 'cover' },
  ...topics,
  { title: lessons, text: body.join('\n') },
  { title: closing },
]

describe('a conclusion in headings over their items', () => {
  test.each<[Language, string, string[], string, string]>([
    [
      'en',
      'Lessons',
      [
        '- Baselines',
        '  - Carry out pilot tests',
        '- Monitoring and verification costs: Data already monitored; Audited',
      ],
      'Structure the project well!!!',
      'Baselines: Carry out pilot tests; Monitoring and verification costs: Data already monitored',
    ],
    [
      'es',
      'Lecciones',
      [
        '- Líneas base',
        '  - Hacer pruebas piloto',
        '- Costes de seguimiento y verificación: Datos ya medidos; Auditados',
      ],
      '¡Estructurar bien el proyecto!!',
      'Líneas base: Hacer pruebas piloto; Costes de seguimiento y verificación: Datos ya medidos',
    ],
    [
      'nl',
      'Lessen',
      [
        '- Referentie',
        '  - Proeven uitvoeren',
        '- Kosten van monitoring en verificatie: Gegevens al gemeten; Geaudit',
      ],
      'Structureer het project goed!!',
      'Referentie: Proeven uitvoeren; Kosten van monitoring en verificatie: Gegevens al gemeten',
    ],
  ])(
    'a %s conclusion says every heading with its first item, also one already read with its items',
    (language, lessons, body, closing, expected) => {
      const point = pointOf(overallLinesOf(deck(lessons, body, closing), language), language)

      expect(point?.text).toBe(expected)
    },
  )

  test.each<[Language, string, string[], string]>([
    [
      'en',
      'Lessons',
      ['- Baselines', '  - Carry out pilot tests', '- Leakages', '  - Captive fleet'],
      'The project pays back in year three',
    ],
    [
      'fr',
      'Leçons',
      ['- Références', '  - Faire des essais pilotes', '- Fuites', '  - Flotte captive'],
      'Le projet est rentable en trois ans',
    ],
    [
      'de',
      'Lessons learned',
      ['- Basislinien', '  - Pilottests machen', '- Verluste', '  - Eigene Flotte'],
      'Das Projekt ist in drei Jahren bezahlt',
    ],
  ])(
    'a %s closing title that states a claim, no exclamation, still leads the conclusion',
    (language, lessons, body, closing) => {
      const point = pointOf(overallLinesOf(deck(lessons, body, closing), language), language)

      expect(point?.text.startsWith(`${closing} — `)).toBe(true)
    },
  )
  // Reader r-o2: "Additionality: Comprehensive I&C regime proposed in India" without its "But no maintenance
  // guidelines" says the barrier, not why the project qualifies.
  test.each<[Language, string, string[], string]>([
    [
      'en',
      'Lessons',
      [
        '- Baselines',
        '  - Carry out pilot tests',
        '- Additionality',
        '  - A regime is proposed',
        '  - But no guidelines',
      ],
      'Baselines: Carry out pilot tests; Additionality: A regime is proposed, but no guidelines',
    ],
    [
      'fr',
      'Leçons',
      [
        '- Références',
        '  - Faire des essais pilotes',
        '- Additionnalité',
        '  - Un régime est proposé',
        '  - Mais aucune règle',
      ],
      'Références: Faire des essais pilotes; Additionnalité: Un régime est proposé, mais aucune règle',
    ],
    [
      'de',
      'Lessons learned',
      [
        '- Basislinien',
        '  - Pilottests machen',
        '- Zusätzlichkeit',
        '  - Ein Regime ist geplant',
        '  - Aber keine Vorgaben',
      ],
      'Basislinien: Pilottests machen; Zusätzlichkeit: Ein Regime ist geplant, aber keine Vorgaben',
    ],
  ])('a %s heading says its item with the contrast that turns it', (language, lessons, body, expected) => {
    const point = pointOf(
      overallLinesOf(deck(lessons, body, 'Structure the project well!'), language),
      language,
    )

    expect(point?.text).toBe(expected)
  })
})
