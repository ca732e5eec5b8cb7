import { describe, expect, test } from 'vitest'
import { askOpenQuestion } from './ask-open-question'
import { addQuestions } from './ensure-a-question'
import { summaryUnit } from './test-support/summary-unit'

// Reader r-w1: the Kompas memo's notes name the deal team's only open question (the earn-out); no overall item asked
// it, while a template question did. Decision 160.
describe('the deck’s own open question', () => {
  test.each([
    [
      'nl',
      'Het dealteam is unaniem positief; de enige open vraag is de hoogte van de earn-out voor de oprichter.',
      'Wat wordt de hoogte van de earn-out voor de oprichter?',
    ],
    [
      'en',
      'The deal team is positive; the one open question is the size of the earn-out.',
      'What will the size of the earn-out be?',
    ],
    [
      'de',
      'Das Team ist sich einig; die einzige offene Frage ist die Höhe des Earn-outs.',
      'Wie wird die Höhe des Earn-outs ausfallen?',
    ],
  ] as const)('in the notes is asked in %s by its subject', (language, notes, asked) => {
    const unit = summaryUnit(2, 'Samenvatting', '- Enterprise value €58 mln', notes)

    expect(askOpenQuestion([unit], language)).toEqual([{ text: asked, slides: [2], sharp: true, own: true }])
  })

  test.each([
    ['en', 'Open questions: pricing, staffing and the lease.'],
    ['fr', 'La tarification reste une question ouverte.'],
    ['nl', 'Er is geen open vraag meer.'],
  ] as const)('is not a list of them or a line that names no subject, in %s', (language, text) => {
    expect(askOpenQuestion([summaryUnit(4, 'Status', text)], language)).toEqual([])
  })

  test('takes the place of the last template question and goes before the others, within the budget', () => {
    const overall = {
      overallSummary: {
        keyTakeaways: ['We propose to buy 70 % at €58 mln'],
        actionItems: [],
        strategicInsights: ['EBITDA: from 3.4 to 7.3', 'EV 9.5x: within the 8.5x to 11.0x range'],
        keyQuestions: [
          'What must hold to take EBITDA from 6.1 to 7.3?',
          'Why 9.5x for enterprise value, when the deck also cites 8.5x to 11.0x?',
        ],
      },
      sources: {
        keyTakeaways: [[2]],
        actionItems: [],
        strategicInsights: [[6], [8]],
        keyQuestions: [[6], [8]],
      },
    }
    const [question] = askOpenQuestion(
      [
        summaryUnit(
          2,
          'Summary',
          'We propose to buy 70 %',
          'The one open question is the size of the earn-out.',
        ),
      ],
      'en',
    )

    const asked = addQuestions(overall, [question!], 50)

    expect(asked.overallSummary.keyQuestions).toEqual([
      'What will the size of the earn-out be?',
      'What must hold to take EBITDA from 6.1 to 7.3?',
    ])
    expect(asked.overallSummary.strategicInsights[0]).toBe('EV 9.5x: within the 8.5x to 11.0x range')
  })
})
