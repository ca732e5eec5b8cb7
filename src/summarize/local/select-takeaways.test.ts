import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import {
  boxedBullet,
  boxedParagraph,
  bulletLines as bullets,
  paragraph,
  type TestSlide,
} from '../../shared/test-support/document-of'
import { selectActions } from './select-actions'
import { selectTakeaways } from './select-takeaways'
import { lineStarting, overallLinesOf, pointOf } from './test-support/overall-lines-of'

// Issue 24, item 2: after the point, the takeaways are composed from the roles: the headline figures of the
// results and financial slides, then the main risk when the deck states one. Never an agenda line.

function takeawaysOf(slides: TestSlide[], language: Language) {
  const lines = overallLinesOf(slides, language)
  const point = pointOf(lines, language)
  const actions = selectActions(lines, point)
  const taken = new Set(actions.indices)
  const selected = selectTakeaways(lines, point, taken, actions.facts)
  return { lines, selected, briefs: selected.indices.map((index) => lines.passages[index]!.brief) }
}

const DECKS: Record<'en' | 'es' | 'de', TestSlide[]> = {
  en: [
    { title: 'Harbour Q2', role: 'cover', lines: [paragraph('Board meeting, July 2026')] },
    { title: 'Agenda', role: 'agenda', lines: [{ kind: 'agenda', text: 'Results and risks' }] },
    { title: 'Results', text: bullets('Net revenue of £6.8M, 10% above budget', 'Adjusted EBITDA of £1.1M') },
    { title: 'Cash', text: bullets('Cash of £14.2M at 30 June, a runway of 22 months') },
    { title: 'Team', text: bullets('Headcount of 146 against a budget of 152') },
    { title: 'Risks', text: bullets('Our main title slips if the engine upgrade takes longer than planned') },
  ],
  es: [
    { title: 'Revisión T1', role: 'cover', lines: [paragraph('Comité de dirección, abril de 2026')] },
    { title: 'Orden del día', role: 'agenda', lines: [{ kind: 'agenda', text: 'Resultados y riesgos' }] },
    {
      title: 'Resultados',
      text: bullets('Ingresos de 2,84 M€, un 6 % sobre presupuesto', 'EBITDA de 609 k€'),
    },
    { title: 'Socios', text: bullets('1.460 socios activos a 31 de marzo, 118 más que en diciembre') },
    { title: 'Ocupación', text: bullets('Ocupación media del 81 % en los cuatro centros') },
    {
      title: 'Riesgos',
      text: bullets('Un nuevo competidor abre tres centros en Madrid con precios más bajos'),
    },
  ],
  de: [
    { title: 'Quartalsbericht', role: 'cover', lines: [paragraph('Geschäftsführung, Oktober 2026')] },
    { title: 'Agenda', role: 'agenda', lines: [{ kind: 'agenda', text: 'Ergebnisse und Risiken' }] },
    { title: 'Ergebnisse', text: bullets('Umsatz von 7,9 Mio. €, 36 % über Vorjahr', 'NPS von 46 nach 35') },
    { title: 'Kunden', text: bullets('8.600 zahlende Betriebe, davon 61 % mit bis zu 5 Beschäftigten') },
    { title: 'Kosten', text: bullets('Personalkosten von 3,1 Mio. € im Quartal') },
    {
      title: 'Risiken',
      text: bullets('Ein neuer Wettbewerber senkt die Preise für kleine Betriebe deutlich'),
    },
  ],
}

describe('selectTakeaways', () => {
  test.each(['en', 'es', 'de'] as const)(
    'takes the headline figures first and the stated risk last, never the agenda (%s)',
    (language) => {
      const { briefs } = takeawaysOf(DECKS[language], language)

      expect(briefs.length).toBeGreaterThanOrEqual(3)
      // The money of the results slide leads; the risk closes the list.
      expect(briefs[0]).toMatch(/6,8|6\.8|2,84|7,9/u)
      expect(briefs.at(-1)).toMatch(/slips|competidor|Wettbewerber/u)
      expect(
        briefs.some((brief) => /Results and risks|Resultados y riesgos|Ergebnisse und Risiken/u.test(brief)),
      ).toBe(false)
    },
  )

  test("offers a recommendation's target, filed as a fact, as a headline figure (it)", () => {
    const { lines, selected } = takeawaysOf(
      [
        { title: 'Calzaturificio', role: 'cover', lines: [paragraph('Consiglio, maggio 2026')] },
        { title: 'Le scorte', text: bullets('Le scorte valgono 14,8 milioni di euro a fine 2025') },
        {
          title: 'La nostra raccomandazione',
          text: bullets(
            'Previsioni di vendita per articolo, riviste ogni mese dalla direzione operativa',
            'Catalogo da 890 a 578 articoli entro la collezione 2027',
          ),
        },
      ],
      'it',
    )

    expect(selected.indices).toContain(lineStarting(lines, 'Catalogo da 890 a 578'))
  })
})

// Issue 24: "Risks — Dentist shortage: 9 vacancies; Mitigation — Founder stays CEO; earn-out €3m" read as one
// row of a risk table, the shortage answered by the founder's earn-out.
describe('selectTakeaways and side-by-side columns', () => {
  const COLUMNS = {
    en: [
      'Risks',
      'Mitigation',
      ['Dentist shortage: 9 vacancies open', 'Founder dependency: 1 key person'],
      ['Own training in 2 countries', 'Founder stays 4 years as CEO; earn-out of €3m'],
    ],
    nl: [
      "Risico's",
      'Mitigatie',
      ['Tekort aan tandartsen: 9 vacatures open', 'Afhankelijkheid van 1 oprichter'],
      ['Eigen opleiding in 2 landen', 'Oprichter blijft 4 jaar CEO; earn-out van €3 mln'],
    ],
    es: [
      'Riesgos',
      'Mitigación',
      ['Falta de dentistas: 9 vacantes abiertas', 'Dependencia de 1 fundador'],
      ['Formación propia en 2 países', 'El fundador sigue 4 años como CEO; earn-out de 3 M€'],
    ],
  } as const
  test.each(['en', 'nl', 'es'] as const)(
    'packs no item of one column with an item of the other (%s)',
    (language) => {
      const [risks, mitigation, left, right] = COLUMNS[language]
      const { lines, selected } = takeawaysOf(
        [
          { title: 'Kompas', role: 'cover', lines: [paragraph('2026')] },
          {
            title: `${risks} / ${mitigation}`,
            lines: [
              boxedParagraph(0, risks),
              ...left.map((text) => boxedBullet(1, text)),
              boxedParagraph(2, mitigation),
              ...right.map((text) => boxedBullet(3, text)),
            ],
          },
        ],
        language,
      )
      const packs = [...selected.companions].flatMap(([index, others]) =>
        others.map((other) => [index, other]),
      )

      expect(packs.length + selected.indices.length).toBeGreaterThan(0)
      for (const [index, other] of packs)
        expect(lines.passages[other!]!.column).toBe(lines.passages[index!]!.column)
    },
  )
})
