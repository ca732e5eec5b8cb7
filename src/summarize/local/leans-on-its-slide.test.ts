import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { bulletLines as bullets, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { selectActions } from './select-actions'
import { selectTakeaways } from './select-takeaways'
import { chartPoint } from './test-support/chart-point'
import { leansOnItsSlide } from './leans-on-its-slide'
import { lineStarting, overallLinesOf, pointOf } from './test-support/overall-lines-of'
import { tableRow } from './test-support/table-row'

// Decision 133 (readers r-q2, r-q3): the overall summary's words went to lines that say something only beside
// their slide, and to figures the summary had stated already.

function briefsOf(slides: TestSlide[], language: Language): string[] {
  const lines = overallLinesOf(slides, language)
  const point = pointOf(lines, language)
  const actions = selectActions(lines, point)
  const selected = selectTakeaways(lines, point, new Set(actions.indices), actions.facts)
  return selected.indices.map((index) => lines.passages[index]!.brief)
}

const deck = (filler: string[], slide: TestSlide): TestSlide[] => [
  { title: filler[0]!, role: 'cover', lines: [paragraph(filler[1]!)] },
  { title: filler[2]!, text: bullets(filler[3]!) },
  slide,
  { title: filler[4]!, text: bullets(filler[5]!) },
]

const FILLER: Partial<Record<Language, string[]>> = {
  en: [
    'Q1 review',
    'Board, April 2026',
    'Members',
    '1,460 active members, 118 more than in December',
    'Sales',
    'Net promoter score of 55, up from 51',
  ],
  es: [
    'Revisión T1',
    'Comité, abril de 2026',
    'Socios',
    '1.460 socios activos, 118 más que en diciembre',
    'Ventas',
    'NPS de 55, frente a 51 en el T4',
  ],
  de: [
    'Quartalsbericht',
    'Vorstand, April 2026',
    'Mitglieder',
    '1.460 aktive Mitglieder, 118 mehr als im Dezember',
    'Vertrieb',
    'NPS von 55, nach 51 im Vorquartal',
  ],
  nb: [
    'Kvartalsrapport',
    'Styret, april 2026',
    'Medlemmer',
    '1 460 aktive medlemmer, 118 flere enn i desember',
    'Salg',
    'NPS på 55, mot 51 i forrige kvartal',
  ],
  fr: [
    'Revue T1',
    'Comité, avril 2026',
    'Membres',
    '1 460 membres actifs, 118 de plus qu’en décembre',
    'Ventes',
    'NPS de 55, contre 51 au T4',
  ],
  it: [
    'Revisione T1',
    'Comitato, aprile 2026',
    'Soci',
    '1.460 soci attivi, 118 in più rispetto a dicembre',
    'Vendite',
    'NPS di 55, rispetto a 51 nel T4',
  ],
}

describe('a line that points back at what it does not say leans on its slide', () => {
  test.each([
    ['en', 'On average 71% of admitted freshmen fell into this category.'],
    ['de', 'Im Schnitt fielen 71 % der Zugelassenen in diese Kategorie.'],
    ['nb', 'I snitt havnet 71 % av de opptatte i denne kategorien.'],
  ] as const)('%s', (language, line) => {
    const slide = { title: '2024', text: bullets('Revenue of 2.84 M€, 6 % over budget', line) }
    const lines = overallLinesOf(deck(FILLER[language]!, slide), language)
    const leans = leansOnItsSlide(lines)
    expect(leans(lineStarting(lines, line.slice(0, 12)))).toBe(true)
    expect(leans(lineStarting(lines, 'Revenue'))).toBe(false)
  })
})

describe("a table's footnote gives no takeaway", () => {
  test.each([
    [
      'en',
      ['Item', 'Budget', 'Actual'],
      ['Rooms and events', 'Marketing and other'],
      'Marketing includes £22k of the launch campaign.',
    ],
    [
      'es',
      ['Concepto', 'Presupuesto', 'Real'],
      ['Salas y eventos', 'Marketing y otros'],
      'Marketing incluye 22 k€ de la campaña de preapertura.',
    ],
    [
      'nb',
      ['Post', 'Budsjett', 'Prognose'],
      ['Prosjektering', 'Inventar og IKT'],
      'Inventar omfatter 0,4 millioner kroner til nye tavler.',
    ],
  ] as const)('%s', (language, headers, labels, footnote) => {
    const slide: TestSlide = {
      title: headers[0]!,
      lines: [
        tableRow([labels[0]!, '470', '505'], [...headers]),
        tableRow([labels[1]!, '190', '221'], [...headers]),
        paragraph(footnote),
      ],
    }
    expect(briefsOf(deck(FILLER[language]!, slide), language)).not.toContain(footnote)
  })
})

describe("a chart's extremes beside the slide's own statement give no takeaway", () => {
  test.each([
    [
      'en',
      'Variance',
      ['Main contract', 'Groundwork', 'Design', 'IT'],
      'Steel and concrete: 9.1 million over budget',
    ],
    [
      'nb',
      'Avvik',
      ['Totalentreprise', 'Grunnarbeid', 'Prosjektering', 'IKT'],
      'Stål og betong: 9,1 millioner over budsjett',
    ],
    [
      'fr',
      'Écart',
      ['Contrat principal', 'Terrassement', 'Études', 'Informatique'],
      'Acier et béton : 9,1 millions au-dessus du budget',
    ],
  ] as const)('%s', (language, series, categories, statement) => {
    const values = ['11.5', '7.2', '0.8', '-0.5']
    const slide: TestSlide = {
      title: series,
      lines: [
        ...categories.map((category, at) => chartPoint(category, series, values[at]!, series)),
        paragraph(statement),
      ],
    }
    const lines = overallLinesOf(deck(FILLER[language]!, slide), language)
    const point = pointOf(lines, language)
    const actions = selectActions(lines, point)
    const selected = selectTakeaways(lines, point, new Set(actions.indices), actions.facts)
    expect(selected.indices.some((index) => lines.passages[index]!.kind === 'chart')).toBe(false)
  })
})

describe('a line whose figures the summary states all is a repeat', () => {
  test.each([
    [
      'it',
      'Sintesi',
      'Le scorte valgono 14,8 milioni di euro, pari a 207 giorni di copertura',
      'Scorte di prodotto finito: 14,8 M€ e 207 giorni di copertura',
    ],
    [
      'en',
      'Summary',
      'Stock is worth €14.8M, or 207 days of cover',
      'Finished stock: €14.8M and 207 days of cover',
    ],
    [
      'de',
      'Zusammenfassung',
      'Der Bestand ist 14,8 Mio. € wert, 207 Tage Reichweite',
      'Fertigwarenbestand: 14,8 Mio. € und 207 Tage Reichweite',
    ],
  ] as const)('%s', (language, title, summary, repeat) => {
    const filler = FILLER[language]!
    const slides: TestSlide[] = [
      { title: filler[0]!, role: 'cover', lines: [paragraph(filler[1]!)] },
      { title, text: bullets(summary) },
      { title: filler[2]!, text: bullets(filler[3]!) },
      { title: 'Stock', text: bullets(repeat) },
      { title: filler[4]!, text: bullets(filler[5]!) },
    ]
    expect(briefsOf(slides, language)).not.toContain(repeat)
  })
})
