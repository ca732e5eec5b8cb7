import { describe, expect, test } from 'vitest'
import { askTheDecksOwnQuestions } from './ask-the-decks-own-questions'
import { summaryUnit } from './test-support/summary-unit'

// Readers scored "c questions" 1 on every corpus talk: a talk's own questions slide (Alterman's "Seeded Questions")
// asked nothing. Decision 164.
describe('the deck’s own questions on a questions or open-issues slide', () => {
  test.each([
    [
      'en',
      'Seeded Questions',
      '- Q: Will partner sites trust university-issued certificates, or must universities pay for them?\n- A: We have been talking to them and we hope to see progress next year.',
      'Will partner sites trust university-issued certificates, or must universities pay for them?',
    ],
    [
      'de',
      'Offene Fragen',
      '- F: Übernimmt der Landkreis die Betriebskosten der neuen Halle?\n- A: Wir sind im Gespräch, eine Zusage gibt es noch nicht.',
      'Übernimmt der Landkreis die Betriebskosten der neuen Halle?',
    ],
    [
      'fr',
      'Questions en suspens',
      '- Le ministère financera-t-il la deuxième phase du réseau ?',
      'Le ministère financera-t-il la deuxième phase du réseau ?',
    ],
  ] as const)('a question no answer settles is asked in %s', (language, title, text, asked) => {
    const units = [summaryUnit(3, 'Context', '- Two federations since 2005'), summaryUnit(20, title, text)]

    expect(askTheDecksOwnQuestions(units, language)).toEqual([
      { text: asked, slides: [20], sharp: true, own: true },
    ])
  })

  test.each([
    [
      'en',
      'Questions',
      '- Q: What exactly is password entropy?\n- A: A measure of randomness, see next slide.',
    ],
    ['de', 'Fragen', '- Wird es von allen Partnern anerkannt?'],
    ['nl', 'Vragen', '- Wat kost het?'],
    ['en', 'Results', '- Will partner sites trust university-issued certificates?'],
  ] as const)(
    'an answered question, one that points back, a short one or one off such a slide is not, in %s',
    (language, title, text) => {
      expect(askTheDecksOwnQuestions([summaryUnit(5, title, text)], language)).toEqual([])
    },
  )

  test.each([
    [
      'en',
      'Open issues',
      '- Hosting: the choice between the two data centres',
      'Hosting: “the choice between the two data centres”. What would settle it, and by when?',
    ],
    [
      'es',
      'Temas abiertos (por decidir)',
      '- Sede: la elección entre Lyon y Madrid',
      'Sede: «la elección entre Lyon y Madrid». ¿Qué lo resolvería, y para cuándo?',
    ],
  ] as const)('an open issue is asked what would settle it, in %s', (language, title, text, asked) => {
    expect(askTheDecksOwnQuestions([summaryUnit(9, title, text)], language)[0]?.text).toBe(asked)
  })
})
