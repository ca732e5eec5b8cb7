import { describe, expect, test } from 'vitest'
import { askWhatTheReserveCovers } from './ask-what-the-reserve-covers'
import { summaryUnit } from './test-support/summary-unit'

// A council's reader (Solvik): the 30 M reserve is kept because the technical installations are not yet
// contracted, and the top risk is a price rise on those installations; no question joined them (decision 138).
describe('a reserve against the risk it is kept for', () => {
  test.each([
    [
      'nb',
      'Kostnadsprognose (millioner kroner)',
      'Post | Budsjett | Prognose\nEntreprise — Budsjett: 324,0; Prognose: 335,5\nUforutsett (reserve) — Budsjett: 30,0; Prognose: 30,0',
      'Vi anbefaler å beholde hele reserven fordi de tekniske anleggene ennå ikke er kontrahert.',
      'Risiko | Sannsynlighet | Tiltak\nForsinket levering av heis — Sannsynlighet: Lav; Tiltak: Bestilt\nNy prisstigning på tekniske anlegg — Sannsynlighet: Middels; Tiltak: Fastpris',
      'Holder Uforutsett (reserve) på 30,0 millioner kroner hvis «Ny prisstigning på tekniske anlegg» inntreffer?',
    ],
    [
      'en',
      'Cost forecast ($ million)',
      'Line | Budget | Forecast\nMain contract — Budget: 120.0; Forecast: 126.0\nContingency — Budget: 8.0; Forecast: 8.0',
      'We keep the whole contingency because the mechanical systems are not yet contracted.',
      'Risk | Likelihood | Response\nLate steel delivery — Likelihood: Low; Response: Ordered early\nPrice rises on mechanical systems — Likelihood: Medium; Response: Fixed price by June',
      'Is Contingency of 8.0 $ million enough if “Price rises on mechanical systems” happens?',
    ],
    [
      'de',
      'Kostenprognose (Mio. €)',
      'Posten | Budget | Prognose\nHauptauftrag — Budget: 80,0; Prognose: 84,0\nReserve für Unvorhergesehenes — Budget: 5,0; Prognose: 5,0',
      'Die Reserve bleibt, weil die haustechnischen Anlagen noch nicht vergeben sind.',
      'Risiko | Wahrscheinlichkeit | Maßnahme\nPreissteigerung bei haustechnischen Anlagen — Wahrscheinlichkeit: mittel; Maßnahme: Festpreis',
      'Reicht Reserve für Unvorhergesehenes von 5,0 Mio. €, wenn „Preissteigerung bei haustechnischen Anlagen“ eintritt?',
    ],
  ] as const)(
    'asks in %s whether the reserve covers the risk on its items',
    (language, title, table, notes, risks, question) => {
      const units = [summaryUnit(8, title, table, notes), summaryUnit(11, 'Risk', risks)]

      expect(askWhatTheReserveCovers(units, language)).toEqual([
        { text: question, slides: [8, 11], sharp: true },
      ])
    },
  )

  test('a reserve kept for other items asks nothing of an unrelated risk', () => {
    const units = [
      summaryUnit(
        8,
        'Cost forecast',
        'Contingency — Budget: 8.0',
        'Kept for ground conditions not yet surveyed.',
      ),
      summaryUnit(11, 'Risk', 'Risk | Likelihood\nPrice rises on mechanical systems — Likelihood: Medium'),
    ]

    expect(askWhatTheReserveCovers(units, 'en')).toEqual([])
  })
})
