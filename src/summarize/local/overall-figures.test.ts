import { describe, expect, test } from 'vitest'
import type { Document, Language, SlideLine } from '../../shared'
import { documentOf, stat } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'
import { describeChart } from './describe-chart'

type SlideSpec = { title: string; lines: SlideLine[] }

const deckOf = (language: Language, slides: SlideSpec[]): Document => documentOf(slides, { language })

const paragraph = (line: string): SlideLine => ({ kind: 'paragraph', text: line })
const point = (category: string, value: string, series = '', chart?: string): SlideLine => ({
  kind: 'chart-point',
  text: `${category}${series ? ` — ${series}` : ''}: ${value}`,
  category,
  series,
  value,
  ...(chart ? { chart } : {}),
})

async function overallOf(document: Document) {
  const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })
  return summary.overallSummary
}

const items = (overall: Awaited<ReturnType<typeof overallOf>>) => [
  ...overall.keyTakeaways,
  ...overall.actionItems,
  ...overall.strategicInsights,
  ...overall.keyQuestions,
]

// A few content slides around the one under test, so that the deck has takeaways to choose among.
const CONTEXT: Record<'en' | 'de' | 'fr', SlideSpec[]> = {
  en: [
    { title: 'Revenue', lines: [paragraph('Revenue grew by 38% to 4.2 million over the year.')] },
    { title: 'Customers', lines: [paragraph('The company serves 120 schools in four regions today.')] },
  ],
  de: [
    { title: 'Umsatz', lines: [paragraph('Der Umsatz stieg im Jahr um 38 % auf 4,2 Mio. Euro.')] },
    { title: 'Kunden', lines: [paragraph('Das Unternehmen beliefert heute 120 Schulen in vier Regionen.')] },
  ],
  fr: [
    {
      title: 'Chiffre d’affaires',
      lines: [paragraph('Le chiffre d’affaires a progressé de 38 % à 4,2 M€ sur l’année.')],
    },
    { title: 'Clients', lines: [paragraph('La société sert aujourd’hui 120 écoles dans quatre régions.')] },
  ],
}

const COUNTRIES: Record<'en' | 'de' | 'fr', string[]> = {
  en: ['Mexico', 'Turkey', 'Greece', 'Italy', 'Spain', 'Poland', 'Norway', 'Japan', 'Finland'],
  de: ['Mexiko', 'Türkei', 'Griechenland', 'Italien', 'Spanien', 'Polen', 'Norwegen', 'Japan', 'Finnland'],
  fr: ['Mexique', 'Turquie', 'Grèce', 'Italie', 'Espagne', 'Pologne', 'Norvège', 'Japon', 'Finlande'],
}
const SCORES = ['384', '408', '449', '470', '482', '487', '490', '547', '548']

describe('a chart in the overall summary', () => {
  test.each([
    ['en', 'Finland highest at 548', 'Mexico lowest at 384'],
    ['de', 'Finnland am höchsten mit 548', 'Mexiko am niedrigsten mit 384'],
    ['fr', 'maximum pour Finlande (548)', 'minimum pour Mexique (384)'],
  ] as const)('is one %s item naming its highest and lowest points', async (language, highest, lowest) => {
    const countries = COUNTRIES[language]
    const overall = await overallOf(
      deckOf(language, [
        ...CONTEXT[language],
        { title: 'PISA 2009', lines: countries.map((country, at) => point(country, SCORES[at]!)) },
      ]),
    )
    const aboutChart = items(overall).filter((item) => countries.some((country) => item.includes(country)))
    expect(aboutChart).toHaveLength(1)
    expect(aboutChart[0]).toContain(highest)
    expect(aboutChart[0]).toContain(lowest)
    expect(aboutChart[0]).not.toContain(' · ')
  })

  test('over time says its first and last point, with their categories', () => {
    const series = {
      label: 'Total Enrollment (Millions)',
      first: true,
      points: ['1995', '1996', '1997', '2006'].map((year, at) => ({
        category: year,
        value: ['14.2', '14.3', '14.5', '17.8'][at]!,
      })),
    }
    expect(describeChart(series, 'en')).toBe('Total Enrollment (Millions): from 14.2 (1995) to 17.8 (2006)')
    expect(describeChart(series, 'nb')).toBe('Total Enrollment (Millions): fra 14.2 (1995) til 17.8 (2006)')
    const budget = {
      ...series,
      label: 'Omzet',
      points: [...series.points, { category: '2007 (budget)', value: '18.1' }],
    }
    expect(describeChart(budget, 'nl')).toBe('Omzet: van 14.2 (1995) naar 18.1 (2007 (budget))')
    expect(describeChart({ ...series, label: 'Bachelors Degree or More' }, 'de')).toBe(
      'Bachelors Degree or More: von 14.2 (1995) auf 17.8 (2006)',
    )
  })

  test('keeps the figure strings of the source, and says nothing of raw precision', () => {
    const points = [
      { category: 'Australia', value: '59 \\' },
      { category: 'Iceland', value: '56' },
      { category: 'Italy', value: '41' },
    ]
    expect(describeChart({ label: '', first: true, points }, 'en')).toBe(
      'Australia highest at 59 and Italy lowest at 41',
    )
    const precise = [
      { category: 'Less than high school', value: '0.847390522814' },
      { category: 'Bachelor’s degree', value: '1' },
    ]
    expect(
      describeChart({ label: 'Receptive vocabulary', first: true, points: precise }, 'en'),
    ).toBeUndefined()
  })

  test('of a time series keeps one item, its further points read slide by slide', async () => {
    const years = ['2005', '2006', '2007', '2008', '2009', '2010', '2011', '2012', '2013']
    const document = deckOf('en', [
      ...CONTEXT.en,
      {
        title: 'Enrollment',
        lines: years.map((year, at) =>
          point(year, `${14 + at}.5`, 'Total Enrollment (Millions)', 'Enrollment'),
        ),
      },
    ])
    const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })
    const aboutChart = items(summary.overallSummary).filter((item) => /\(2005\)|2006|2009/.test(item))
    expect(aboutChart).toEqual([expect.stringContaining('from 14.5 (2005) to 22.5 (2013)')])
    const slide = summary.slideBySlide.find((item) => item.slideNumber === 3)!
    // Its slide's entry says what the series shows, with its label, not a dump of every point (decision 057).
    expect(slide.summary).toContain('Total Enrollment (Millions): from 14.5 (2005) to 22.5 (2013)')
  })
})

describe('stats in the overall summary', () => {
  test('an item joins at most three stats, each with its label', async () => {
    const overall = await overallOf(
      deckOf('en', [
        ...CONTEXT.en,
        {
          title: 'Key metrics',
          lines: [
            stat('ARR', '€4.2M'),
            stat('Churn', '3.1%'),
            stat('NRR', '118%'),
            stat('Gross margin', '72%'),
            stat('Customers', '120'),
            stat('Payback', '14 months'),
          ],
        },
      ]),
    )
    const withStats = items(overall).filter((item) => /ARR|Churn|NRR|Gross margin|Payback/.test(item))
    expect(withStats.length).toBeGreaterThan(0)
    const labels = ['ARR', 'Churn', 'NRR', 'Gross margin', 'Customers', 'Payback']
    for (const item of withStats)
      expect(labels.filter((label) => item.includes(label)).length).toBeLessThanOrEqual(3)
    // A strip's cards read as a list (decision 092), each figure after its label.
    expect(withStats.join(' ')).toContain('ARR €4.2M')
    // The row's fourth card is not lost: it stands as an item of its own.
    expect(withStats.join(' ')).toMatch(/Gross margin:? 72%/)
  })

  test('a value with more than three decimals or a bare list marker is no overall item', async () => {
    const overall = await overallOf(
      deckOf('en', [
        ...CONTEXT.en,
        { title: 'Vocabulary', lines: [stat('Receptive vocabulary', '0.847390522814')] },
        { title: 'Supports', lines: [stat('Program Supports for Families', '8.'), stat('Peers', '4.')] },
        { title: 'Staff', lines: [stat('Teachers hired this year', '23'), stat('Schools served', '120')] },
      ]),
    )
    const all = items(overall).join('\n')
    expect(all).not.toMatch(/0\.847|0\.85|Receptive vocabulary/)
    expect(all).not.toMatch(/Peers|Program Supports/)
    expect(all).toMatch(/Teachers hired this year:? 23/)
  })
})

describe('key questions', () => {
  test.each([
    ['en', 'Rubric', 'Project description', 'project description'],
    ['de', 'Bewertung', 'Methodik', 'methodik'],
    ['fr', 'Barème', 'Méthodologie', 'méthodologie'],
  ] as const)(
    'in %s never name a section label as their subject',
    async (language, title, label, lowered) => {
      const overall = await overallOf(
        deckOf(language, [
          ...CONTEXT[language],
          { title, lines: [stat(label, '5%'), stat(`${label} `.trim() === label ? 'Design' : label, '15%')] },
        ]),
      )
      expect(overall.keyQuestions.join(' ').toLowerCase()).not.toContain(lowered)
    },
  )

  test.each([
    [
      'en',
      'Churn',
      'It rose by 40% against last year, because 12% of clinics were bought by groups.',
      /churn/i,
    ],
    [
      'de',
      'Kundenabwanderung',
      'Sie stieg um 40 % gegenüber dem Vorjahr, weil 12 % der Kunden von Gruppen gekauft wurden.',
      /kundenabwanderung/i,
    ],
    [
      'fr',
      'Attrition',
      'Elle a augmenté de 40 % par rapport à l’an dernier, car 12 % des clients ont été rachetés.',
      /attrition/i,
    ],
  ] as const)(
    'in %s name the slide title as subject when the sentence opens with no noun phrase',
    async (language, title, line, subject) => {
      const overall = await overallOf(
        deckOf(language, [...CONTEXT[language], { title, lines: [paragraph(line)] }]),
      )
      const aboutIt = overall.keyQuestions.filter((question) => question.includes('40'))
      // A short deck's one relation may be its takeaway, and is then not said again as an insight with a question.
      for (const question of aboutIt) expect(question).toMatch(subject)
    },
  )

  test('never name a footnote marker or a citation as their subject', async () => {
    const overall = await overallOf(
      deckOf('en', [
        ...CONTEXT.en,
        {
          title: '',
          lines: [paragraph('*Based on Table 9, p. 26: sales rose 40% over the year against the plan.')],
        },
      ]),
    )
    expect(overall.keyQuestions.join(' ')).not.toContain('*')
  })
})
