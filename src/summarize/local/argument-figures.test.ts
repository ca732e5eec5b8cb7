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

// Issue 24 (r-o3): a point that states its comparison in words ("exceeds twice the sewer's capacity") leaves the
// figure it compares against to a slide; that line carries the case, a chart's range or a method note does not.
describe.each([
  [
    'fr',
    'À la rue des Tanneurs, le débit de pointe dépasse le double de la capacité du collecteur',
    'Capacité du collecteur existant : 1,10 m³/s',
    'Intensité de pluie : de 48 à 113 mm/h selon la période de retour',
    'Valable pour des bassins de moins de 200 ha',
  ],
  [
    'en',
    'On Tanner Street, the peak flow is more than twice the capacity of the sewer',
    'Capacity of the existing sewer: 1.10 m³/s',
    'Rain intensity: from 48 to 113 mm/h by return period',
    'Valid for catchments under 200 ha',
  ],
  [
    'de',
    'In der Gerberstraße übersteigt der Spitzenabfluss die doppelte Kapazität des Kanals',
    'Kapazität des bestehenden Kanals: 1,10 m³/s',
    'Regenintensität: von 48 bis 113 mm/h je nach Wiederkehrzeit',
    'Gültig für Einzugsgebiete unter 200 ha',
  ],
] as const)('a figure the point states in words (%s)', (language, point, measure, range, method) => {
  const slides: TestSlide[] = [
    { title: 'Rain', text: bullets(range, method) },
    { title: 'Tanners', text: bullets(measure) },
  ]

  test('carries the case; a range or a method note does not', () => {
    const lines = overallLinesOf(slides, language)

    const briefs = [...readArgumentFigures(lines.passages, lines.units, point, language)].map(
      (index) => lines.passages[index]!.brief,
    )

    expect(briefs).toContain(measure)
    expect(briefs).not.toContain(range)
    expect(briefs).not.toContain(method)
  })

  test('not when the point states the figure itself', () => {
    const lines = overallLinesOf(slides, language)

    const briefs = [
      ...readArgumentFigures(lines.passages, lines.units, `${point} (1,10 / 1.10)`, language),
    ].map((index) => lines.passages[index]!.brief)

    expect(briefs).not.toContain(measure)
  })
})

// Decision 186 (reader r-z1): the options table's first row ("1: Close the service … Annual cost: £0.6M") stood
// beside the recommendation to grow to 150 beds: a row's cells are its label's, and another option's cost read as
// the point's own.
describe.each([
  [
    'en',
    'Options from October 2027',
    ['Option', 'Virtual beds', 'Annual cost'],
    ['1: Close the service', '0', '£0.6M'],
    ['2: Keep 120 beds', '120', '£10.2M'],
    'Adopt Option 3, growing the programme to 150 virtual beds by March 2028',
  ],
  [
    'de',
    'Optionen ab Oktober 2027',
    ['Option', 'Virtuelle Betten', 'Jährliche Kosten'],
    ['1: Dienst schließen', '0', '0,6 Mio. €'],
    ['2: 120 Betten halten', '120', '10,2 Mio. €'],
    'Option 3 umsetzen und das Programm bis März 2028 auf 150 virtuelle Betten ausbauen',
  ],
  [
    'nb',
    'Alternativer fra oktober 2027',
    ['Alternativ', 'Virtuelle senger', 'Årlig kostnad'],
    ['1: Legge ned tjenesten', '0', '0,6 mill. kr'],
    ['2: Beholde 120 senger', '120', '10,2 mill. kr'],
    'Velg alternativ 3 og bygg ut programmet til 150 virtuelle senger innen mars 2028',
  ],
] as const)('a row of another option (%s)', (language, title, headers, close, keep, point) => {
  test('states no figure beside the point', () => {
    // The rows as a PDF's page text gives them, "label — column: value; …" (a typed table row is compacted).
    const row = (cells: readonly string[]) =>
      `${cells[0]} — ${headers
        .slice(1)
        .map((header, at) => `${header}: ${cells[at + 1]}`)
        .join('; ')}`
    const lines = overallLinesOf([{ title, text: bullets(row(close), row(keep)) }], language)
    const argument = readArgumentFigures(lines.passages, lines.units, point, language)

    const { text } = withCaseOfTheAsk(point, lines.passages, argument, language)

    expect(text).toBe(point)
  })
})
