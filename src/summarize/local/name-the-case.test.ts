import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { phraseOverallItems } from './phrase-overall-items'
import { lineStarting, overallLinesOf } from './test-support/overall-lines-of'

// Reader r-z2 (decision 181): "We happen to run on Kubernetes but can swap it out" came from the "Key Points" of
// the talk's Weave Cloud example and read as the speaker's (CNCF's) own promise.

const phrase = (language: Language, caseTitle: string, pointsTitle: string, line: string) => {
  const read = overallLinesOf(
    [
      { title: caseTitle, text: '' },
      { title: pointsTitle, text: `- ${line}` },
    ],
    language,
    true,
  )
  return phraseOverallItems(
    read,
    undefined,
    { indices: [lineStarting(read, line)], companions: new Map(), phrasings: new Map(), insightCount: 0 },
    { indices: [], texts: new Map(), actionSlides: new Set(), facts: new Set(), alone: new Set() },
    [],
  ).overallSummary.keyTakeaways
}

describe('a line in the first person lifted from a case study', () => {
  test.each<[Language, string, string, string, string]>([
    [
      'en',
      'Example: Acme Cloud - “Making it easy”',
      'Key Points',
      'We happen to run on Kubernetes but can swap it out at any time',
      'Acme Cloud',
    ],
    [
      'de',
      'Fallstudie: Bergwerk AG - „Alles aus einer Hand“',
      'Kernpunkte',
      'Wir laufen zufällig auf Kubernetes, können es aber jederzeit austauschen',
      'Bergwerk AG',
    ],
    [
      'fr',
      'Exemple : Nuage Clair - « Simple et sûr »',
      'Points clés',
      'Nous tournons sur Kubernetes mais pouvons le remplacer à tout moment',
      'Nuage Clair',
    ],
  ])('a %s "we" line keeps the case it speaks for', (language, caseTitle, pointsTitle, line, name) => {
    const takeaways = phrase(language, caseTitle, pointsTitle, line)

    expect(takeaways).toHaveLength(1)
    expect(takeaways[0]).toMatch(new RegExp(`^${name}: `, 'u'))
    expect(takeaways[0]).toContain(line)
  })

  test('a "we" line far from any case study is the speaker\'s own and stays as it is', () => {
    const line = 'We happen to run on Kubernetes but can swap it out at any time'
    const takeaways = phrase('en', 'Why we chose this stack', 'Key Points', line)

    expect(takeaways[0]).not.toMatch(/^Why we chose/u)
    expect(takeaways[0]).toContain(line)
  })
})
