import { describe, expect, test } from 'vitest'
import type { DeckRole, Language } from '../../shared'
import { askAboutTradeOff } from './ask-about-trade-off'
import type { SummaryUnit } from './collect-passages'
import { tableRow } from './test-support/table-row'
import { summaryUnit } from './test-support/summary-unit'

// A reader of a consulting deck (decision 134): it weighs Option A against Option B and recommends B, whose time
// (12–14 months against 3) is the price of the choice, and no question asked about that trade-off.
const FIXTURES: Record<
  'en' | 'de' | 'fr',
  { headers: string[]; rows: string[][]; recommend: string; expected: string }
> = {
  en: {
    headers: ['', 'A: Clearance sale', 'B: Monthly S&OP', 'C: Outsourced warehouse'],
    rows: [
      ['Stock reduction in 12 months', '3.0 M€', '5.7 M€', '1.5 M€'],
      ['Investment', '—', '0.9 M€', '0.4 M€'],
      ['Time to effect', '3 months', '12–14 months', '6 months'],
    ],
    recommend: 'We recommend option B.',
    expected:
      '“B: Monthly S&OP”: Time to effect 12–14 months, against 3 months for “A: Clearance sale”. How will the difference be covered?',
  },
  de: {
    headers: ['', 'Variante 1: Eigenbau', 'Variante 2: Kauf'],
    rows: [
      ['Einsparung pro Jahr', '1,2 Mio. €', '0,8 Mio. €'],
      ['Kosten', '2,4 Mio. €', '0,9 Mio. €'],
    ],
    recommend: 'Wir empfehlen Variante 1, weil sie mehr spart.',
    expected: '„Variante 1: Eigenbau“: Kosten 2,4 Mio. €, gegenüber 0,9 Mio. € bei „Variante 2: Kauf“.',
  },
  fr: {
    headers: ['', 'Option A : sous-traiter', 'Option B : internaliser'],
    rows: [
      ['Économies annuelles', '120 k€', '310 k€'],
      ['Délai de mise en œuvre', '4 mois', '11 mois'],
    ],
    recommend: 'Nous recommandons l’option B.',
    expected:
      '« Option B : internaliser » : Délai de mise en œuvre 11 mois, contre 4 mois pour « Option A : sous-traiter ».',
  },
}

function deck(language: 'en' | 'de' | 'fr', recommend: string): [SummaryUnit[], DeckRole[]] {
  const { headers, rows } = FIXTURES[language]
  const options: SummaryUnit = {
    ...summaryUnit(7, 'Options', rows.map((row) => row.join(' | ')).join('\n')),
    lines: [tableRow([], headers, true), ...rows.map((row) => tableRow(row, headers))],
  }
  return [
    [options, summaryUnit(8, 'Next', `- ${recommend}`)],
    ['options', 'content'],
  ]
}

describe('the recommended option’s downside', () => {
  test.each(['en', 'de', 'fr'] as const)('is asked in %s in the deck’s own words and figures', (language) => {
    const [units, roles] = deck(language, FIXTURES[language].recommend)
    const [question] = askAboutTradeOff(units, roles, language as Language)

    expect(question?.text.startsWith(FIXTURES[language].expected)).toBe(true)
    expect(question?.sharp).toBe(true)
    expect(question?.slides).toEqual([7])
  })

  test.each(['en', 'de', 'fr'] as const)(
    'is not asked in %s when the deck recommends no option',
    (language) => {
      const [units, roles] = deck(language, '')
      expect(askAboutTradeOff(units, roles, language as Language)).toEqual([])
    },
  )

  test('is not asked of a table outside an options slide, nor of a measure where more is better', () => {
    const [units] = deck('en', FIXTURES.en.recommend)
    expect(askAboutTradeOff(units, ['content', 'content'], 'en')).toEqual([])
    // B leads on savings only: it trails on no burden, so there is no price to ask about.
    const unit = units[0]!
    const headers = FIXTURES.en.headers
    const onlyGood = {
      ...unit,
      lines: [tableRow([], headers, true), tableRow(['Savings', '1 M€', '2 M€', '1 M€'], headers)],
    }
    expect(askAboutTradeOff([onlyGood, units[1]!], ['options', 'content'], 'en')).toEqual([])
  })
})
