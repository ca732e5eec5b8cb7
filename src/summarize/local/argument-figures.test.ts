import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { bulletLines as bullets, type TestSlide } from '../../shared/test-support/document-of'
import { readArgumentFigures, withCaseOfTheAsk } from './argument-figures'
import { overallLinesOf } from './test-support/overall-lines-of'
import { tableRow } from './test-support/table-row'

// Decision 099: the figures that carry the deck's case (the cost of the problem the ask answers, the payback of the
// option it asks for) are found by their words and by the point's subject, and the payback stands beside the ask.

interface Case {
  slides: TestSlide[]
  point: string
  cost: string
  offTopic: string
  payback: string
}

const CASES: Record<'en' | 'de' | 'pt', Case> = {
  en: {
    slides: [
      { title: 'What happened on Oven 3', text: bullets('Cost of the breakdown: £186,000 in lost margin') },
      {
        title: 'Options for Oven 3',
        text: bullets('Installed in the August 2027 shutdown; payback 3.8 years'),
      },
      { title: 'Quality and customers', text: bullets('Cost of complaints handling: £4,000 this month') },
    ],
    point: 'Approve £1.45M capital for a new Oven 3, installed in the August 2027 shutdown',
    cost: 'Cost of the breakdown',
    offTopic: 'Cost of complaints',
    payback: 'payback 3.8 years',
  },
  de: {
    slides: [
      { title: 'Ausfall der Presse 2', text: bullets('Kosten des Ausfalls: 240.000 € an entgangener Marge') },
      {
        title: 'Optionen für die Presse 2',
        text: bullets('Einbau im Sommerstillstand 2027; Amortisation in 4,1 Jahren'),
      },
      { title: 'Personal', text: bullets('Kosten der Zeitarbeit: 12.000 € im Monat') },
    ],
    point: 'Freigabe von 2,1 Mio. € für eine neue Presse 2, Einbau im Sommerstillstand 2027',
    cost: 'Kosten des Ausfalls',
    offTopic: 'Kosten der Zeitarbeit',
    payback: 'Amortisation in 4,1 Jahren',
  },
  pt: {
    slides: [
      { title: 'Avaria do forno 3', text: bullets('Custo da avaria: 160.000 € em margem perdida') },
      {
        title: 'Opções para o forno 3',
        text: bullets('Instalação na paragem de agosto de 2027; retorno em 3,5 anos'),
      },
      { title: 'Pessoas', text: bullets('Custo das horas extra: 9.000 € por mês') },
    ],
    point: 'Aprovar 1,2 M€ para um novo forno 3, instalação na paragem de agosto de 2027',
    cost: 'Custo da avaria',
    offTopic: 'Custo das horas',
    payback: 'retorno em 3,5 anos',
  },
}

describe.each(Object.entries(CASES))('the figures that carry the case (%s)', (language, deck) => {
  const lines = overallLinesOf(deck.slides, language as Language)
  const briefs = () =>
    [...readArgumentFigures(lines.passages, lines.units, deck.point, language as Language)].map(
      (index) => lines.passages[index]!.brief,
    )

  test("a cost on a slide about the point's subject carries its case", () => {
    expect(briefs().some((brief) => brief.startsWith(deck.cost))).toBe(true)
  })

  test('a cost on a slide about something else does not', () => {
    expect(briefs().some((brief) => brief.startsWith(deck.offTopic))).toBe(false)
  })

  test('the payback of what the point asks for stands beside the ask', () => {
    const argument = readArgumentFigures(lines.passages, lines.units, deck.point, language as Language)

    const { text } = withCaseOfTheAsk(deck.point, lines.passages, argument, language as Language)

    expect(text).toBe(`${deck.point}; ${deck.payback}`)
  })

  test('without a point nothing carries a case', () => {
    expect(readArgumentFigures(lines.passages, lines.units, undefined, language as Language).size).toBe(0)
  })
})

describe.each([
  ['en', 'Budget for the new clinics', 'Clinic', 'Total', 'Open two new clinics in the new region'],
  [
    'es',
    'Presupuesto de las nuevas clínicas',
    'Clínica',
    'Total',
    'Abrir dos nuevas clínicas en la nueva región',
  ],
  ['nb', 'Budsjett for de nye klinikkene', 'Klinikk', 'Totalt', 'Åpne to nye klinikker i den nye regionen'],
] as const)('a total row (%s)', (language, title, header, total, point) => {
  const headers = [header, '2026', '2027']
  const slides: TestSlide[] = [
    {
      title,
      lines: [
        tableRow([], headers, true),
        tableRow(['Nord', '120', '140'], headers),
        tableRow([total, '300', '410'], headers),
      ],
    },
  ]

  test('carries the case of a point about its subject, its other rows do not', () => {
    const lines = overallLinesOf(slides, language)

    const briefs = [...readArgumentFigures(lines.passages, lines.units, point, language)].map(
      (index) => lines.passages[index]!.brief,
    )

    expect(briefs.some((brief) => brief.startsWith(total))).toBe(true)
    expect(briefs.some((brief) => brief.startsWith('Nord'))).toBe(false)
  })
})
