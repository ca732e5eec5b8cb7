import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { DECK_WORDS } from './deck-words'
import { deckWordsSchema } from './deck-words/deck-words-schema'
import { en } from './deck-words/en'
import { readDeckStructure } from './read-deck-structure'
import { tableRow } from './test-support/table-row'

const rolesOf = (slides: TestSlide[], language: Language) =>
  readDeckStructure(documentOf(slides, { language })).roles.map(({ role }) => role)

describe('readDeckStructure', () => {
  test.each<[Language, TestSlide[], string]>([
    [
      'en',
      [
        { title: 'Vetlark', text: 'Series A investor presentation, 2026', role: 'cover' },
        { title: 'Agenda', text: '- Problem\n- Market', role: 'agenda' },
        { title: 'Independent clinics have a problem', text: 'Admin eats 11 hours a week' },
        { title: 'Market', text: 'TAM of $4.1B across 30,000 clinics' },
        { title: 'Competition', text: 'Three incumbents' },
        { title: 'The ask', text: 'Raising $18M to expand to Germany' },
        { title: 'Thank you — questions?', text: 'hello@vetlark.example', role: 'closing' },
      ],
      'pitch',
    ],
    [
      'es',
      [
        { title: 'Revisión trimestral de negocio — T1 2026', text: 'Espacios Nodo', role: 'cover' },
        { title: 'Resultados frente al presupuesto (k€)', text: 'Ingresos 2.840' },
        { title: 'Riesgos', text: 'Retraso de la licencia' },
        { title: 'Próximos pasos', text: 'Firmar el contrato' },
      ],
      'review',
    ],
    [
      'fr',
      [
        {
          title: 'Gestion des eaux pluviales en milieu urbain',
          text: 'Cours de master, séance 4',
          role: 'cover',
        },
        { title: 'Plan du cours', text: '- Le ruissellement', role: 'agenda' },
        { title: 'Le coefficient de ruissellement', text: 'C vaut 0,9 pour un toit' },
        { title: 'Étude de cas : le quartier des Tanneurs', text: '12 ha' },
        { title: 'Travaux dirigés et prochaine séance', text: 'Rendre le calcul' },
      ],
      'lecture',
    ],
    [
      'nl',
      [
        { title: 'Project Kompas', text: 'Memo voor het investeringscomité', role: 'cover' },
        { title: 'Samenvatting', text: 'Wij adviseren een bod van €58 mln' },
        { title: "Risico's en mitigatie", text: 'Klantconcentratie' },
      ],
      'investment-memo',
    ],
  ])('reads the genre of a %s deck from its cover and its roles', (language, slides, genre) => {
    const structure = readDeckStructure(documentOf(slides, { language }))

    expect(structure.genre).toBe(genre)
  })

  test('a deck whose words and roles say nothing has the genre other, not a guess', () => {
    const structure = readDeckStructure(
      documentOf([
        { title: 'Azure Virtual Machines', role: 'cover' },
        { title: 'Provisioning Steps', text: 'Pick an image' },
        { title: 'Availability Sets', text: 'Two fault domains' },
      ]),
    )

    expect(structure.genre).toBe('other')
  })

  test.each<[Language, TestSlide[], string[]]>([
    [
      'en',
      [
        { title: 'Board update — Q2 2026', role: 'cover' },
        { title: 'Executive summary', text: 'Revenue £41.2M, 4 % above plan' },
        { title: 'Agenda', text: '- Finance', role: 'agenda' },
        { title: 'Top risks', text: 'Cinderfall slips again' },
        { title: 'Decisions required', text: 'Approve the £6M facility' },
        { title: 'Questions and discussion', role: 'closing' },
        { title: 'Appendix A: H1 2026 cash flow (£M)', text: 'Opening cash 14.2' },
        { title: 'KPI definitions', text: 'DAU: daily active users' },
      ],
      ['cover', 'executive-summary', 'agenda', 'risks', 'ask', 'closing', 'appendix', 'appendix'],
    ],
    [
      'de',
      [
        { title: 'Produktstrategie 2027', role: 'cover' },
        { title: 'Wo wir stehen', text: 'ARR 7,9 Mio. €' },
        { title: 'Roadmap 2027', text: 'Q1 Sprache' },
        { title: 'Entscheidungsbedarf', text: 'Budget freigeben' },
        { title: 'Vielen Dank! Fragen?', role: 'closing' },
      ],
      ['cover', 'traction', 'timeline', 'ask', 'closing'],
    ],
    [
      'it',
      [
        { title: 'Meno magazzino, più margine', role: 'cover' },
        { title: 'Sintesi', text: 'Raccomandiamo l’opzione B' },
        { title: 'Tre opzioni a confronto', text: 'A, B, C' },
        { title: 'La nostra raccomandazione: opzione B', text: 'S&OP' },
        { title: 'Piano e decisioni richieste', text: 'Approvare il piano' },
      ],
      ['cover', 'executive-summary', 'options', 'recommendation', 'ask'],
    ],
  ])('reads each %s slide’s role from its title', (language, slides, roles) => {
    expect(rolesOf(slides, language)).toEqual(roles)
  })

  test.each<[Language, string, string[], string]>([
    ['en', 'Quarter in review', ['Line', 'Plan', 'Actual', 'Variance'], 'plan-vs-actual'],
    [
      'nb',
      'Kostnadsprognose (millioner kroner)',
      ['Post', 'Budsjett', 'Prognose', 'Avvik'],
      'plan-vs-actual',
    ],
    ['fr', 'Ce que nous ferons', ['Action', 'Responsable', 'Échéance'], 'next-steps'],
    ['pt', 'Depois da reunião', ['Passo', 'Responsável', 'Data'], 'next-steps'],
  ])('a %s table read by its headers gives the slide its role (“%s”)', (language, title, headers, role) => {
    const lines = [tableRow(['A', '1', '2', '3'].slice(0, headers.length), headers)]

    expect(rolesOf([{ title, lines }], language)).toEqual([role])
  })

  test.each<[Language, string]>([
    ['en', 'Summary'],
    ['nb', 'Oppsummering'],
    ['es', 'Resumen'],
  ])(
    'a %s summary slide at the end of a deck is its conclusion, at the start its executive summary',
    (language, title) => {
      const filler = Array.from({ length: 6 }, (_, index) => ({ title: `Slide ${index}`, text: 'Text' }))

      const roles = rolesOf([{ title, text: 'A' }, ...filler, { title, text: 'B' }], language)

      expect(roles[0]).toBe('executive-summary')
      expect(roles.at(-1)).toBe('conclusion')
    },
  )

  test('a lecture’s next steps are the student’s assignment', () => {
    const slides: TestSlide[] = [
      { title: 'Urban drainage', text: 'Lecture 4 of the course', role: 'cover' },
      { title: 'Learning objectives', text: 'Size a basin' },
      { title: 'Worked example: the Tanneurs district', text: '12 ha' },
      { title: 'Next steps', text: 'Hand in the sizing by Friday' },
    ]

    expect(rolesOf(slides, 'en')).toEqual(['cover', 'objectives', 'example', 'assignment'])
  })

  test('every language’s words pass the schema, and a file missing a role fails it', () => {
    expect(Object.keys(DECK_WORDS)).toHaveLength(8)
    const { risks: _missing, ...roles } = en.roles

    expect(deckWordsSchema.safeParse({ ...en, roles }).success).toBe(false)
  })
})
