import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { bullet, documentOf, paragraph, stat, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'
import { asClause, periodOf, withDecision } from './state-claim'

// Issue 24, item 2: the deck's point is the sentence its author wrote, not whatever carries a figure
// (docs/readings 2026-11-27: "Mejor trimestre desde 2019", Wrenfield's burner failures, "Excellence with Equity").

const summarise = (slides: TestSlide[], language: Language) =>
  createLocalProvider().summarize(documentOf(slides, { language }), { documentType: 'presentation' })

const REVIEWS = {
  en: {
    cover: 'Operations review — October',
    glance: 'October at a glance',
    stats: [stat('Output', '2,318 t (94.6% of plan)'), stat('OEE', '68.4% (plan 72.0%)')],
    claim: 'Lowest monthly output since February, driven by two burner failures on Oven 3',
    about: 'output 2,318 t (94.6% of plan)',
    other: ['Quality and customers', 'Customer complaints: 27 in October, up from 18 in September'],
    ask: ['Decision required today', 'Approve £1.45M capital for a new Oven 3 by 4 December 2026'],
  },
  es: {
    cover: 'Revisión trimestral de negocio',
    glance: 'El trimestre en cifras',
    stats: [stat('Ingresos del trimestre', '2,84 M€ (+6 % sobre presupuesto)'), stat('EBITDA', '609 k€')],
    claim: 'Mejor trimestre desde la apertura del primer centro en 2019',
    about: 'ingresos del trimestre 2,84 M€ (+6 % sobre presupuesto)',
    other: ['Socios y ventas', '1.460 socios activos a 31 de marzo, 118 más que en diciembre'],
    ask: ['Decisiones', 'Aprobar la apertura de Bilbao con 1,2 M€ antes del 22 de julio de 2026'],
  },
  de: {
    cover: 'Quartalsbericht Q3',
    glance: 'Das Quartal in Zahlen',
    stats: [stat('Umsatz', '7,9 Mio. € (+6 % zum Plan)'), stat('EBITDA', '1,1 Mio. €')],
    claim: 'Bestes Quartal seit der Gründung im Jahr 2019, getragen vom Großkundengeschäft',
    // No card's label is a word of the claim: the first card, the headline figure; a German noun keeps its capital.
    about: 'Umsatz 7,9 Mio. € (+6 % zum Plan)',
    other: ['Kunden', '1.460 aktive Kunden am 30. September, 118 mehr als im Juni'],
    ask: ['Entscheidungsbedarf', 'Budget von 1,6 Mio. € für zwei Teams freigeben'],
  },
} as const

describe('the point from the deck’s own claim', () => {
  test.each(Object.entries(REVIEWS) as [Language, (typeof REVIEWS)[keyof typeof REVIEWS]][])(
    'a %s review opens with the claim and the stat card it is about, as one sentence; the other cards stay a takeaway',
    async (language, review) => {
      const summary = await summarise(
        [
          { title: review.cover, text: 'Plant', role: 'cover' },
          { title: review.glance, lines: [...review.stats, bullet(review.claim)] },
          { title: review.other[0], text: `- ${review.other[1]}` },
          { title: 'Risks', text: '- A new competitor with 3 sites and prices 15% lower' },
        ],
        language,
      )

      const [first, ...rest] = summary.overallSummary.keyTakeaways
      expect(first).toBe(`${review.claim}: ${review.about}`)
      expect(first).not.toContain(' — ')
      expect(first).not.toContain(' · ')
      expect(rest.join('\n')).not.toContain(review.stats[0].text)
      expect(rest.join('\n')).toContain(review.stats[1].text)
    },
  )

  test.each(Object.entries(REVIEWS) as [Language, (typeof REVIEWS)[keyof typeof REVIEWS]][])(
    'a %s ask that is an order stays an action, and the point states the result and the decision in one sentence',
    async (language, review) => {
      const summary = await summarise(
        [
          { title: review.cover, text: 'Plant', role: 'cover' },
          { title: review.glance, lines: [...review.stats, bullet(review.claim)] },
          { title: review.other[0], text: `- ${review.other[1]}` },
          { title: review.ask[0], text: `- ${review.ask[1]}` },
        ],
        language,
      )

      const [point, ...rest] = summary.overallSummary.keyTakeaways
      expect(point).toContain(`${review.claim}: ${review.about}; `)
      expect(point!.toLowerCase()).toContain(review.ask[1].toLowerCase())
      expect(summary.overallSummary.actionItems.join('\n')).toContain(review.ask[1])
      expect(rest.join('\n').toLowerCase()).not.toContain(review.ask[1].toLowerCase())
    },
  )

  test('a strip of stat cards without a sentence beside it is no claim: the cards stay a headline figure', async () => {
    const summary = await summarise(
      [
        { title: 'Operations review', text: 'Plant', role: 'cover' },
        { title: 'October at a glance', lines: [...REVIEWS.en.stats] },
        { title: 'Quality and customers', text: `- ${REVIEWS.en.other[1]}` },
        { title: 'Safety', text: '- One lost-time incident on 14 October, the first since May' },
      ],
      'en',
    )

    expect(summary.overallSummary.keyTakeaways[0]).toBe(
      'October at a glance — Output 2,318 t (94.6% of plan) and OEE 68.4% (plan 72.0%)',
    )
  })

  test.each<[Language, string, string, string]>([
    ['en', 'Toward Excellence with Equity', 'Excellence with Equity is Possible!', 'Why such urgency'],
    [
      'fr',
      "Vers l'excellence et l'équité",
      "L'excellence avec l'équité est possible !",
      'Pourquoi tant d’urgence',
    ],
    [
      'nl',
      'Naar excellentie met gelijkheid',
      'Excellentie met gelijkheid is mogelijk!',
      'Waarom zo dringend',
    ],
  ])(
    'a %s talk with no summary opens with the heading that makes a claim about its cover’s subject',
    async (language, cover, claim, other) => {
      const summary = await summarise(
        [
          { title: cover, lines: [paragraph('Annual meeting, New Orleans')], role: 'cover' },
          {
            title: '',
            lines: [paragraph(claim), bullet('Racial gaps are smaller than in the past, by 12 points.')],
          },
          {
            title: other,
            lines: [bullet('Only about 50% of students who start complete a degree in six years.')],
          },
          { title: 'Results', lines: [bullet('Enrollment exceeded projections by 12 percent in 2010.')] },
        ],
        language,
      )

      expect(summary.overallSummary.keyTakeaways[0]).toBe(claim)
    },
  )
})

describe('an event’s housekeeping', () => {
  test.each<[Language, string[], string]>([
    [
      'en',
      [
        'We need speakers and topics for future meetings!',
        'Thanks to Expedia for hosting…',
        'Discount codes: meetup16 20%',
      ],
      'Filter operations run in 1.1 ns instead of 15 ns, 14 times faster than in release 1.6.',
    ],
    [
      'es',
      [
        'Muchas gracias a Expedia por acogernos',
        '¡Enhorabuena por vuestro 20 aniversario!',
        'Código de descuento: meetup16 20 %',
      ],
      'Las operaciones de filtro tardan 1,1 ns en lugar de 15 ns, 14 veces menos que en la versión 1.6.',
    ],
    [
      'de',
      [
        'Vielen Dank an Expedia für die Gastfreundschaft',
        'Herzlichen Glückwunsch zum 20. Jubiläum!',
        'Rabattcode: meetup16 20 %',
      ],
      'Filter laufen in 1,1 ns statt 15 ns und damit 14-mal schneller als in Version 1.6.',
    ],
  ])(
    // Decision 174 amends 068: a call for speakers is the meetup's ask, an action; still never a takeaway.
    'a %s meetup’s notices are no takeaway, the talk’s findings are',
    async (language, notices, finding) => {
      const summary = await summarise(
        [
          { title: 'Spark 2.0', text: 'Chicago, 18 May 2016', role: 'cover' },
          { title: 'Meetups', text: notices.map((line) => `- ${line}`).join('\n') },
          { title: 'Tungsten', text: `- ${finding}` },
          {
            title: 'Streaming',
            text: '- Structured streaming turns a batch job into a stream with 2 changes.',
          },
        ],
        language,
      )

      const { actionItems, ...rest } = summary.overallSummary
      const overall = Object.values(rest).flat().join('\n')
      for (const notice of notices) expect(overall).not.toContain(notice.slice(0, 20))
      expect(overall).toContain(finding.slice(0, 30))
      expect(actionItems.filter((item) => !item.startsWith('We need speakers'))).toEqual([])
    },
  )
})

describe('an ask is a sentence', () => {
  test.each<[Language, string, string, string[]]>([
    [
      'en',
      'Transaction approval process',
      'Conclusion',
      [
        'Enron has invested in the people and systems needed for risk management.',
        'The board reviews every capital deal above $75 million.',
      ],
    ],
    [
      'de',
      'Freigabeprozess für Transaktionen',
      'Fazit',
      [
        'Das Unternehmen hat in Menschen und Systeme für das Risikomanagement investiert.',
        'Der Vorstand prüft jedes Geschäft über 75 Mio. €.',
      ],
    ],
    [
      'fr',
      'Processus d’approbation des transactions',
      'Conclusion',
      [
        'L’entreprise a investi dans les personnes et les systèmes de gestion des risques.',
        'Le conseil examine chaque opération de plus de 75 M€.',
      ],
    ],
  ])(
    'a %s diagram’s bare amount under an approval title is no ask: the conclusion is the point',
    async (language, approvalTitle, conclusionTitle, conclusion) => {
      const summary = await summarise(
        [
          { title: 'Risk Assessment & Control', text: 'Ted Murphy', role: 'cover' },
          { title: approvalTitle, lines: [paragraph('$5 million'), paragraph('$75 million')] },
          { title: 'Credit', text: '- Over 80% of exposure to investment grade counterparties' },
          { title: conclusionTitle, text: conclusion.map((line) => `- ${line}`).join('\n') },
        ],
        language,
      )

      expect(summary.overallSummary.keyTakeaways[0]).toContain(conclusion[0]!.replace(/\.$/u, ''))
    },
  )
})

describe('the point’s parts as one sentence', () => {
  test.each<[Language, string, string]>([
    ['en', 'Output: 2,318 t (94.6% of plan)', 'output 2,318 t (94.6% of plan)'],
    ['fr', 'Chiffre d’affaires : 4,2 M€', 'chiffre d’affaires 4,2 M€'],
    ['de', 'Umsatz: 7,9 Mio. €', 'Umsatz 7,9 Mio. €'],
    ['en', 'OEE: 68.4% (plan 72.0%)', 'OEE 68.4% (plan 72.0%)'],
  ])('a %s stat card reads as a clause: %s', (language, card, expected) => {
    expect(asClause(card, language)).toBe(expected)
  })

  test.each<[string, string, string]>([
    ['Resultados 2022–2025', 'crianças acompanhadas: 1.240', ' (Resultados 2022–2025)'],
    ['Ergebnisse Q3 2025', 'Umsatz: 7,9 Mio. €', ' (Ergebnisse Q3 2025)'],
    ['Results 2024', 'Revenue 2025: £6.8M', ''],
    ['What we achieved', 'Children reached: 1,240', ''],
  ])('a figure keeps the period its slide’s title gives it (%s)', (title, figure, expected) => {
    expect(periodOf(title, figure)).toBe(expected)
  })

  const result = { text: 'Output fell to 2,318 t', slides: [3], indices: [] }
  test.each<[Language, string, string]>([
    [
      'en',
      'Approve £1.45M for a new oven.',
      'Output fell to 2,318 t; to decide: approve £1.45M for a new oven',
    ],
    [
      'de',
      'Budget von 1,6 Mio. € freigeben',
      'Output fell to 2,318 t; zur Entscheidung: Budget von 1,6 Mio. € freigeben',
    ],
    [
      'es',
      'Aprobar 1,2 M€ para Bilbao',
      'Output fell to 2,318 t; decisión que se pide: aprobar 1,2 M€ para Bilbao',
    ],
  ])('a %s result and its decision make one item citing both slides', (language, ask, expected) => {
    const stated = withDecision(result, { text: ask, slides: [12] }, language, 280)

    expect(stated.text).toBe(expected)
    expect(stated.slides).toEqual([3, 12])
  })

  test('a decision that would take the point past its length is left to the actions', () => {
    expect(withDecision(result, { text: 'Approve £1.45M for a new oven', slides: [12] }, 'en', 40)).toBe(
      result,
    )
  })
})
