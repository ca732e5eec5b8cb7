import { describe, expect, test } from 'vitest'
import type { Language } from '../shared'
import { findInconsistencies } from './find-inconsistencies'
import { documentOf } from '../shared/test-support/document-of'
import { bullet, point, stat, table } from './test-support/typed-lines'

/** The words one deck needs, per language: each planted inconsistency is written as a native deck would. */
interface Words {
  language: Language
  arr: string
  arrTarget: string
  market: string
  price: string
  perMonth: string
  perYear: string
  useOfFunds: string
  region: string
  revenue: string
  north: string
  south: string
  total: string
  subtotal: string
  bigUnit: (n: string) => string
  smallUnit: (n: string) => string
  money: (n: string) => string
}

const WORDS: Words[] = [
  {
    language: 'en',
    arr: 'Annual recurring revenue',
    arrTarget: 'ARR target',
    market: 'Market size',
    price: 'Price per clinic',
    perMonth: '/month',
    perYear: '/year',
    useOfFunds: 'Use of funds: 45% product, 35% sales, 30% compliance',
    region: 'Region',
    revenue: 'Revenue',
    north: 'North',
    south: 'South',
    total: 'Total',
    subtotal: 'Subtotal',
    bigUnit: (n) => `$${n}B`,
    smallUnit: (n) => `$${n}M`,
    money: (n) => `$${n}`,
  },
  {
    language: 'de',
    arr: 'Jährlich wiederkehrender Umsatz',
    arrTarget: 'Ziel Jährlich wiederkehrender Umsatz',
    market: 'Marktgröße',
    price: 'Preis pro Kunde',
    perMonth: '/Monat',
    perYear: '/Jahr',
    useOfFunds: 'Mittelverwendung: 45 % Produkt, 35 % Vertrieb, 30 % Compliance',
    region: 'Region',
    revenue: 'Umsatz',
    north: 'Nord',
    south: 'Süd',
    total: 'Gesamt',
    subtotal: 'Zwischensumme',
    bigUnit: (n) => `${n} Mrd. €`,
    smallUnit: (n) => `${n} Mio. €`,
    money: (n) => `${n} €`,
  },
  {
    language: 'es',
    arr: 'Ingresos recurrentes anuales',
    arrTarget: 'Objetivo de ingresos recurrentes anuales',
    market: 'Tamaño del mercado',
    price: 'Precio por cliente',
    perMonth: '/mes',
    perYear: '/año',
    useOfFunds: 'Uso de fondos: 45 % producto, 35 % ventas, 30 % cumplimiento',
    region: 'Región',
    revenue: 'Ingresos',
    north: 'Norte',
    south: 'Sur',
    total: 'Total',
    subtotal: 'Subtotal',
    bigUnit: (n) => `${n} mil M€`,
    smallUnit: (n) => `${n} M€`,
    money: (n) => `${n} €`,
  },
]

/** A deck with one of each inconsistency planted, and consistent figures around them that must stay quiet. */
function plantedDeck(w: Words) {
  const decimal = (n: string) => (w.language === 'en' ? n : n.replace('.', ','))
  return documentOf(
    [
      { title: 'Cover', role: 'cover' },
      {
        title: 'Traction',
        lines: [stat(w.arr, w.smallUnit(decimal('3.4'))), stat(w.arrTarget, w.smallUnit('5'))],
      },
      { title: 'Market', lines: [stat(w.market, w.bigUnit(decimal('1.9')))] },
      { title: 'Pricing', lines: [stat(w.price, `${w.money('640')}${w.perMonth}`)] },
      {
        title: 'Regions',
        lines: table(
          [w.region, w.revenue],
          [
            [w.north, '120'],
            [w.south, '80'],
            [w.total, '210'],
          ],
        ),
      },
      { title: 'Regions chart', lines: [point(w.north, w.revenue, '130'), point(w.south, w.revenue, '80')] },
      {
        title: 'Costs',
        lines: table(
          ['Item', 'Q1', 'Q2'],
          [
            ['A', '10', '12'],
            ['B', '5', '6'],
            [w.subtotal, '17', '18'],
          ],
        ),
      },
      {
        title: 'The ask',
        lines: [
          bullet(w.useOfFunds),
          stat(w.arr, w.smallUnit(decimal('3.2'))),
          stat(w.market, w.smallUnit(decimal('1.9'))),
          stat(w.price, `${w.money('640')}${w.perYear}`),
          // Consistent: the same figure at another scale, and the target apart from the actual.
          stat(w.arrTarget, w.smallUnit('5')),
        ],
      },
    ],
    { language: w.language },
  )
}

describe.each(WORDS)('consistency in $language', (w) => {
  const findings = findInconsistencies(plantedDeck(w))
  const of = (kind: string) => findings.filter((finding) => finding.kind === kind)

  test('the same measure with two values on two slides is found, with both values and both slides', () => {
    const values = of('value')

    expect(values.map((finding) => finding.slides)).toContainEqual([2, 8])
    const arr = values.find((finding) => finding.slides.join() === '2,8')
    expect(arr?.figures.map((figure) => figure.value)).toEqual([
      w.smallUnit(w.language === 'en' ? '3.4' : '3,4'),
      w.smallUnit(w.language === 'en' ? '3.2' : '3,2'),
    ])
    expect(arr?.message).toMatch(/slide 2.*slide 8/)
  })

  test("a chart's value that disagrees with a table's is found", () => {
    const chart = of('value').find((finding) => finding.slides.join() === '5,6')

    expect(chart?.figures.map((figure) => figure.value)).toEqual(['120', '130'])
  })

  test('the same figure under two scales is a unit finding', () => {
    expect(of('unit').map((finding) => finding.slides)).toEqual([[3, 8]])
  })

  test('a figure per month on one slide and per year on another is a period finding', () => {
    expect(of('period').map((finding) => finding.slides)).toEqual([[4, 8]])
  })

  test('shares of one whole that make 110 % are found', () => {
    expect(of('shares').map((finding) => finding.message)).toEqual([expect.stringMatching(/110 %/)])
  })

  // 17 against 15: two whole numbers may differ by one through rounding, by two they do not.
  test('a total and a subtotal that are not the sum of their rows are found', () => {
    const totals = of('total')

    expect(
      totals.map((finding) => [finding.slides[0], finding.figures[0]?.value, finding.figures[1]?.value]),
    ).toEqual(
      [
        [5, '210', '200'],
        [7, '17', '15'],
        [7, '18', '18'],
      ].filter(([, stated, sum]) => stated !== sum),
    )
  })

  test('targets are kept apart from actuals, and nothing else is reported', () => {
    expect(findings.map((finding) => finding.kind).sort()).toEqual([
      'period',
      'shares',
      'total',
      'total',
      'unit',
      'value',
      'value',
    ])
  })
})

test("a chart's point for a quarter that disagrees with a stat for that quarter is found", () => {
  const deck = documentOf([
    { title: 'Highlights', lines: [stat('ARR Q1 2026', '$3.6M')] },
    {
      title: 'ARR by quarter',
      lines: [point('Q4 2025', 'ARR ($M)', '2.8'), point('Q1 2026', 'ARR ($M)', '3.4')],
    },
  ])

  const findings = findInconsistencies(deck)

  expect(findings).toHaveLength(1)
  expect(findings[0]).toMatchObject({ kind: 'value', slides: [1, 2] })
  expect(findings[0]?.figures.map((figure) => figure.value)).toEqual(['$3.6M', '3.4'])
})

test('stat cards and a chart on a slide headed as a split are shares of one whole', () => {
  const deck = documentOf(
    [
      {
        title: 'Uso de fondos',
        lines: [stat('Producto', '50 %'), stat('Ventas', '30 %'), stat('Operaciones', '15 %')],
      },
      {
        title: 'Reparto de ingresos por canal',
        lines: [point('Directo', 'Cuota (%)', '62'), point('Socios', 'Cuota (%)', '38')],
      },
    ],
    { language: 'es' },
  )

  const findings = findInconsistencies(deck)

  expect(findings.map((finding) => [finding.kind, finding.slides])).toEqual([['shares', [1]]])
  expect(findings[0]?.message).toContain('95 %')
})

describe('what is not an inconsistency', () => {
  // From a real deck of sample usage reports (corpus ppt/counter-usage-statistics.ppt).
  test('an excerpt with an elision row, a total above its rows, and one journal counted by page type', () => {
    const headers = ['Journal', 'Page type', 'Jan 2001', 'Calendar YTD']
    const deck = documentOf([
      {
        title: 'Report 2: turnaways',
        lines: table(headers, [
          ['Total: all journals', '', '453', '4765'],
          ['Journal of AA', 'Full-text turnaways', '23', '342'],
          ['Journal of BB', 'Full-text turnaways', '18', '287'],
        ]),
      },
      {
        title: 'Report 3: requests by page type',
        lines: table(headers, [
          ['Journal of AA', 'Abstracts', '1032', '6896'],
          ['Journal of AA', 'References', '543', '4002'],
          ['……', '……', '', ''],
          ['Total: all journals', 'Abstracts', '54126', '267980'],
        ]),
      },
    ])

    expect(findInconsistencies(deck)).toEqual([])
  })

  test('a figure written at another scale, a rounded figure, and figures of other periods agree', () => {
    const deck = documentOf([
      { title: 'One', lines: [stat('Revenue', '$3.4M'), stat('Gross margin', '76%')] },
      { title: 'Two', lines: [stat('Revenue', '$3,412k'), stat('Gross margin', '76.2%')] },
      { title: 'By year', lines: table(['Metric', '2025', '2026'], [['Revenue', '2.8', '3.4']]) },
      { title: 'Plan', lines: table(['Metric', 'Plan', 'Actual'], [['Revenue', '3.6', '3.4']]) },
    ])

    expect(findInconsistencies(deck)).toEqual([])
  })

  test('a total that sums every row but one of another kind stands, and shares far from 100 are some parts', () => {
    const deck = documentOf([
      {
        title: 'Plans',
        lines: table(
          ['Plan', 'Clinics', 'Share of ARR'],
          [
            ['Essentials', '176', '22%'],
            ['Practice', '190', '43%'],
            ['Multi-site', '52', '18%'],
            ['Payments', '298', '17%'],
            ['Total', '418', '100%'],
          ],
        ),
      },
      { title: 'Market share', lines: [bullet('Market share: 12% for us, 8% for the next player')] },
    ])

    expect(findInconsistencies(deck)).toEqual([])
  })
})
