import { describe, expect, test } from 'vitest'
import { type Document, DOCUMENT_VERSION, slideFromText } from '../shared'
import { boxedBullet, boxedParagraph, documentOf } from '../shared/test-support/document-of'
import {
  checkFaithfulness,
  findMislabelledFigures,
  findUnsupportedFigures,
  type SummaryDraft,
} from './check-faithfulness'

const deck: Document = {
  version: DOCUMENT_VERSION,
  sections: [],
  format: 'pptx',
  pageCount: 3,
  language: 'en',
  warnings: [],
  slides: [
    {
      number: 1,
      title: 'Acme 2025',
      text: '- Revenue | $4.2M\n- Customers: 1,200',
      notes: '',
      hidden: false,
    },
    { number: 2, title: 'Market', text: 'TAM of 38 billion', notes: 'Growing 12% a year', hidden: false },
    { number: 3, title: 'Ask', text: 'Raising €3,5 M', notes: '', hidden: false },
  ].map(slideFromText),
}

function draft(
  overrides: Partial<SummaryDraft['overallSummary']>,
  sources: Partial<SummaryDraft['sources']>,
): SummaryDraft {
  return {
    slideBySlide: [
      { slideNumber: 1, title: 'Acme 2025', summary: '- Revenue: $4.2M\n- Customers: 1200' },
      { slideNumber: 2, title: 'Market', summary: 'TAM of 38 billion, growing 12% a year.' },
    ],
    overallSummary: {
      keyTakeaways: [],
      actionItems: [],
      strategicInsights: [],
      keyQuestions: [],
      ...overrides,
    },
    sources: { keyTakeaways: [], actionItems: [], strategicInsights: [], keyQuestions: [], ...sources },
  }
}

describe('checkFaithfulness', () => {
  test('counts every figure found on the slides each item cites', () => {
    const summary = draft(
      { keyTakeaways: ['Raising 3.5 M on a 38 billion market'] },
      { keyTakeaways: [[2, 3]] },
    )

    const result = checkFaithfulness(summary, deck)

    expect(result).toEqual({
      figuresTotal: 7,
      figuresFound: 7,
      unverified: [],
      figuresLabelled: 7,
      mislabelled: [],
    })
  })

  test('lists a figure that stands only on a slide the item does not cite', () => {
    const summary = draft(
      { keyTakeaways: ['Revenue of 4.2M in a 38 billion market'] },
      { keyTakeaways: [[2]] },
    )

    const result = checkFaithfulness(summary, deck)

    expect(result.figuresFound).toBe(result.figuresTotal - 1)
    expect(result.unverified).toEqual(['4.2 (keyTakeaways[0])'])
  })

  test('checks a slide summary against its own slide only', () => {
    const summary = draft({}, {})
    summary.slideBySlide = [{ slideNumber: 1, title: 'Acme 2025', summary: 'TAM of 38 billion' }]

    expect(checkFaithfulness(summary, deck).unverified).toEqual(['38 (slide 1)'])
  })

  test("checks a section summary against all of the section's pages", () => {
    const summary = draft({}, {})
    summary.slideBySlide = [
      { slideNumber: 1, title: 'Acme 2025', summary: '4.2M and 38 billion', pages: [1, 2] },
    ]

    expect(checkFaithfulness(summary, deck).unverified).toEqual([])
  })

  test('treats an item without sources as citing nothing', () => {
    const summary = draft({ actionItems: ['Close 12 deals'] }, {})

    expect(checkFaithfulness(summary, deck).unverified).toEqual(['12 (actionItems[0])'])
  })
})

describe('findUnsupportedFigures', () => {
  test('finds a figure that stands nowhere in the deck', () => {
    expect(findUnsupportedFigures('Growth of 12% to 99 clients', 'anywhere', deck)).toEqual(['99'])
  })

  test('reads speaker notes as part of the slide', () => {
    expect(findUnsupportedFigures('Growing 12% a year', [2], deck)).toEqual([])
    expect(findUnsupportedFigures('Growing 12% a year', [1, 3], deck)).toEqual(['12'])
  })
})

describe('findMislabelledFigures', () => {
  const doc = (
    slides: { title: string; text: string; notes?: string }[],
    language: Document['language'] = 'en',
  ) =>
    ({
      ...deck,
      language,
      format: 'pdf',
      slides: slides.map((slide, index) =>
        slideFromText({ number: index + 1, notes: '', hidden: false, ...slide }),
      ),
    }) satisfies Document

  test('reads a label with a digit the same way in the item and on the slide', () => {
    const german = doc([{ title: 'Klimaziele', text: 'CO2-Reduktion: 21 %\nQ3-Umsatz: 4 Mio.' }], 'de')

    expect(findMislabelledFigures('Eine CO2-Reduktion von 21 % genügt nicht', [1], german)).toEqual([])
    expect(findMislabelledFigures('Q3-Umsatz von 4 Mio.', [1], german)).toEqual([])
    expect(findMislabelledFigures('Ein Q3-Umsatz von 21 %', [1], german)).toEqual(['21'])
  })

  test('accepts a year anchored by any word of its line', () => {
    const plan = doc([{ title: 'Roadmap', text: 'Open the Lyon office in 2026' }])

    expect(findMislabelledFigures('Lyon gets an office, scheduled for 2026', [1], plan)).toEqual([])
    expect(findMislabelledFigures('Hiring freeze, scheduled for 2026', [1], plan)).toEqual(['2026'])
  })

  test("reads a PDF table's figures with its caption and headers", () => {
    const speech = doc([
      {
        title: 'Tables',
        text: [
          'A long paragraph of the speech that goes on about networks and complexity and many other things at length.',
          'Table 2: Climbing the Complexity Tree',
          '[3] Pages in RMBS prospectus',
          '[1] + [3]*[5]*[2]*[4] Pages to read for a CDO^2 investor',
          '200',
          '1,125,000,300',
        ].join('\n'),
      },
    ])

    expect(
      findMislabelledFigures('A CDO^2 investor would need to read 1,125,000,300 pages', [1], speech),
    ).toEqual([])
    expect(findMislabelledFigures('Staff grew to 200 people', [1], speech)).toEqual(['200'])
  })
})

describe('findMislabelledFigures with inflected labels and formulas', () => {
  test('reads a number the source spells out in words', () => {
    const report: Document = {
      ...deck,
      format: 'pdf',
      slides: [
        slideFromText({
          number: 1,
          title: 'Safety',
          text: 'Thirty-day mortality was 4.1%. Eighteen months ago the ward opened.',
          notes: '',
          hidden: false,
        }),
      ],
    }

    expect(findUnsupportedFigures('The ward opened 18 months ago', [1], report)).toEqual([])
    expect(findMislabelledFigures('30-day mortality 4.1%', [1], report)).toEqual([])
  })

  test('reads a formula with the line that explains it', () => {
    const lecture: Document = {
      ...deck,
      language: 'fr',
      slides: [
        slideFromText({
          number: 1,
          title: 'La méthode rationnelle',
          text: 'Q = C × i × A / 360\n- Q : débit de pointe (m³/s) ; C : coefficient de ruissellement ; i : intensité de pluie (mm/h) ; A : surface (ha)',
          notes: '',
          hidden: false,
        }),
      ],
    }

    expect(findMislabelledFigures('Q = C × i × A / 360 : débit de pointe Q en m³/s', [1], lecture)).toEqual(
      [],
    )
  })

  test('reads an inflected label as the same word (German case endings)', () => {
    const german: Document = {
      ...deck,
      language: 'de',
      slides: [
        slideFromText({
          number: 1,
          title: 'Stand',
          text: 'zahlende Betriebe: 8.600',
          notes: '',
          hidden: false,
        }),
      ],
    }

    expect(findMislabelledFigures('Auftragsheld hat 8.600 zahlenden Betrieben', [1], german)).toEqual([])
    expect(findMislabelledFigures('Auftragsheld hat 8.600 Mitarbeiter', [1], german)).toEqual(['8.600'])
  })

  // Issue 24: the check read a slide as the summariser did, so that a wrong pairing vouched for itself, and any
  // one word of an item ("million") labelled its figure: every summary reported "mislabelled: []".
  test.each([
    ['en', 'Cities', '$22,000', 'London (1990)'],
    ['de', 'Städte', '22.000 $', 'London (1990)'],
    ['fr', 'Villes', '22 000 $', 'Londres (1990)'],
  ] as const)(
    'fails a %s figure labelled by a box that never stands with it',
    (language, heading, figure, city) => {
      const laidOut = documentOf(
        [
          {
            title: 'Vehicle ownership',
            lines: [boxedParagraph(0, heading), boxedParagraph(1, figure), boxedParagraph(2, city)],
          },
        ],
        { language },
      )
      const oneBox = documentOf(
        [{ title: 'Vehicle ownership', lines: [boxedParagraph(0, heading), boxedParagraph(0, figure)] }],
        { language },
      )

      expect(findMislabelledFigures(`${heading}: ${figure}`, [1], laidOut)).toHaveLength(1)
      expect(findMislabelledFigures(`${heading}: ${figure}`, [1], oneBox)).toEqual([])
    },
  )

  test.each([
    ['en', 'Project cost', 'US$ 0.54 million', 'Cost of CO2', '~ US$ 8.5'],
    ['de', 'Projektkosten', '0,54 Mio. US$', 'CO2-Kosten je Tonne', '~ 8,5 US$'],
    ['fr', 'Coût du projet', '0,54 M US$', 'Coût du CO2', '~ 8,5 US$'],
  ] as const)(
    'fails a %s amount stated under the next bullet, passes it under its own',
    (language, first, amount, second, other) => {
      const lines = [
        boxedBullet(0, first),
        boxedBullet(0, amount, 1),
        boxedBullet(0, second),
        boxedBullet(0, other, 1),
      ]
      const costs = documentOf([{ title: 'Project', lines }], { language })

      expect(findMislabelledFigures(`${second}: ${amount}`, [1], costs)).toHaveLength(1)
      expect(findMislabelledFigures(`${first}: ${amount}`, [1], costs)).toEqual([])
      expect(findMislabelledFigures(`${second}: ${other}`, [1], costs)).toEqual([])
    },
  )
})
