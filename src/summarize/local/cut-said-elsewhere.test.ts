import { describe, expect, test } from 'vitest'
import type { OverallSummary, SummarySources } from '../../shared'
import { cutSaidElsewhere } from './cut-said-elsewhere'
import { fitWordBudget } from './fit-word-budget'

function overallOf(summary: OverallSummary): { overallSummary: OverallSummary; sources: SummarySources } {
  const slides = (list: string[]) => list.map((_, at) => [at + 1])
  return {
    overallSummary: structuredClone(summary),
    sources: {
      keyTakeaways: slides(summary.keyTakeaways),
      actionItems: slides(summary.actionItems),
      strategicInsights: slides(summary.strategicInsights),
      keyQuestions: slides(summary.keyQuestions),
    },
  }
}

// Reader criterion b (repetition): an ask stated in a takeaway and again as an action is read twice.
describe('cutSaidElsewhere', () => {
  test('a takeaway part that an action says all of goes; the point keeps its ask, a relation its half (en)', () => {
    const overall = overallOf({
      keyTakeaways: [
        'Output fell to 2,318 t; to decide: approve £1.45M for a new Oven 3',
        'What happened on Oven 3 — Cost of the breakdown: £186,000; Approve £1.45M for a new Oven 3',
        'Spares: none held — Approve £38,000 for critical spares now',
      ],
      actionItems: [
        'Approve £1.45M for a new Oven 3',
        'Approve £38,000 for critical spares now, whatever the decision on the oven',
      ],
      strategicInsights: [],
      keyQuestions: [],
    })

    expect(cutSaidElsewhere(overall)).toBe(true)

    expect(overall.overallSummary.keyTakeaways).toEqual([
      'Output fell to 2,318 t; to decide: approve £1.45M for a new Oven 3',
      'What happened on Oven 3 — Cost of the breakdown: £186,000',
      'Spares: none held — Approve £38,000 for critical spares now',
    ])
    expect(overall.overallSummary.actionItems).toHaveLength(2)
  })

  test('an insight an action says whole goes with its question; one with a word of its own stays (de)', () => {
    const overall = overallOf({
      keyTakeaways: ['Der ARR soll bis Ende 2027 auf 12,1 Mio. € wachsen'],
      actionItems: ['Pilot mit 40 Betrieben freigeben: Produktleitung; 15. Januar 2027'],
      strategicInsights: [
        'Pilot mit 40 Betrieben freigeben',
        'Angebotszeit: von 38 auf 12 Minuten im Pilot mit 40 Betrieben',
      ],
      keyQuestions: ['Wer trägt den Pilot?', 'Hält die Angebotszeit außerhalb des Pilots?'],
    })

    cutSaidElsewhere(overall)

    expect(overall.overallSummary.strategicInsights).toEqual([
      'Angebotszeit: von 38 auf 12 Minuten im Pilot mit 40 Betrieben',
    ])
    expect(overall.overallSummary.keyQuestions).toEqual(['Hält die Angebotszeit außerhalb des Pilots?'])
    expect(overall.sources.strategicInsights).toEqual([[2]])
  })

  test("an ask's owner and date said again in an insight go; what it says of the ask stays (de)", () => {
    const overall = overallOf({
      keyTakeaways: ['Der ARR soll bis Ende 2027 auf 12,1 Mio. € wachsen'],
      actionItems: ['Budget freigeben (1,6 Mio. € pro Jahr): Dr. Jana Wöllmer, CEO; 23. Oktober 2026'],
      strategicInsights: [
        'Budget freigeben (1,6 Mio. € pro Jahr) — Verantwortlich: Dr. Jana Wöllmer, CEO; Termin: 23. Oktober 2026. Ohne die Teams verschiebt sich alles um ein halbes Jahr.',
      ],
      keyQuestions: [],
    })

    cutSaidElsewhere(overall)

    expect(overall.overallSummary.strategicInsights).toEqual([
      'Budget freigeben (1,6 Mio. € pro Jahr). Ohne die Teams verschiebt sich alles um ein halbes Jahr.',
    ])
  })

  test('a takeaway part that an action says goes, whatever the budget; a figure of another subject stays (nb)', () => {
    const summary: OverallSummary = {
      keyTakeaways: [
        'Skolen åpner i august 2027, men koster 437 millioner kroner',
        'Kostnadsprognose: 437 millioner kroner; Vedtak om tilleggsbevilgning på 19 millioner kroner',
        'Stål og betong: 19 millioner kroner over budsjett',
      ],
      actionItems: ['Vedtak om tilleggsbevilgning på 19 millioner kroner: Kommunestyret; 18. juni 2026'],
      strategicInsights: [],
      keyQuestions: [],
    }

    const fitted = fitWordBudget(overallOf(summary), 250).overallSummary

    expect(fitted.keyTakeaways).toEqual([
      'Skolen åpner i august 2027, men koster 437 millioner kroner',
      'Kostnadsprognose: 437 millioner kroner',
      'Stål og betong: 19 millioner kroner over budsjett',
    ])
  })

  // The same two rules in other languages: an owner's and a date's cell goes, a figure's relation stays.
  test.each([
    {
      language: 'es',
      action:
        'Cerrar la preventa de Valencia con 100 puestos reservados: Lucía Ferrándiz (Ventas); 18 de mayo de 2026',
      takeaway: 'Preventa de puestos: 61 de 190 — Cerrar la preventa de Valencia con 100 puestos reservados',
      insight:
        'Preventa de Valencia (100 puestos) — Responsable: Lucía Ferrándiz (Ventas); Fecha: 18 de mayo de 2026. Sin ella la apertura se retrasa.',
      cut: 'Preventa de Valencia (100 puestos). Sin ella la apertura se retrasa.',
    },
    {
      language: 'nb',
      action: 'Vedtak om tilleggsbevilgning på 19 millioner kroner: Kommunestyret; 18. juni 2026',
      takeaway: 'Avvik: 4,5 % av rammen — Vedtak om tilleggsbevilgning på 19 millioner kroner',
      insight:
        'Tilleggsbevilgning (19 millioner kroner) — Ansvarlig: Kommunestyret; Frist: 18. juni 2026. Uten den stopper byggingen.',
      cut: 'Tilleggsbevilgning (19 millioner kroner). Uten den stopper byggingen.',
    },
  ])('$language: cells an action says go, a relation stays', ({ action, takeaway, insight, cut }) => {
    const overall = overallOf({
      keyTakeaways: ['The point', takeaway],
      actionItems: [action],
      strategicInsights: [insight],
      keyQuestions: [],
    })

    cutSaidElsewhere(overall)

    expect(overall.overallSummary.keyTakeaways).toEqual(['The point', takeaway])
    expect(overall.overallSummary.strategicInsights).toEqual([cut])
  })

  // A takeaway's part goes for a relation ("A — B"), which states its figure with what explains it; a row of labels
  // filed as an insight is no better phrasing of it (decision 092).
  test.each([
    {
      language: 'en',
      takeaway: 'Paying clinics: 418; Net revenue retention: 128%',
      row: 'ARR: $3.4M; Paying clinics: 418',
      relation: 'Net revenue retention: 128% — clinics add payments in their second year',
      kept: 'Paying clinics: 418',
    },
    {
      language: 'it',
      takeaway: 'Articoli a catalogo: 890; Scorte: 14,8 milioni di euro',
      row: 'EBITDA: 5,2 milioni di euro; Articoli a catalogo: 890',
      relation: 'Scorte: 14,8 milioni di euro — il 20 % degli articoli genera l’83 % del fatturato',
      kept: 'Articoli a catalogo: 890',
    },
  ])(
    '$language: a relation takes a takeaway part, a row of labels does not',
    ({ takeaway, row, relation, kept }) => {
      const overall = overallOf({
        keyTakeaways: ['The point', takeaway],
        actionItems: [],
        strategicInsights: [row, relation],
        keyQuestions: [],
      })

      cutSaidElsewhere(overall)

      expect(overall.overallSummary.keyTakeaways).toEqual(['The point', kept])
    },
  )

  // A date read against its plan is no restatement of the ask's due date.
  test.each([
    {
      language: 'en',
      action: 'Weathertight building: Nordvik Bygg AS; 15 November 2026',
      insight: 'Weathertight building — Plan: September 2026; Forecast: November 2026',
    },
    {
      language: 'nb',
      action: 'Tett bygg: Nordvik Bygg AS; 15. november 2026',
      insight: 'Tett bygg — Plan: september 2026; Prognose: november 2026',
    },
    {
      language: 'fr',
      action: 'Bâtiment clos et couvert : Nordvik Bygg AS ; 15 novembre 2026',
      insight: 'Bâtiment clos et couvert — Prévu : septembre 2026; Prévision : novembre 2026',
    },
  ])('$language: a cell stays unless its item is the ask itself', ({ action, insight }) => {
    const overall = overallOf({
      keyTakeaways: ['The point'],
      actionItems: [action],
      strategicInsights: [insight],
      keyQuestions: [],
    })

    cutSaidElsewhere(overall)

    expect(overall.overallSummary.strategicInsights).toEqual([insight])
  })
})

// Decision 172: a comparison relateFigures quotes alone is the takeaway's sentence word for word.
describe('cutSaidElsewhere drops a takeaway an insight states whole', () => {
  test.each([
    [
      'en',
      'Readmissions: 11.8% were readmitted within 30 days, compared with 14.9% in the comparison group.',
    ],
    ['de', 'Wiederaufnahmen: 11,8 % binnen 30 Tagen, gegenüber 14,9 % in der Vergleichsgruppe.'],
    ['fr', 'Réadmissions : 11,8 % sous 30 jours, contre 14,9 % dans le groupe de comparaison.'],
  ])('%s', (_language, comparison) => {
    const overall = overallOf({
      keyTakeaways: ['The point of the report.', comparison, 'Cost: £14.8M over 18 months.'],
      actionItems: [],
      strategicInsights: [comparison],
      keyQuestions: ['How comparable are the two groups?'],
    })

    cutSaidElsewhere(overall)

    expect(overall.overallSummary.keyTakeaways).toEqual([
      'The point of the report.',
      'Cost: £14.8M over 18 months.',
    ])
    expect(overall.overallSummary.strategicInsights).toEqual([comparison])
    expect(overall.sources.keyTakeaways).toEqual([[1], [3]])
  })
})
