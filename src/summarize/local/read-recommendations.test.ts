import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { isRecommendation, readRecommendations } from './read-recommendations'
import { lineStarting, overallLinesOf } from './test-support/overall-lines-of'

// Decision 109: a document's remedies in its author's voice are its asks (reader: "its policy remedies give no
// action items"); another's view, a hypothesis, a condition, a question or a figure is none.

interface Case {
  remedy: string
  reported: string
  hypothesis: string
  condition: string
  figure: string
}

const CASES: Partial<Record<Language, Case>> = {
  en: {
    remedy: 'Policymakers and practitioners need to invest in new means of analysis.',
    reported: 'According to the industry, regulators should wait for better data before acting.',
    hypothesis: 'An investor in such a product would need to read every page of its documentation.',
    condition: 'If the market freezes, the authorities must act within hours.',
    figure: 'Banks should hold capital of at least 8 per cent of their assets.',
  },
  de: {
    remedy: 'Die Aufsicht sollte die Daten über das gesamte Netzwerk sammeln und veröffentlichen.',
    reported: 'Laut dem Verband sollte die Aufsicht erst auf bessere Daten warten.',
    hypothesis: 'Ein Anleger müsste alles lesen, was er ohnehin nicht verstehen könnte und sollte.',
    condition: 'Wenn der Markt einfriert, muss die Aufsicht sofort handeln und informieren.',
    figure: 'Banken sollten mindestens 8 Prozent ihrer Aktiva als Kapital halten.',
  },
  fr: {
    remedy: 'Il faut que les autorités collectent et publient les données sur tout le réseau.',
    reported: 'Selon les banques, les autorités devraient attendre de meilleures données.',
    hypothesis: 'Un investisseur pourrait devoir lire toute la documentation, ce qui doit surprendre.',
    condition: 'Si le marché se bloque, les autorités doivent agir dans les heures qui suivent.',
    figure: 'Les banques devraient détenir au moins 8 % de leurs actifs en capital.',
  },
}

describe('a recommendation in the author’s voice', () => {
  test.each<[Language]>([['en'], ['de'], ['fr']])('a %s remedy with a modal is one', (language) => {
    const { remedy } = CASES[language]!

    expect(isRecommendation(remedy, language)).toBe(true)
  })

  test.each<[Language]>([['en'], ['de'], ['fr']])(
    'a %s view reported from others, a hypothesis, a condition or a figure is none',
    (language) => {
      const { reported, hypothesis, condition, figure } = CASES[language]!

      const found = [reported, hypothesis, condition, figure].filter((text) =>
        isRecommendation(text, language),
      )

      expect(found).toEqual([])
    },
  )

  test('a question or the second half of a contrast alone is none', () => {
    const sentences = [
      'Should the authorities collect data on every link of the network?',
      'But the debate needs to go further than the clearing of swaps.',
      'It needs instead to focus on system-wide, systematic risk.',
      'It is important that in future the question becomes not “Why?”',
    ]

    expect(sentences.filter((text) => isRecommendation(text, 'en'))).toEqual([])
  })

  test.each<[Language]>([['en'], ['de'], ['fr']])(
    'a %s document’s remedy is read from its own text, not from its speaker notes',
    (language) => {
      const { remedy, reported } = CASES[language]!
      const lines = overallLinesOf(
        [
          { title: 'Network', text: 'A first paragraph that describes the network at length.' },
          { title: 'More', text: 'A second paragraph that describes the network again.' },
          { title: 'Remedies', text: `${remedy}\n${reported}`, notes: remedy.replace(/\.$/u, ' too.') },
        ],
        language,
      )

      const found = readRecommendations(lines)

      expect([...found.entries()]).toEqual([[lineStarting(lines, remedy.slice(0, 12)), remedy]])
    },
  )
})

test('a modal in the first half of a document expects, it recommends nothing', () => {
  const expects = 'Long periods of apparent robustness should offer little comfort to the authorities.'
  const lines = overallLinesOf(
    [
      { title: 'Network', text: expects },
      { title: 'More', text: 'A second paragraph that describes the network again.' },
      { title: 'Close', text: 'A closing paragraph that describes the network once more.' },
    ],
    'en',
  )

  expect(readRecommendations(lines).size).toBe(0)
})
