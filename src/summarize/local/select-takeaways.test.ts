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

// Decision 113: a document's sentences are read in order. Two figures of one section, pages apart, never share an
// item (reader r-n1: "… stable and robust. By 2008, it had risen to around 0.35" glued the fish stocks to the hedge
// funds' correlation); a sentence that leans on the one before is no takeaway alone.
const ESSAY_SECTIONS: Partial<Record<Language, { thesis: string; section: string[] }>> = {
  en: {
    thesis: 'This paper argues that the banking network has become complex and fragile.',
    section: [
      'The banking network grew 14-fold in size between 1985 and 2005.',
      'Its links became fatter and more frequent across the whole banking network.',
      'Regulators looked at each bank in the network on its own.',
      'Correlations between the network’s banks rose above 0.9 in the boom years.',
      'By 2008, it had risen to around 0.35 across the banking network.',
    ],
  },
  de: {
    thesis: 'Dieser Bericht zeigt, dass das Bankennetzwerk komplex und fragil geworden ist.',
    section: [
      'Das Bankennetzwerk wuchs zwischen 1985 und 2005 auf das 14-Fache.',
      'Seine Verbindungen im Bankennetzwerk wurden dichter und häufiger.',
      'Die Aufsicht prüfte jede Bank im Bankennetzwerk für sich allein.',
      'Die Korrelationen im Bankennetzwerk stiegen in den Boomjahren über 0,9.',
      'Er war bis 2008 im ganzen Bankennetzwerk auf etwa 0,35 gestiegen.',
    ],
  },
  fr: {
    thesis: 'Ce rapport montre que le réseau bancaire est devenu complexe et fragile.',
    section: [
      'Le réseau bancaire a été multiplié par 14 entre 1985 et 2005.',
      'Ses liens dans le réseau bancaire sont devenus plus denses et plus fréquents.',
      'Les autorités examinaient chaque banque du réseau bancaire isolément.',
      'Les corrélations du réseau bancaire ont dépassé 0,9 pendant les années de boom.',
      'En 2008, il avait atteint environ 0,35 dans tout le réseau bancaire.',
    ],
  },
}

describe('the takeaways of an essay', () => {
  test.each<[Language]>([['en'], ['de'], ['fr']])(
    'a %s essay’s figures of one section share no item unless one follows the other, and none leans back',
    (language) => {
      const { thesis, section } = ESSAY_SECTIONS[language]!
      const lines = overallLinesOf(
        [
          { title: 'Introduction', text: thesis },
          { title: 'The network', text: section.join('\n') },
        ],
        language,
        false,
        true,
      )
      const point = { text: thesis, slides: [1], indices: [lineStarting(lines, thesis.slice(0, 12))] }

      const selected = selectTakeaways(lines, point, new Set())

      const first = lineStarting(lines, section[0]!.slice(0, 12))
      const boom = lineStarting(lines, section[3]!.slice(0, 12))
      const leaning = lineStarting(lines, section[4]!.slice(0, 12))
      expect(selected.indices).toContain(first)
      expect(selected.companions.get(first) ?? []).not.toContain(boom)
      expect(selected.indices).not.toContain(leaning)
      expect([...selected.companions.values()].flat()).not.toContain(leaning)
    },
  )
})
