import { describe, expect, test } from 'vitest'
import { bullet, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { statesChange } from './state-point'
import { stateDeckSubject } from './state-deck-subject'
import { lineStarting, overallLinesOf, pointOf as statedPointOf } from './test-support/overall-lines-of'

// Issue 24, item 2: a deck that states no summary, recommendation, ask, conclusion or cover claim still has a
// point: what it is for (the list it presents, the thing it describes), with the target it states.

const subjectOf = (slides: TestSlide[], language: 'en' | 'de' | 'es' | 'pt' | 'nl' | 'fr') => {
  const lines = overallLinesOf(slides, language)
  return stateDeckSubject(lines.units, lines.roles, language)
}
const pointOf = (slides: TestSlide[], language: 'en' | 'de' | 'es' | 'pt' | 'nl') => {
  const lines = overallLinesOf(slides, language)
  return {
    lines,
    point: statedPointOf(lines, language),
  }
}

describe('stateDeckSubject', () => {
  test('states the list a deck presents, whose items are its later slides (en, an OWASP-like top five)', () => {
    const items = ['W01 Broken Hinges', 'W02 Loose Screws', 'W03 Cracked Panels', 'W04 Worn Bearings']
    const subject = subjectOf(
      [
        { title: 'The Widget Top Five 2026', role: 'cover', lines: [paragraph('Ana Ruiz and Li Wei')] },
        { title: 'Agenda', role: 'agenda', lines: items.map((item) => ({ kind: 'agenda', text: item })) },
        { title: 'The Widget Top Five 2026', lines: items.map(bullet) },
        ...items.map((item) => ({ title: item, lines: [bullet(`Seen in 40% of the workshops we visited`)] })),
      ],
      'en',
    )

    expect(subject?.text).toBe(`The Widget Top Five 2026: ${items.join('; ')}`)
    expect(subject?.slides).toEqual([3])
  })

  test("states a divider's list with the target the deck sets (de, strategic bets and 12,1 Mio. € ARR)", () => {
    const subject = subjectOf(
      [
        { title: 'Produktstrategie 2027', role: 'cover', lines: [paragraph('Leipzig, 9. Oktober 2026')] },
        { title: 'Wo wir stehen', lines: [bullet('Wir haben 8.600 zahlende Betriebe in Sachsen')] },
        {
          title: 'Drei strategische Wetten für 2027',
          role: 'divider',
          lines: [paragraph('Angebote per Sprache · Digitale Rechnung · Anbindung an den Großhandel')],
        },
        { title: 'Wette 1: Angebote per Sprache', lines: [bullet('Pilot mit 40 Betrieben')] },
        { title: 'Wette 2: Digitale Rechnung ohne Aufpreis', lines: [bullet('Im Basispaket enthalten')] },
        { title: 'Wette 3: Anbindung an den Großhandel', lines: [bullet('Provision von 1,5 %')] },
        { title: 'ARR-Plan', lines: [bullet('Ziel Ende 2027: 12,1 Mio. € ARR')] },
      ],
      'de',
    )

    expect(subject?.text).toBe(
      'Drei strategische Wetten für 2027: Angebote per Sprache; Digitale Rechnung; Anbindung an den Großhandel — Ziel Ende 2027: 12,1 Mio. € ARR',
    )
    expect(subject?.slides).toEqual([3, 7])
  })

  test('states what the described thing is from the slide titled as the cover (es)', () => {
    const subject = subjectOf(
      [
        { title: 'Plataforma Nube', role: 'cover', lines: [paragraph('[Nombre del instructor]')] },
        { title: 'Temas', role: 'agenda', lines: [{ kind: 'agenda', text: 'Conceptos' }] },
        {
          title: 'Plataforma Nube',
          lines: [
            bullet('Un orquestador de servicios sobre un clúster gestionado de máquinas'),
            bullet('Se ejecuta en la nube, en local o en otras nubes'),
            bullet('Usada por varios servicios, entre ellos:'),
          ],
        },
        { title: 'Conceptos', lines: [bullet('Nodos, servicios y particiones')] },
      ],
      'es',
    )

    expect(subject?.text).toBe(
      'Plataforma Nube: Un orquestador de servicios sobre un clúster gestionado de máquinas; Se ejecuta en la nube, en local o en otras nubes',
    )
  })

  // Reader r-c3: a programme's closing copy of its cover ("Programa: Colaboração do Gabinete do Vice-Prefeito; Juarez
  // …") was stated as what the deck is for.
  test.each([
    ['pt', 'Programa', ['Colaboração do Gabinete do Vice-Prefeito', 'João Silva'], 'Metas do programa'],
    ['en', 'Partnership', ['Office of the Deputy Mayor', 'Jane Doe'], 'Goals of the partnership'],
    ['de', 'Bündnis', ['Büro des Bürgermeisters', 'Erika Muster'], 'Ziele des Bündnisses'],
  ] as const)(
    'never states a later copy of the cover as what the deck is for (%s)',
    (language, title, credits, goals) => {
      const cover = { title, role: 'cover' as const, lines: credits.map(paragraph) }
      const subject = subjectOf(
        [
          cover,
          { title: goals, lines: [bullet('12 neighbourhoods, 5 areas of work')] },
          { ...cover, role: undefined },
        ],
        language,
      )

      expect(subject?.text ?? '').not.toContain(credits[1])
    },
  )

  test("never takes an agenda or a diagram's repeated labels for the deck's list (en)", () => {
    const subject = subjectOf(
      [
        { title: 'Fabric training', role: 'cover', lines: [paragraph('[Instructor name]')] },
        {
          title: 'Topics',
          role: 'agenda',
          lines: ['Service Models', 'Reliable Services', 'Cluster Setup'].map((text) => ({
            kind: 'agenda',
            text,
          })),
        },
        { title: 'Concepts', lines: ['Service', 'Service', 'Cluster', 'Models'].map(paragraph) },
        { title: 'Service Models', lines: [bullet('Two programming models')] },
        { title: 'Reliable Services', lines: [bullet('Stateless and stateful')] },
        { title: 'Cluster Setup', lines: [bullet('One or five nodes')] },
      ],
      'en',
    )

    expect(subject).toBeUndefined()
  })

  test.each([
    [
      'en',
      'Conclusion',
      'In the present crisis the flight is of capital, not of people, and its contagion may be no less damaging.',
      'In halting future financial epidemics, the lessons from other networks must not be forgotten.',
      'References',
    ],
    [
      'fr',
      'Conclusion',
      'Dans la crise actuelle, ce sont les capitaux qui fuient, et la contagion peut être tout aussi grave.',
      'Pour arrêter les prochaines épidémies financières, il ne faut pas oublier les leçons des autres réseaux.',
      'Bibliographie',
    ],
    [
      'de',
      'Fazit',
      'In der jetzigen Krise flieht das Kapital, nicht die Menschen, und die Ansteckung ist kaum weniger schädlich.',
      'Um künftige Finanzepidemien aufzuhalten, dürfen die Lehren aus anderen Netzwerken nicht vergessen werden.',
      'Literatur',
    ],
  ] as const)(
    "states a speech's conclusion, the last sentence under its heading, not the references after it (%s)",
    (language, heading, first, last, references) => {
      const subject = subjectOf(
        [
          {
            title: 'Rethinking the network',
            lines: [
              paragraph(
                'The network grew complex and homogeneous over two decades of innovation and growth.',
              ),
            ],
          },
          {
            title: 'Policy',
            lines: [
              paragraph(
                'Three prescriptions follow from this for the regulators of the financial system today.',
              ),
              paragraph(heading),
              paragraph(first),
              paragraph(last),
              paragraph(references),
              paragraph(
                'Haldane, A (2009), Why banks failed the stress test, Bank of England, London, speech 374.',
              ),
            ],
          },
        ],
        language,
      )

      expect(subject?.text).toBe(last)
    },
  )
})

describe('statePoint: what the point rests on', () => {
  test('states an ask with the change it pays for, from a divider (pt, 312.000 € to reach 20 escolas)', () => {
    const { point } = pointOf(
      [
        { title: 'Ler Mais', role: 'cover', lines: [paragraph('Setúbal, março de 2026')] },
        {
          title: 'O projeto 2026–2029',
          role: 'divider',
          lines: [paragraph('De 9 para 20 escolas em três anos')],
        },
        { title: 'Resultados', lines: [bullet('Os clubes acompanharam 1.240 crianças desde 2022')] },
        { title: 'O pedido', lines: [bullet('Pedimos 312.000 € em três anos letivos')] },
      ],
      'pt',
    )

    expect(point?.text).toContain('Pedimos 312.000 € em três anos letivos; de 9 para 20 escolas em três anos')
    expect(point?.slides).toEqual([2, 4])
  })

  test('states a recommendation with the finding it answers (en, a smaller box and retention down to 48%)', () => {
    const { point } = pointOf(
      [
        { title: 'Member research', role: 'cover', lines: [paragraph('Readout, 24 March 2026')] },
        {
          title: 'Members still active',
          lines: [
            bullet('12-month retention fell from 55% to 48%'),
            bullet('The gap opens after the discount'),
          ],
        },
        { title: 'What keeps members', lines: [bullet('Tasting events keep 74% of attendees a year later')] },
        {
          title: 'Recommendations',
          lines: [bullet('Launch a 3-bottle box for one- and two-person households')],
        },
      ],
      'en',
    )

    expect(point?.text).toBe(
      '12-month retention fell from 55% to 48%. Launch a 3-bottle box for one- and two-person households',
    )
  })

  test("skips a summary's line that restates the one before, so the return joins the proposal (nl)", () => {
    const { point } = pointOf(
      [
        { title: 'Project Kompas', role: 'cover', lines: [paragraph('Investeringscomité, 3 juni 2026')] },
        {
          title: 'Samenvatting',
          // As ingest writes a slide's bullets: one "- " line each.
          text: [
            'Wij stellen voor 70 % van Glimlach te kopen voor €58 mln aan ondernemingswaarde',
            'Dat is 9,5x de EBITDA van 2025 (€6,1 mln)',
            'Eigen vermogen van het fonds: €31 mln; de rest komt van de bank',
            'Basisscenario: een IRR van 24 % in vijf jaar',
          ]
            .map((line) => `- ${line}`)
            .join('\n'),
        },
        { title: 'Het bedrijf', lines: [bullet('26 praktijken in Overijssel en Gelderland')] },
      ],
      'nl',
    )

    expect(point?.text).toBe(
      'Wij stellen voor 70 % van Glimlach te kopen voor €58 mln aan ondernemingswaarde. Eigen vermogen van het fonds: €31 mln; de rest komt van de bank. Basisscenario: een IRR van 24 % in vijf jaar',
    )
  })
})

describe('statesChange', () => {
  test.each([
    ['en', '12-month retention fell from 55% to 48%', true],
    ['pt', 'De 9 para 20 escolas em três anos letivos', true],
    ['de', 'Zeit pro Angebot sinkt von 38 auf 12 Minuten', true],
    ['it', 'Catalogo da 890 a 578 articoli entro il 2027', true],
    ['en', 'Overall NPS: 32, down from 36 in the 2025 survey', false],
    ['es', 'Preventa de puestos: 61 de 190', false],
  ])('(%s) "%s" states a change: %s', (_language, text, expected) => {
    expect(statesChange(text)).toBe(expected)
  })
})

// The fixtures' lines are found by their start: a renamed line fails here, not silently.
test('the fixture helper finds lines by their start', () => {
  const lines = overallLinesOf([{ title: 'Markt', lines: [bullet('Der Markt wächst um 12 %')] }], 'de')
  expect(lines.passages[lineStarting(lines, 'Der Markt')]!.brief).toBe('Der Markt wächst um 12 %')
})

describe('a list named by section dividers', () => {
  test.each<['en' | 'es' | 'nl', string, string[], [string, string][]]>([
    [
      'en',
      'Three major changes',
      ['Tungsten Phase 2', 'Additional performance improvements.', 'Structured Streaming'],
      [
        ['Phase 2', 'Tungsten'],
        ['For an additional 10x improvement', ''],
        ['Streaming', 'Structured'],
      ],
    ],
    [
      'es',
      'Tres grandes cambios',
      ['Tungsteno fase 2', 'Mejoras adicionales', 'Transmisión estructurada'],
      [
        ['Fase 2', 'Tungsteno'],
        ['Para una mejora adicional', ''],
        ['Transmisión', 'Estructurada'],
      ],
    ],
    [
      'nl',
      'Drie grote veranderingen',
      ['Tungsten fase 2', 'Extra prestatieverbeteringen', 'Gestructureerde streaming'],
      [
        ['Fase 2', 'Tungsten'],
        ['Voor een extra prestatieverbetering', ''],
        ['Streaming', 'Gestructureerde'],
      ],
    ],
  ])(
    'states a %s list whose items are named by dividers’ titles and subtitles, or by a later title’s inflected words',
    (language, title, items, sections) => {
      const subject = subjectOf(
        [
          { title: 'Spark 2.0', role: 'cover', lines: [paragraph('Chicago, 18 May 2016')] },
          { title, lines: [paragraph('Spark 2.0'), ...items.map(bullet)] },
          ...sections.map(([name, subtitle]) =>
            subtitle === ''
              ? { title: name, lines: [bullet('Removing hot spots gains only a few percent')] }
              : { title: name, role: 'divider' as const, lines: [paragraph(subtitle)] },
          ),
        ],
        language,
      )

      expect(subject?.text).toBe(`${title}: ${items.map((item) => item.replace(/\.$/u, '')).join('; ')}`)
    },
  )

  // An explainer deck (a tutorial, a product talk) says early what its subject is and what it offers; the slides
  // after it are its examples, none of which is what the deck is for.
  test.each<['en' | 'fr' | 'de', string, string, string[], string]>([
    [
      'en',
      'Quillshell for Linux and macOS',
      'Why Quillshell?',
      ['Easy automation for operations teams', 'Consistent command naming'],
      'Quillshell is a command line tool designed to make administrators and developers more productive.',
    ],
    [
      'fr',
      'Quillshell pour Linux et macOS',
      'Pourquoi Quillshell ?',
      ["L'automatisation simple pour les équipes d'exploitation", 'Des commandes nommées de façon cohérente'],
      'Quillshell est un outil en ligne de commande conçu pour rendre les administrateurs plus productifs.',
    ],
    [
      'de',
      'Quillshell für Linux und macOS',
      'Warum Quillshell?',
      ['Einfache Automatisierung für den Betrieb', 'Einheitliche Namen für Befehle'],
      'Quillshell ist ein Kommandozeilenwerkzeug, das Administratoren und Entwickler produktiver machen soll.',
    ],
  ])(
    "states the sentence that defines the cover's subject (first slide's notes), then the list it offers (%s)",
    (language, cover, title, items, definition) => {
      const examples = ['Get-Item', 'Sort-Item', 'Find-Item'].map((name) => ({
        title: `${name}`,
        lines: [bullet(`${name} a.txt: 24`), bullet(`${name} b.txt: 31`)],
      }))
      const subject = subjectOf(
        [
          { title: cover, role: 'cover', lines: [paragraph('Jo Park')] },
          { title, lines: items.map(bullet), notes: `${definition} It works with the tools you have.` },
          { title: 'Three commands', lines: ['Get-Item', 'Sort-Item', 'Find-Item'].map(bullet) },
          ...examples,
        ],
        language,
      )

      expect(subject?.text).toBe(
        `${definition.replace(/\.$/u, '')} — Three commands: Get-Item; Sort-Item; Find-Item`,
      )
      expect(subject?.slides).toEqual([2, 3])
    },
  )

  test('takes no definition of another thing than the cover names (en)', () => {
    const subject = subjectOf(
      [
        { title: 'Quillshell for Linux', role: 'cover', lines: [paragraph('Jo Park')] },
        {
          title: 'Background',
          lines: [bullet('A pipeline is a chain of commands that pass objects from one to the next one')],
        },
      ],
      'en',
    )

    expect(subject?.text ?? '').not.toContain('A pipeline is')
  })
})
