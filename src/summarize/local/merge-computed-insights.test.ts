import { describe, expect, test } from 'vitest'
import type { Language, OverallSummary } from '../../shared'
import type { ComputedInsight } from './compute-insights'
import { mergeComputedInsights } from './merge-computed-insights'

// Decision 086: a relation or computed insight takes the place of the stated insight that says it again, so the
// budget has room for what relates two things rather than for one fact said twice.

const overallOf = (strategicInsights: string[], keyTakeaways: string[] = ['Point 1']) => {
  const summary: OverallSummary = { keyTakeaways, actionItems: [], strategicInsights, keyQuestions: [] }
  return {
    overallSummary: summary,
    sources: {
      keyTakeaways: keyTakeaways.map(() => [1]),
      actionItems: [],
      strategicInsights: strategicInsights.map(() => [2]),
      keyQuestions: [],
    },
  }
}
const insightOf = (kind: ComputedInsight['kind'], text: string, inputs: string[]): ComputedInsight => ({
  kind,
  text,
  slides: [3],
  subject: '',
  figure: inputs[0] ?? '',
  inputs,
  derived: [],
})

describe('mergeComputedInsights', () => {
  test.each<[Language, ComputedInsight, string, string]>([
    [
      // A stated insight whose every figure a computed one states: the same relation, said twice.
      'nl',
      insightOf(
        'target',
        'IRR 11 % (Pessimistisch) tegenover Het fonds mikt op minimaal 20 % IRR per investering: −9 procentpunt',
        ['11 %', '20 %'],
      ),
      'Pessimistisch — IRR: 11 % — Het fonds mikt op minimaal 20 % IRR per investering.',
      'Van de omzetgroei van 14 % is 6 procentpunt organisch.',
    ],
    [
      // The cause sentence that a relation joins to its figure line is stated there already.
      'en',
      insightOf(
        'assumption',
        'OEE: 68.4% (plan 72.0%) — Excluding Oven 3, plant OEE was 73.1%, which is above plan.',
        ['OEE — Plan: 72.0%; Actual: 68.4%'],
      ),
      'Excluding Oven 3, plant OEE was 73.1%, which is above plan.',
      'Waste rose to 4.6% because of restarts after the Oven 3 failures.',
    ],
    [
      'de',
      insightOf(
        'assumption',
        'Churn — Ist: 1,4 %; Ziel: 1,0 % — Der Churn ist hoch, weil 68 % der Kündigungen im ersten Jahr kommen.',
        ['Churn — Ist: 1,4 %; Ziel: 1,0 %'],
      ),
      'Der Churn ist hoch, weil 68 % der Kündigungen im ersten Jahr kommen.',
      'Der Umsatz pro Betrieb stieg auf 919 € im Jahr.',
    ],
  ])(
    'leaves out the stated insight a computed one says again (%s)',
    (language, computed, restated, other) => {
      const merged = mergeComputedInsights(overallOf([restated, other]), [computed], language)

      expect(merged.overallSummary.strategicInsights).toContain(computed.text)
      expect(merged.overallSummary.strategicInsights).not.toContain(restated)
      expect(merged.overallSummary.strategicInsights).toContain(other)
      expect(merged.sources.strategicInsights).toHaveLength(merged.overallSummary.strategicInsights.length)
    },
  )
})

// A reader of the OWASP deck: the rank move stood as a takeaway and, once stated as an insight, again beside it.
// Decision 119: the takeaway the deck's relation carries whole goes while three takeaways stay; the point stays.
describe('a takeaway a stated relation carries', () => {
  test.each<[Language, string, string]>([
    [
      'en',
      'Injection — Good news: It was #1 from 2003-2017, #3 in 2021, #5 in 2025!',
      'A05:2025 Injection: It was #1 from 2003-2017, #3 in 2021, #5 in 2025',
    ],
    [
      'de',
      'Kundenzufriedenheit — Im Branchenvergleich fiel die Marke von Platz 2 auf Platz 7.',
      'Kundenzufriedenheit: Im Branchenvergleich fiel die Marke von Platz 2 auf Platz 7',
    ],
    [
      'es',
      'Cadena de suministro — Está en el puesto 3; el 48 % de los encuestados la puso en primer lugar',
      'Cadena de suministro: Está en el puesto 3 — El 48 % de los encuestados la puso en primer lugar',
    ],
  ])('goes in %s, and the relation leads the insights', (language, takeaway, finding) => {
    const overall = overallOf([], ['Point 1', 'Fact 2', takeaway, 'Fact 4'])
    const relation = { finding, question: `${finding}?`, slides: [5] }

    const merged = mergeComputedInsights(overall, [], language, [], [relation])

    expect(merged.overallSummary.keyTakeaways).toEqual(['Point 1', 'Fact 2', 'Fact 4'])
    expect(merged.overallSummary.strategicInsights).toEqual([finding])
    expect(merged.overallSummary.keyQuestions).toEqual([`${finding}?`])
  })

  test('stays when it is the point or only three takeaways are left', () => {
    const finding = 'A05:2025 Injection: It was #1 from 2003-2017, #3 in 2021, #5 in 2025'
    const relation = { finding, question: 'Why?', slides: [5] }
    const point = 'Injection: It was #1 from 2003-2017, #3 in 2021, #5 in 2025'

    const first = mergeComputedInsights(
      overallOf([], [point, 'Fact 2', 'Fact 3', 'Fact 4']),
      [],
      'en',
      [],
      [relation],
    )
    const few = mergeComputedInsights(overallOf([], ['Point 1', point, 'Fact 3']), [], 'en', [], [relation])

    expect(first.overallSummary.keyTakeaways[0]).toBe(point)
    expect(few.overallSummary.keyTakeaways).toHaveLength(3)
  })
})

// A reader of the BoE speech: the contrast insight quotes the sentence a takeaway stated, so it stood twice.
describe('a takeaway a contrast quotes whole', () => {
  test.each<[Language, string, string]>([
    [
      'en',
      'The market froze, as Lehman had $5 trillion of CDS contracts.',
      'Net payouts were only $5 billion',
    ],
    ['de', 'Der Markt fror ein, da Lehman 5.000 Mrd. € an CDS-Kontrakten hatte.', 'Netto nur 5 Mrd. €'],
    ['fr', 'Le marché s’est figé : Lehman portait 5 000 Md$ de contrats CDS.', 'Paiements nets : 5 Md$'],
  ])('goes in %s while three takeaways stay', (language, takeaway, net) => {
    const contrast = insightOf('contrast', `${takeaway.replace(/\.$/u, '')} — ${net}`, ['$5 trillion', net])
    const overall = overallOf([], ['Point 1', takeaway, 'Fact 3', 'Fact 4'])

    const merged = mergeComputedInsights(overall, [contrast], language)

    expect(merged.overallSummary.keyTakeaways).toEqual(['Point 1', 'Fact 3', 'Fact 4'])
    expect(merged.overallSummary.strategicInsights).toEqual([contrast.text])
  })
})

// Decision 175: a row of a compared table, taken as a takeaway, is one cell of the comparison without its other side.
describe('a takeaway that is one row of a compared table', () => {
  test.each<[Language, string, string]>([
    [
      'en',
      'Table Makers’ Dilemma: Swartzlander — Round to Nearest; ≈ 2^28',
      'Table Requirements: Proposed 234 (words) against Lewis 768, Swartzlander (Round to Nearest) ≈ 2^28',
    ],
    [
      'es',
      'Tiempo de entrega: Correos — 5 días',
      'Tiempo de entrega: Nuestro servicio 2 días frente a Correos 5 días, Mensajería local 4 días',
    ],
    [
      'nb',
      'Energibruk per år: Dagens anlegg — 96 MWh',
      'Energibruk per år: Foreslått løsning 41 MWh mot Dagens anlegg 96 MWh, Varmepumpe 63 MWh',
    ],
  ])('goes in %s when the comparison of its slide is stated', (language, row, comparison) => {
    const contrast = insightOf('contrast', comparison, ['234', '768'])
    const overall = overallOf([], ['Point 1', row, 'Fact 3', 'Fact 4'])
    overall.sources.keyTakeaways = [[1], [3], [4], [5]]
    const elsewhere = overallOf([], ['Point 1', row, 'Fact 3', 'Fact 4'])

    const merged = mergeComputedInsights(overall, [contrast], language)
    const kept = mergeComputedInsights(elsewhere, [contrast], language)

    expect(merged.overallSummary.keyTakeaways).toEqual(['Point 1', 'Fact 3', 'Fact 4'])
    expect(kept.overallSummary.keyTakeaways).toContain(row)
  })
})

// Decision 151: a series' growth is asked what must hold for it to go on only when the deck's point is about it.
describe('a growth question on a series the point names', () => {
  const growthOf = (subject: string, text: string, figure: string): ComputedInsight => ({
    ...insightOf('growth', text, [figure]),
    subject,
    figure,
  })
  test.each<[Language, string, string, string, string, string]>([
    [
      'en',
      'Total enrollment',
      'Total enrollment: 1.5x from 14.2 (1995) to 21.3 (2010)',
      '21.3',
      'Only half of students who start complete a degree in six years',
      'Enrollment has grown faster than any campus planned for',
    ],
    [
      'de',
      'Umsatz',
      'Umsatz: 2,0x von 1,2 (2021) auf 2,4 (2024)',
      '2,4',
      'Die Kundenbindung sinkt in allen Regionen',
      'Der Umsatz wächst schneller als der Markt',
    ],
    [
      'fr',
      'Abonnés',
      'Abonnés : 3,0x de 1 200 (2020) à 3 600 (2024)',
      '3 600',
      'Le taux de désabonnement double en un an',
      'Les abonnés payants portent la croissance',
    ],
  ])('%s: none when the point is about something else', (language, subject, text, figure, other, about) => {
    const insight = growthOf(subject, text, figure)
    const off = mergeComputedInsights(overallOf([], [other]), [insight], language)
    expect(off.overallSummary.strategicInsights).toEqual([text])
    expect(off.overallSummary.keyQuestions).toEqual([])
    const on = mergeComputedInsights(overallOf([], [about]), [insight], language)
    expect(on.overallSummary.keyQuestions).toHaveLength(1)
    expect(on.overallSummary.keyQuestions[0]).toContain(figure)
  })
})

describe('mergeComputedInsights with a question the stage phrased (decision 179)', () => {
  test.each<[Language, string, string]>([
    [
      'en',
      'Results — filter 15ns → 1.1ns; sort-merge join 750ns → 700ns',
      'Why does sort-merge join move only 750ns → 700ns while filter moves 15ns → 1.1ns: what holds it back?',
    ],
    [
      'es',
      'Entrega: Nuestro servicio 2 días frente a Correos 5 días, Mensajería local 4 días',
      'Nuestro servicio: 2 días frente a 4 días de Mensajería local. ¿Qué cuesta esa ventaja y en qué casos deja de valer?',
    ],
    [
      'nb',
      'Energibruk: Foreslått løsning 41 MWh mot Dagens anlegg 96 MWh, Varmepumpe 63 MWh',
      'Foreslått løsning: 41 MWh mot 63 MWh for Varmepumpe. Hva koster den fordelen, og når gjelder den ikke?',
    ],
  ])('a table comparison with no subject leads with its own question (%s)', (language, text, question) => {
    // Without a subject no template fits: the comparison would stand last, with no question beside it.
    const insight = { ...insightOf('contrast', text, ['2 días']), question }
    const merged = mergeComputedInsights(overallOf(['A stated insight.']), [insight], language)

    expect(merged.overallSummary.strategicInsights[0]).toBe(text)
    expect(merged.overallSummary.keyQuestions).toEqual([question])
    expect(merged.sources.keyQuestions).toEqual([[3]])
  })
})
