import { describe, expect, test } from 'vitest'
import type { Language } from '../shared'
import { documentOf } from '../shared/test-support/document-of'
import { keepLabelled } from './keep-labelled'

// Decision 193: a question that names its insight's computed share ("12.7% of cash") was dropped as mislabelled,
// since the cash it was computed from stands in the insight, not in the question.
describe('keepLabelled keeps a question whose figure its insight computes', () => {
  test.each([
    {
      language: 'en' as Language,
      cash: 'Cash of £14.2M at 30 June',
      ask: 'Approve the budget increase of £1.8M',
      insight: 'Cash of £14.2M at 30 June — The budget increase of £1.8M is 12.7% of cash',
      question: 'What is left after the budget increase of £1.8M (12.7% of cash), and for how long?',
    },
    {
      language: 'de' as Language,
      cash: 'Liquidität zum 30. Juni: 3,2 Mio. €',
      ask: 'Budget von 0,8 Mio. € freigeben',
      insight: 'Liquidität zum 30. Juni: 3,2 Mio. € — Budget von 0,8 Mio. € sind 25,0 % von Liquidität',
      question: 'Was bleibt nach Budget von 0,8 Mio. € (25,0 % von Liquidität), und wie lange reicht es?',
    },
    {
      language: 'nb' as Language,
      cash: 'Disposisjonsfondet er 40 millioner kroner',
      ask: 'Godkjenne tilleggsbevilgning på 19 millioner kroner',
      insight:
        'Disposisjonsfondet er 40 millioner kroner — Tilleggsbevilgning på 19 millioner kroner er 47,5 % av fondet',
      question: 'Hva gjenstår etter tilleggsbevilgning på 19 millioner kroner (47,5 % av fondet)?',
    },
  ])('in $language', ({ language, cash, ask, insight, question }) => {
    const deck = documentOf(
      [
        { title: 'Cash', text: cash },
        { title: 'Decisions', text: ask },
      ],
      { language },
    )
    const draft = {
      slideBySlide: [],
      overallSummary: {
        keyTakeaways: [],
        actionItems: [],
        strategicInsights: [insight],
        keyQuestions: [question],
      },
      sources: { keyTakeaways: [], actionItems: [], strategicInsights: [[1, 2]], keyQuestions: [[1, 2]] },
    }

    expect(keepLabelled(draft, deck).overallSummary.keyQuestions).toEqual([question])
  })
})
