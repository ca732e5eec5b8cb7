import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { phraseOverallItems } from './phrase-overall-items'
import { lineStarting, overallLinesOf } from './test-support/overall-lines-of'

// Reader r-n1: "A tool user interface optimized for “root canals”" stood alone as a takeaway, naming the design
// the talk argues against; its slide says it beside the other side of the contrast.

const phrase = (language: Language, title: string, halves: [string, string], taken: 0 | 1) => {
  const lines = overallLinesOf([{ title, text: `${halves[0]}\n\n${halves[1]}` }], language, true)
  const index = lineStarting(lines, halves[taken])
  return phraseOverallItems(
    lines,
    undefined,
    { indices: [index], companions: new Map(), phrasings: new Map(), insightCount: 0 },
    { indices: [], texts: new Map(), actionSlides: new Set(), facts: new Set(), alone: new Set() },
    [],
  ).overallSummary.keyTakeaways
}

describe('one side of a contrast taken as a takeaway', () => {
  test.each<[Language, string, [string, string]]>([
    [
      'en',
      'Importance',
      [
        'A tool user interface optimized for “root canals”',
        'A tool user interface optimized for “flossings”',
      ],
    ],
    [
      'de',
      'Bedeutung',
      [
        'Eine Werkzeugoberfläche optimiert für große Umbauten',
        'Eine Werkzeugoberfläche optimiert für kleine Schritte',
      ],
    ],
    [
      'fr',
      'Importance',
      [
        'Une interface d’outil optimisée pour les grandes refontes',
        'Une interface d’outil optimisée pour les petits pas',
      ],
    ],
  ])('a %s takeaway is said with the other side, in slide order', (language, title, halves) => {
    const takeaways = phrase(language, title, halves, 1)

    expect(takeaways).toHaveLength(1)
    expect(takeaways[0]).toContain(halves[0])
    expect(takeaways[0]).toContain(halves[1])
    expect(takeaways[0]!.indexOf(halves[0])).toBeLessThan(takeaways[0]!.indexOf(halves[1]))
  })
})
