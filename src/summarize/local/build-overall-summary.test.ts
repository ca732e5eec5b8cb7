import { describe, expect, test } from 'vitest'
import type { Document, Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { isWholeStatement } from './statements'
import { createLocalProvider } from './index'

const deckOf = (language: Language, slides: [title: string, text: string][]): Document =>
  documentOf(
    slides.map(([title, text]) => ({ title, text })),
    { language },
  )

async function overallOf(document: Document) {
  const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })
  return { ...summary.overallSummary, sources: summary.sources }
}

const overallText = (overall: Awaited<ReturnType<typeof overallOf>>) => [
  ...overall.keyTakeaways,
  ...overall.actionItems,
  ...overall.strategicInsights,
  ...overall.keyQuestions,
]

describe('the overall summary of the local provider', () => {
  test.each([
    [
      'es',
      'Copyright © 2003 – 2017 The OWASP Foundation. Este trabajo está licenciado bajo la Licencia 4.0 con un riesgo del 12 %',
    ],
    ['de', 'Alle Rechte vorbehalten. Vertraulich, Risiko 2024 um 12 % gestiegen'],
    ['en', 'Confidential. All rights reserved. Risk exposure grew 12% in 2024'],
  ] as const)('never takes the %s legal line "%s" as an item', async (language, legal) => {
    const overall = await overallOf(
      deckOf(language, [
        ['Acme', 'Acme Robotics'],
        ['Legal', legal],
        ['Market', 'Market share grew from 12% to 19% in 2024 against three rivals'],
        ['Revenue', 'Revenue of 4.2 million, up 38% on the year'],
        ['Team', 'Ingrid Dahl leads a team of 23 engineers in Bergen'],
      ]),
    )
    for (const item of overallText(overall))
      expect(item).not.toMatch(/©|copyright|rechte|rights|vertraulich|confidential/i)
  })

  test('asks no question about an agenda or an introduction slide', async () => {
    const overall = await overallOf(
      deckOf('en', [
        ['Agenda', 'Revenue risk grew 20% in the quarter\nMarket share 12% versus 9% last year'],
        ['Introduction', 'Churn risk rose to 7% of customers this year'],
        ['Unit economics', 'Gross margin rose from 41% to 48% against a 45% target'],
        ['Next steps', 'Hire 15 field engineers'],
      ]),
    )
    expect(overall.keyQuestions.length).toBeLessThanOrEqual(overall.strategicInsights.length)
    for (const question of overall.keyQuestions) expect(question).not.toMatch(/agenda|introduction/i)
    for (const slides of overall.sources.strategicInsights) expect(slides).not.toContain(1)
    for (const slides of overall.sources.strategicInsights) expect(slides).not.toContain(2)
    expect([...overall.keyTakeaways, ...overall.strategicInsights].join(' ')).toContain('48%')
  })

  test('keeps an instruction that merely opens with a verb out of the actions and the insights', async () => {
    const overall = await overallOf(
      deckOf('en', [
        ['Talent reviews', 'Allow a minimum of 10 mins per employee with set up and wrap up time.'],
        ['Pipeline', 'Ready-now successors rose from 31% to 44% of senior roles'],
        ['Calibration', 'Managers calibrate ratings together across several business units'],
      ]),
    )
    expect(overall.strategicInsights.join(' ')).not.toContain('Allow a minimum')
    expect(overall.actionItems.join(' ')).not.toContain('Allow a minimum')
    expect(overall.keyQuestions.length).toBeLessThanOrEqual(overall.strategicInsights.length)
  })

  test('leaves the insights empty when no statement measures anything', async () => {
    const overall = await overallOf(
      deckOf('en', [
        ['OWASP Top 10', 'Top 10 Risks to Web Apps – not Top 10 impacts, likelihoods, or vulnerabilities'],
        ['History', 'First released in 2003, the list is revised by the community'],
        ['Process', 'Data contributed by many firms is combined with a community survey'],
      ]),
    )
    expect(overall.strategicInsights).toEqual([])
    expect(overall.keyQuestions).toEqual([])
    expect(overall.keyTakeaways.length).toBeGreaterThanOrEqual(3)
  })

  test('asks no template question about a numbered section label when the sentence opens with an article', async () => {
    const overall = await overallOf(
      deckOf('fr', [
        ['1 Introduction', "Cette étude évalue l'effet des pompes à chaleur sur les logements collectifs."],
        ['2 Méthode', 'Nous suivons les logements pendant deux hivers avec des compteurs connectés.'],
        [
          '3 Résultats',
          "La consommation d'énergie a baissé de 37 % dans les logements équipés par rapport aux logements témoins.",
        ],
      ]),
    )
    // A short deck's one finding is its takeaway; it is not said again as an insight (issue 24, item 3).
    expect([...overall.keyTakeaways, ...overall.strategicInsights].join(' ')).toContain('37 %')
    // "Résultats" is where a report puts its findings, not what they are about: no question rather than one about it.
    expect(overall.keyQuestions.join(' ')).not.toMatch(/résultats/i)
  })

  test('takes its takeaways from different slides before a second line of one slide', async () => {
    const overall = await overallOf(
      deckOf('en', [
        [
          'Team',
          '• Luc Bernard, economist: 11 years of experience in the sector\n• Nadia Haddad, engineer: 13 years of experience in the sector\n• Paul Girard, sociologist: 18 years of experience in the sector',
        ],
        ['Method', 'Homes were spread over three districts of the city.'],
        ['Results', 'Comfort stayed stable according to the questionnaires.'],
        ['Outlook', 'A second measurement campaign follows next winter.'],
      ]),
    )
    const fromTeam = overall.sources.keyTakeaways.filter((slides) => slides.includes(1))
    expect(overall.keyTakeaways.length).toBeGreaterThanOrEqual(3)
    expect(fromTeam.length).toBeLessThanOrEqual(1)
  })
})

describe('isWholeStatement', () => {
  test.each([
    ['en', 'As a strategic vendor to ISE, we’re excited to see what Weave comes up with next.”'],
    ['fr', 'Nous sommes ravis de voir ce que Weave proposera ensuite. »'],
    ['de', 'Wir sind gespannt, was Weave als Nächstes bringt.”'],
  ] as const)(
    'takes the %s end of a quotation begun on an earlier line ("%s") for a fragment',
    (language, text) => {
      expect(isWholeStatement(text, language)).toBe(false)
    },
  )

  test.each([
    ['en', 'The CEO said: “We doubled revenue in 2025.”'],
    ['fr', 'Le directeur a dit : « Nous avons doublé le chiffre d’affaires. »'],
    ['es', 'Los ingresos pasan de noviembre de 2026 a marzo de 2027'],
  ] as const)('takes the %s statement "%s" for whole', (language, text) => {
    expect(isWholeStatement(text, language)).toBe(true)
  })
})
