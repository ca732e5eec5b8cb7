import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { ensureAQuestion } from './ensure-a-question'

const overallOf = (strategicInsights: string[], keyQuestions: string[] = []) => ({
  overallSummary: {
    keyTakeaways: ['The point'],
    actionItems: [],
    strategicInsights,
    keyQuestions,
  },
  sources: {
    keyTakeaways: [[1]],
    actionItems: [],
    strategicInsights: strategicInsights.map((_, at) => [at + 2]),
    keyQuestions: keyQuestions.map(() => [2]),
  },
})

// Issue 24, item 4: "Every deck that has insights gets at least one question" (six eval files had none).
describe('a summary with insights and no question', () => {
  test.each([
    [
      'en',
      'Gift recipients are the group to watch: 62% of them never change their first box.',
      'Gift recipients (62%): what explains it, and what would change it?',
    ],
    [
      'it',
      "L'opzione C è stata proposta dall'attuale operatore logistico, a 2,90 € per paio movimentato.",
      "L'opzione C (2,90 €): che cosa lo spiega, e che cosa lo cambierebbe?",
    ],
    [
      'fr',
      'Le quartier en chiffres — débit de pointe décennal : 2,37 m³/s',
      'Débit de pointe décennal (2,37 m³/s) : qu’est-ce qui l’explique, et qu’est-ce qui le changerait ?',
    ],
  ] as const)(
    'asks the %s cause of the first insight that names its subject',
    (language, insight, question) => {
      const overall = overallOf(['Our members at a glance', insight])

      const { overallSummary, sources } = ensureAQuestion(overall, language as Language)

      expect(overallSummary.keyQuestions).toEqual([question])
      expect(overallSummary.strategicInsights).toEqual([insight, 'Our members at a glance'])
      expect(sources.strategicInsights).toEqual([[3], [2]])
      expect(sources.keyQuestions).toEqual([[3]])
    },
  )

  test.each([
    [
      'en',
      'Average tenure: 14 months',
      'Average tenure (14 months): what explains it, and what would change it?',
    ],
    [
      'de',
      'Durchschnittliche Laufzeit: 14 Monate',
      'Durchschnittliche Laufzeit (14 Monate): Was erklärt diesen Wert, und was würde ihn ändern?',
    ],
    ['es', 'Antigüedad media: 14 meses', 'Antigüedad media (14 meses): ¿qué lo explica y qué lo cambiaría?'],
  ] as const)('names a %s count with the word it counts ("%s")', (language, insight, question) => {
    expect(ensureAQuestion(overallOf([insight]), language).overallSummary.keyQuestions).toEqual([question])
  })

  // Reader r-i: "Anchor standards (12): what explains it…?", the 12 taken from the grade range "K-12".
  test.each([
    [
      'en',
      'Anchor standards (K-12) — Because there are 10 standards for reading, there are ten anchor standards.',
    ],
    ['de', 'Leitstandards (K-12) — Es gibt zehn Standards je Fach.'],
    ['fr', 'Normes communes (K-12) — Il y a dix normes par matière.'],
  ] as const)('asks no %s question of a number inside a name', (language, insight) => {
    expect(ensureAQuestion(overallOf([insight]), language).overallSummary.keyQuestions).toEqual([])
  })

  test.each([
    ['en', 'Margin of error: ±2.0 points for current members', 'We reviewed 14 options in March'],
    ['de', 'Fehlerspanne: ±2,0 Punkte für aktuelle Mitglieder', 'Wir haben 14 Optionen im März geprüft'],
    ['nl', 'Foutmarge: ±2,0 punten voor huidige leden', 'Wij hebben 14 opties in maart bekeken'],
  ] as const)(
    'asks no %s question of a tolerance or of a clause without a subject',
    (language, tolerance, clause) => {
      expect(ensureAQuestion(overallOf([tolerance, clause]), language).overallSummary.keyQuestions).toEqual(
        [],
      )
    },
  )

  test('leaves a summary that has a question as it is', () => {
    const overall = overallOf(['Average tenure: 14 months', 'EBITDA: 609 against 515'], ['Why?'])

    expect(ensureAQuestion(overall, 'en')).toBe(overall)
  })
})

describe('the room a question takes', () => {
  test('comes from the last insights without a question, never from a takeaway', () => {
    const overall = overallOf([
      'Gift recipients are the group to watch: 62% of them never change their first box.',
      'Margin of error: ±2.0 points for current members',
      'Our members at a glance — Average tenure: 14 months',
    ])

    const { overallSummary } = ensureAQuestion(overall, 'en', 30)

    expect(overallSummary.keyTakeaways).toEqual(['The point'])
    expect(overallSummary.strategicInsights).toEqual([
      'Gift recipients are the group to watch: 62% of them never change their first box.',
    ])
  })
})
