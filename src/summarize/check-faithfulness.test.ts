import { describe, expect, test } from 'vitest'
import { type Document, DOCUMENT_VERSION, slideFromText } from '../shared'
import { checkFaithfulness, findUnsupportedFigures, type SummaryDraft } from './check-faithfulness'

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
