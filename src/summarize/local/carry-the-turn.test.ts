import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { phraseOverallItems } from './phrase-overall-items'
import { lineStarting, overallLinesOf } from './test-support/overall-lines-of'

// Reader r-z2: "Docker is portable … This is awesome!" stood alone as a takeaway; its slide goes on "But it opens
// up space for 'one platform to rule them all'", the talk's closing warning (decision 181).

const phrase = (language: Language, title: string, lines: string[], taken: string, isDocument = false) => {
  const read = overallLinesOf(
    [{ title, text: lines.map((line) => `- ${line}`).join('\n') }],
    language,
    !isDocument,
    isDocument,
  )
  return phraseOverallItems(
    read,
    undefined,
    {
      indices: [lineStarting(read, taken)],
      companions: new Map(),
      phrasings: new Map(),
      insightCount: 0,
    },
    { indices: [], texts: new Map(), actionSlides: new Set(), facts: new Set(), alone: new Set() },
    [],
  ).overallSummary.keyTakeaways
}

describe('a line whose slide turns on it', () => {
  test.each<[Language, string, string, string]>([
    [
      'en',
      'Parting thought',
      'The runtime is portable across every cloud we tried this year',
      'But it opens up space for one platform to rule them all',
    ],
    [
      'de',
      'Zum Schluss',
      'Die Laufzeit ist auf jede Cloud portierbar, die wir dieses Jahr getestet haben',
      'Aber sie öffnet den Raum für eine Plattform, die alle beherrscht',
    ],
    [
      'fr',
      'Pour finir',
      'Le moteur est portable sur tous les clouds que nous avons testés cette année',
      'Mais il ouvre la voie à une seule plateforme qui les gouverne toutes',
    ],
  ])('a %s takeaway keeps the turn that follows it', (language, title, praise, turn) => {
    const takeaways = phrase(language, title, [praise, turn], praise)

    expect(takeaways).toHaveLength(1)
    expect(takeaways[0]).toContain(praise)
    expect(takeaways[0]).toContain(turn)
  })

  test.each<[Language, string, string, string, string]>([
    [
      'en',
      'Parting thought',
      'The runtime is portable across every cloud we tried this year',
      'This is awesome!',
      'But it opens up space for one platform to rule them all',
    ],
    [
      'de',
      'Zum Schluss',
      'Die Laufzeit ist auf jede Cloud portierbar, die wir dieses Jahr getestet haben',
      'Das ist großartig!',
      'Aber sie öffnet den Raum für eine Plattform, die alle beherrscht',
    ],
    [
      'fr',
      'Pour finir',
      'Le moteur est portable sur tous les clouds que nous avons testés cette année',
      'C’est génial !',
      'Mais il ouvre la voie à une seule plateforme qui les gouverne toutes',
    ],
  ])(
    'a %s takeaway keeps its turn past the exclamation between them',
    (language, title, praise, aside, turn) => {
      const takeaways = phrase(language, title, [praise, aside, turn], praise)

      expect(takeaways[0]).toContain(praise)
      expect(takeaways[0]).toContain(turn)
    },
  )

  test.each<[Language, string, string, string]>([
    [
      'en',
      'Why streaming?',
      'Spark started as a batch mode system, but…',
      '… the mini batch model lets it run batch jobs over small time windows.',
    ],
    [
      'de',
      'Warum Streaming?',
      'Spark begann als reines Batch-System, aber…',
      '… das Mini-Batch-Modell lässt es Batch-Jobs über kleine Zeitfenster laufen.',
    ],
    [
      'es',
      '¿Por qué streaming?',
      'Spark empezó como un sistema por lotes, pero…',
      '… el modelo de minilotes le permite procesar pequeñas ventanas de tiempo.',
    ],
  ])(
    'a %s line that finishes a hanging one is said with its head, as one sentence',
    (language, title, head, rest) => {
      const takeaways = phrase(language, title, [head, rest], rest)

      expect(takeaways).toHaveLength(1)
      expect(takeaways[0]).toContain(head.replace('…', '').trim())
      expect(takeaways[0]).toContain(rest.replace('… ', '').replace(/\.$/u, ''))
      expect(takeaways[0]).not.toContain('…')
    },
  )

  test('a next line that does not turn stays apart', () => {
    const praise = 'The runtime is portable across every cloud we tried this year'
    const takeaways = phrase(
      'en',
      'Parting thought',
      [praise, 'Butter is served at the door after the talk'],
      praise,
    )

    expect(takeaways[0]).not.toContain('Butter')
  })
})

// At the merge: a document's takeaway is a whole sentence; its turn, carried too, took two findings' words (BoE).
describe("a document's takeaway", () => {
  test.each<[Language, string, string, string]>([
    [
      'en',
      'Diversity and stability',
      'Banks lost 90% of their value since 2007.',
      'But what took fisheries two hundred years took finance two.',
    ],
    [
      'de',
      'Vielfalt und Stabilität',
      'Banken verloren seit 2007 90% ihres Wertes.',
      'Aber was die Fischerei zweihundert Jahre kostete, dauerte hier zwei.',
    ],
    [
      'fr',
      'Diversité et stabilité',
      'Les banques ont perdu 90% de leur valeur depuis 2007.',
      'Mais ce qui a pris deux cents ans à la pêche en a pris deux ici.',
    ],
  ])('%s: stands without the turn that follows it', (language, title, finding, turn) => {
    const takeaways = phrase(language, title, [finding, turn], finding, true)

    expect(takeaways.join(' ')).toContain(finding.replace(/\.$/, ''))
    expect(takeaways.join(' ')).not.toContain(turn.replace(/\.$/, ''))
  })
})
