import { describe, expect, test } from 'vitest'
import { askWhatItRestsOn, baseCaseRow } from './ask-what-it-rests-on'
import { addQuestions } from './ensure-a-question'
import { summaryUnit } from './test-support/summary-unit'

describe('what a headline return rests on', () => {
  test.each([
    [
      'nl',
      'Dat is 9,5x de EBITDA van 2025 (€6,1 mln)',
      'Basis — EBITDA 2031: €13,8 mln; Exitmultiple: 9,5x; IRR: 24 %',
      'IRR 24 % rust op EBITDA 2031 €13,8 mln (2025: €6,1 mln).',
    ],
    [
      'en',
      'EBITDA 2024 reached $4.2m on strong renewals',
      'Base case — EBITDA 2029: $9.0m; Exit multiple: 10x; IRR: 27%',
      'IRR 27% rests on EBITDA 2029 $9.0m (2024: $4.2m).',
    ],
    [
      'fr',
      "L'EBE 2025 s'établit à 3,1 M€",
      'Scénario central — EBE 2030 : 5,4 M€ ; TRI : 18 %',
      'TRI 18 % repose sur EBE 2030 5,4 M€ (2025: 3,1 M€).',
    ],
  ] as const)(
    'asks in %s about the base case driver, from its stated value',
    (language, today, row, opening) => {
      const units = [summaryUnit(6, 'Results', `- ${today}`), summaryUnit(9, 'Scenarios', row)]

      const [question] = askWhatItRestsOn(units, language)

      expect(question?.text.slice(0, opening.length)).toBe(opening)
      expect(question?.slides).toEqual([6, 9])
      expect(question?.sharp).toBe(true)
    },
  )

  test('asks without a from-value when the deck states none for an earlier year', () => {
    const units = [summaryUnit(9, 'Scenarios', 'Base case — EBITDA 2029: $9.0m; IRR: 27%')]

    expect(askWhatItRestsOn(units, 'en')[0]?.text).toBe(
      'IRR 27% rests on EBITDA 2029 $9.0m. What must hold for that, and what if it falls short?',
    )
  })

  test.each([
    ['en', 'Downside — EBITDA 2029: $6.0m; IRR: 11%'],
    ['en', 'Base case — Revenue: $9.0m; IRR: 27%'],
    ['de', 'Basisszenario — Umsatz 2030: 12 Mio. Stück; Rendite: 9 %'],
    ['fr', 'Scénario central — EBE 2030 : 5,4 M€ ; Marge : 18 %'],
  ] as const)(
    'asks nothing in %s of a row that is no base case with a dated money driver and a return: %s',
    (language, row) => {
      expect(askWhatItRestsOn([summaryUnit(9, 'Scenarios', row)], language)).toEqual([])
    },
  )

  test('reads a base-case row into its cells, and no other row', () => {
    expect(baseCaseRow('Basisszenario — EBITDA 2030: 8,1 Mio. €; IRR: 21 %', 'de')).toEqual([
      { header: 'EBITDA 2030', value: '8,1 Mio. €' },
      { header: 'IRR', value: '21 %' },
    ])
    expect(baseCaseRow('Optimistisch — EBITDA 2030: 9,9 Mio. €; IRR: 30 %', 'de')).toBeUndefined()
  })
})

describe('a sharp question takes the place of a template on its slides', () => {
  const overall = (questions: string[], questionSlides: number[][], insightSlides = [[9], [5]]) => ({
    overallSummary: {
      keyTakeaways: ['Buy the company.'],
      actionItems: [],
      strategicInsights: ['IRR 11% (downside) against a 20% hurdle', 'Occupancy 92% against 78%'],
      keyQuestions: questions,
    },
    sources: {
      keyTakeaways: [[1]],
      actionItems: [],
      strategicInsights: insightSlides,
      keyQuestions: questionSlides,
    },
  })
  const sharp = { text: 'IRR 27% rests on EBITDA 2029 $9.0m.', slides: [6, 9], sharp: true }

  test('replaces the template asked on the same slide', () => {
    const asked = addQuestions(overall(['What must hold to lift IRR from 11% to 20%?'], [[9]]), [sharp], 250)

    expect(asked.overallSummary.keyQuestions).toEqual([sharp.text])
    expect(asked.sources.keyQuestions).toEqual([[6, 9]])
  })

  test('keeps the template when the sharp question would break the word budget', () => {
    const before = overall(['Why?'], [[9]])

    // 16 words of budget, 19 with a headline figure's margin: the question in place of the template makes 21.
    expect(addQuestions(before, [sharp], 16).overallSummary.keyQuestions).toEqual(['Why?'])
  })

  test('keeps a question on other slides and is added beside its insight', () => {
    const asked = addQuestions(overall(['Why 92%?'], [[5]], [[5], [9]]), [sharp], 250)

    expect(asked.overallSummary.keyQuestions).toEqual(['Why 92%?', sharp.text])
  })
})

describe('a sharp question weighs as a headline figure in the word budget', () => {
  const summary = (takeaways: string[], questions: string[]) => ({
    overallSummary: {
      keyTakeaways: takeaways,
      actionItems: [],
      strategicInsights: ['Pre-sale 61 of 190'],
      keyQuestions: questions,
    },
    sources: {
      keyTakeaways: takeaways.map((_, at) => [at + 1]),
      actionItems: [],
      strategicInsights: [[9]],
      keyQuestions: questions.map(() => [4]),
    },
  })
  const sharp = { text: 'Pre-sale: 61 of 190, 100 by 18 May needs 8 a week.', slides: [9], sharp: true }

  test('takes the place of the last template when the budget has no room for both', () => {
    const asked = addQuestions(
      summary(['The best quarter since 2019.'], ['What explains EBITDA 609 against 515?']),
      [sharp],
      18,
    )

    expect(asked.overallSummary.keyQuestions).toEqual([sharp.text])
  })

  test('takes its words from a table row read under its title, never from the point', () => {
    const row = 'Costs — Rent — Budget: 1,520; Actual: 1,548'
    const asked = addQuestions(summary(['The best quarter since 2019.', row], []), [sharp], 18)

    expect(asked.overallSummary.keyTakeaways).toEqual(['The best quarter since 2019.'])
    expect(asked.overallSummary.keyQuestions).toEqual([sharp.text])
  })

  test('asks a template nothing more than before when it is no sharp question', () => {
    const row = 'Costs — Rent — Budget: 1,520; Actual: 1,548'
    const asked = addQuestions(
      summary(['The best quarter since 2019.', row], []),
      [{ ...sharp, sharp: false }],
      18,
    )

    expect(asked.overallSummary.keyTakeaways).toHaveLength(2)
    expect(asked.overallSummary.keyQuestions).toEqual([])
  })
})

describe('what a plan’s downside return rests on', () => {
  test.each([
    [
      'nl',
      'Pessimistisch — EBITDA 2031: €9,4 mln; Exitmultiple: 8,5x; IRR: 11 %; Geldmultiple: 1,7x',
      'IRR 11 % (Pessimistisch) rust op EBITDA 2031 €9,4 mln en Exitmultiple 8,5x. Welke weegt het zwaarst',
    ],
    [
      'en',
      'Downside — EBITDA 2029: $6.0m; Exit multiple: 7x; IRR: 9%',
      'IRR 9% (Downside) rests on EBITDA 2029 $6.0m and Exit multiple 7x. Which weighs most',
    ],
    [
      'fr',
      'Pessimiste — EBE 2030 : 3,2 M€ ; Multiple de sortie : 6x ; TRI : 8 %',
      'TRI 8 % (Pessimiste) repose sur EBE 2030 3,2 M€ et Multiple de sortie 6x. Lequel pèse le plus',
    ],
  ] as const)('asks in %s which of the downside’s drivers weighs most', (language, row, opening) => {
    const questions = askWhatItRestsOn([summaryUnit(9, 'Scenarios', row)], language)

    expect(questions[0]?.text.slice(0, opening.length)).toBe(opening)
    expect(questions[0]?.sharp).toBe(true)
  })

  test('asks nothing of a downside row with one driver or no return', () => {
    const units = [
      summaryUnit(
        9,
        'Scenarios',
        'Downside — EBITDA 2029: $6.0m; IRR: 9%\nWorst case — Revenue: $4m; Churn: 6%',
      ),
    ]

    expect(askWhatItRestsOn(units, 'en')).toEqual([])
  })
})
