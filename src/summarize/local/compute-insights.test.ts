import { describe, expect, test } from 'vitest'
import type { DeckRole, Language } from '../../shared'
import { tableRow } from './test-support/table-row'
import { checkFaithfulness } from '../check-faithfulness'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { computeInsights } from './compute-insights'
import { createLocalProvider } from './index'
import { parseAmount, formatPercent } from './parse-amount'
import { chartPoint } from './test-support/chart-point'

// Issue 24, item 3: "Insights that restate one fact (25 of 31)": variances, concentrations and growth computed.

const point = chartPoint
const unitsOf = (slides: TestSlide[], language: Language) =>
  documentOf(slides, { language }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))

const PLANS = {
  en: {
    headers: ['Line', 'Plan', 'Actual'],
    rows: [
      ['Output (t)', '2,450', '2,318'],
      ['Overtime hours', '1,800', '2,640'],
    ],
    expected: 'Overtime hours: Actual 2,640 against Plan 1,800 (+840, 46.7% over plan)',
  },
  es: {
    headers: ['', 'Presupuesto', 'Real'],
    rows: [
      ['EBITDA', '515', '609'],
      ['Ingresos', '2.680', '2.840'],
    ],
    expected:
      'EBITDA: Real 609 frente a Presupuesto 515 (+94, 18,3 % sobre presupuesto); Ingresos: Real 2.840 frente a Presupuesto 2.680 (+160, 6,0 % sobre presupuesto)',
  },
  nb: {
    headers: ['Post', 'Budsjett', 'Prognose'],
    rows: [
      ['Grunnarbeid', '24,0', '31,2'],
      ['Totalentreprise', '324,0', '335,5'],
    ],
    expected:
      'Grunnarbeid: Prognose 31,2 mot Budsjett 24,0 (+7,2, 30,0 % over budsjett); Totalentreprise: Prognose 335,5 mot Budsjett 324,0 (+11,5, 3,5 % over budsjett)',
  },
} as const

describe('computeInsights', () => {
  // Readers took "Actual 2,640 against Plan 1,800 (+840, 146.7%)" for a 146.7 % rise; under plan the share reads.
  test.each<[Language, string[], string[], string]>([
    [
      'en',
      ['Line', 'Plan', 'Actual'],
      ['Output (t)', '2,450', '2,318'],
      'Output (t): Actual 2,318 against Plan 2,450 (−132, 94.6% of plan)',
    ],
    [
      'fr',
      ['Ligne', 'Objectif', 'Réel'],
      ['Production', '2 450', '2 318'],
      'Production: Réel 2 318 contre Objectif 2 450 (−132, objectif atteint à 94,6 %)',
    ],
    [
      'de',
      ['Linie', 'Plan', 'Ist'],
      ['Ausstoß', '2.450', '2.318'],
      'Ausstoß: Ist 2.318 gegenüber Plan 2.450 (−132, 94,6 % vom Plan)',
    ],
  ])('a %s row under plan states its share of plan', (language, headers, cells, expected) => {
    const units = unitsOf(
      [
        {
          title: 'Plan',
          lines: [tableRow(cells, headers), tableRow([cells[0] + ' 2', '100', '97'], headers)],
        },
      ],
      language,
    )

    const [insight] = computeInsights(units, ['plan-vs-actual'], language)

    expect(insight?.text).toBe(expected)
  })

  test.each(Object.entries(PLANS) as [Language, (typeof PLANS)[keyof typeof PLANS]][])(
    'a %s plan-against-actual table gives the rows furthest from plan with their computed gap and share',
    (language, plan) => {
      const units = unitsOf(
        [{ title: 'Plan', lines: plan.rows.map((cells) => tableRow([...cells], [...plan.headers])) }],
        language,
      )

      const [insight] = computeInsights(units, ['plan-vs-actual'], language)

      expect(insight?.kind).toBe('variance')
      expect(insight?.text).toBe(plan.expected)
    },
  )

  test.each<[Language, string[], string]>([
    [
      'en',
      ['Item', 'Budget', 'Forecast', 'Variance'],
      'Main contract (+11.5) and Groundworks (+7.2) make up 98.4% of the total +19.0 (Total)',
    ],
    [
      'de',
      ['Posten', 'Budget', 'Prognose', 'Abweichung'],
      'Main contract (+11,5) und Groundworks (+7,2) machen 98,4 % der Gesamtsumme +19,0 aus (Gesamt)',
    ],
    [
      'nb',
      ['Post', 'Budsjett', 'Prognose', 'Avvik'],
      'Main contract (+11,5) og Groundworks (+7,2) utgjør 98,4 % av totalen +19,0 (Sum)',
    ],
  ])('a %s total’s gap is placed in the two rows that make most of it', (language, headers, expected) => {
    const decimal = language === 'en' ? '.' : ','
    const n = (text: string) => text.replace('.', decimal)
    const total = { en: 'Total', de: 'Gesamt', nb: 'Sum' }[language as 'en']
    const rows = [
      ['Main contract', '324.0', '335.5', '+11.5'],
      ['Groundworks', '24.0', '31.2', '+7.2'],
      ['Design', '20.0', '20.3', '+0.3'],
      [total, '368.0', '387.0', '+19.0'],
    ].map((cells) => tableRow(cells.map(n), headers))

    const insights = computeInsights(
      unitsOf([{ title: 'Costs', lines: rows }], language),
      ['financials'],
      language,
    )

    expect(insights.find((insight) => insight.kind === 'concentration')?.text).toBe(expected)
  })

  test.each<[Language, string, string]>([
    ['en', 'ARR ($M)', 'ARR ($M): 2.4x from 1.4 (Q1 2025) to 3.4 (Q1 2026)'],
    ['fr', 'ARR (M€)', 'ARR (M€) : 2,4x de 1,4 (Q1 2025) à 3,4 (Q1 2026)'],
    ['it', 'ARR (M€)', 'ARR (M€): 2,4x da 1,4 (Q1 2025) a 3,4 (Q1 2026)'],
  ])('a %s series over ordered periods gives its multiple', (language, series, expected) => {
    const decimal = language === 'en' ? '.' : ','
    const values = ['1.4', '1.8', '2.5', '3.4'].map((value) => value.replace('.', decimal))
    const lines = ['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q1 2026'].map((quarter, at) =>
      point(quarter, series, values[at]!),
    )

    const [insight] = computeInsights(unitsOf([{ title: 'ARR', lines }], language), ['traction'], language)

    expect(insight?.text).toBe(expected)
  })

  // A reader of the NL memo: "Wat moet er gelden om Omzet vanaf 44,2 verder te laten groeien?" asked the 2026
  // budget as if reached. A series ending on its budget keeps its growth; its figure is the last actual point.
  test.each<[Language, string]>([
    ['nl', '2026 (budget)'],
    ['en', '2026 (budget)'],
    ['de', '2026 (Plan)'],
  ])(
    'a %s series ending on its budget is set from its last actual point to that budget',
    (language, last) => {
      const decimal = language === 'en' ? '.' : ','
      const values = ['24.9', '29.8', '36.1', '44.2'].map((value) => value.replace('.', decimal))
      const lines = ['2022', '2023', '2024', last].map((year, at) => point(year, 'Omzet', values[at]!))

      const [insight] = computeInsights(
        unitsOf([{ title: 'Omzet', lines }], language),
        ['traction'],
        language,
      )

      expect(insight?.kind).toBe('growth')
      expect([insight?.figure, insight?.plan]).toEqual([values[2], values[3]])
    },
  )

  test('an appendix’s tables give no insight: they support the deck, they are not its content', () => {
    const units = unitsOf(
      [
        {
          title: 'Appendix',
          lines: PLANS.en.rows.map((cells) => tableRow([...cells], [...PLANS.en.headers])),
        },
      ],
      'en',
    )

    expect(computeInsights(units, ['appendix' as DeckRole], 'en')).toEqual([])
  })
})

// Slides around the plan, so that the deck has takeaways of its own.
const CONTEXT = {
  en: [
    'Customers: 418 · Retention: 128%',
    'Waste rose to 4.6% because of restarts after the failures.',
    'Line 3 ran 12 shifts of weekend overtime in October.',
  ],
  es: [
    'Socios: 2.310 · Ocupación media: 81 %',
    'El churn mensual bajó al 1,9 % gracias a los bonos.',
    'Valencia abre el 1 de junio con 61 puestos reservados.',
  ],
  nb: [
    'Elever: 540 · Ferdiggrad: 63 %',
    'Råbygget er 7 uker forsinket på grunn av fjell.',
    'Skolen åpner i august 2027 med 540 elever.',
  ],
} as const

describe('a computed insight in the summary', () => {
  test.each(Object.entries(PLANS) as [Language, (typeof PLANS)[keyof typeof PLANS]][])(
    'leads the %s insights with a question naming its subject and figure, and its arithmetic passes the check',
    async (language, plan) => {
      const document = documentOf(
        [
          { title: 'Cover', text: 'Board', role: 'cover' },
          { title: 'Plan', lines: plan.rows.map((cells) => tableRow([...cells], [...plan.headers])) },
          ...CONTEXT[language as keyof typeof CONTEXT].map((text, at) => ({ title: `Part ${at + 1}`, text })),
        ],
        { language },
      )

      const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })

      expect(summary.overallSummary.strategicInsights[0]).toBe(plan.expected)
      expect(summary.overallSummary.keyQuestions[0]).toContain(plan.expected.split(':')[0]!)
      expect(summary.faithfulness.unverified).toEqual([])
      expect(summary.faithfulness.mislabelled).toEqual([])
      expect(checkFaithfulness(summary, document).figuresFound).toBe(summary.faithfulness.figuresTotal)
    },
  )
})

describe('computeInsights: a result row below its total (decision 089)', () => {
  test.each<[Language, string[], string[][], string]>([
    [
      'es',
      ['Concepto', 'Presupuesto', 'Real'],
      [
        ['Puestos y despachos', '2.210', '2.335'],
        ['Salas de reuniones', '470', '505'],
        ['Total ingresos', '2.680', '2.840'],
        ['Personal', '(455)', '(462)'],
        ['EBITDA', '515', '609'],
      ],
      'EBITDA: Real 609 frente a Presupuesto 515 (+94, 18,3 % sobre presupuesto); Total ingresos: Real 2.840 frente a Presupuesto 2.680 (+160, 6,0 % sobre presupuesto)',
    ],
    [
      'en',
      ['£k', 'Budget', 'Actual'],
      [
        ['Subscriptions', '1,200', '1,310'],
        ['Services', '400', '390'],
        ['Total revenue', '1,600', '1,700'],
        ['Operating profit', '200', '260'],
      ],
      'Operating profit: Actual 260 against Budget 200 (+60, 30.0% over budget); Total revenue: Actual 1,700 against Budget 1,600 (+100, 6.3% over budget)',
    ],
    [
      'de',
      ['T€', 'Plan', 'Ist'],
      [
        ['Lizenzen', '900', '990'],
        ['Beratung', '300', '290'],
        ['Umsatz gesamt', '1.200', '1.280'],
        ['EBIT', '150', '190'],
      ],
      'EBIT: Ist 190 gegenüber Plan 150 (+40, 26,7 % über Plan); Umsatz gesamt: Ist 1.280 gegenüber Plan 1.200 (+80, 6,7 % über Plan)',
    ],
  ])(
    'sets a %s result row against the total above it, not one of its parts',
    (language, headers, rows, expected) => {
      const units = unitsOf(
        [{ title: 'P&L', lines: rows.map((cells) => tableRow(cells, headers)) }],
        language,
      )

      const variance = computeInsights(units, ['plan-vs-actual'], language).find(
        (insight) => insight.kind === 'variance',
      )

      expect(variance?.text).toBe(expected)
    },
  )
})

describe('parseAmount', () => {
  test.each<[Language, string, number]>([
    ['en', '£2,318', 2318],
    ['en', '(0.1)', -0.1],
    ['de', '7,9 Mio. €', 7.9],
    ['es', '2.840', 2840],
    ['nb', '8 900', 8900],
    ['fr', '1 850 m³', 1850],
  ])('reads a %s amount “%s” as %s', (language, text, value) => {
    expect(parseAmount(text, language)?.value).toBe(value)
  })

  test('reads no date or range as an amount, and writes a share the language’s way', () => {
    expect(parseAmount('Q1 2025', 'en')).toBeUndefined()
    expect(parseAmount('3–4 months', 'en')).toBeUndefined()
    expect(formatPercent(94.61, 'en')).toBe('94.6%')
    expect(formatPercent(94.61, 'de')).toBe('94,6 %')
  })
})
