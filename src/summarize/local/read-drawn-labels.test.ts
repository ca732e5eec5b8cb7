import { describe, expect, test } from 'vitest'
import type { Language, SlideLine } from '../../shared'
import {
  boxedBullet,
  boxedParagraph,
  documentOf,
  stat,
  type TestSlide,
} from '../../shared/test-support/document-of'
import { DECK_WORDS } from './deck-words'
import { createLocalProvider } from './index'
import { readDrawnLabels } from './read-drawn-labels'

async function summaryOf(slides: TestSlide[], language: Language) {
  const document = documentOf([{ title: 'Cover', text: 'Cover', role: 'cover' }, ...slides], { language })
  return createLocalProvider().summarize(document, { documentType: 'presentation' })
}

function overallOf(summary: Awaited<ReturnType<typeof summaryOf>>): string {
  const overall = summary.overallSummary
  return [...overall.keyTakeaways, ...overall.strategicInsights, ...overall.actionItems].join('\n')
}

const legend = (labels: string[]): SlideLine[] => labels.map((label, at) => boxedParagraph(at, label))

// Issue 24, reader r-l: a chart's legend ("7% GDP growth — 5% GDP growth") was the deck's only insight, an
// axis title ("Vehicles Per: 1000 Persons") a takeaway, and a diagram's labels ("Dev. 4") an entry's bullet.
describe("a chart's or diagram's labels are no content of the slide", () => {
  test.each<[Language, string, string[], string]>([
    [
      'en',
      'Urban travel demand projections',
      ['7% GDP growth', '5% GDP growth'],
      'A chart or diagram labelled',
    ],
    [
      'de',
      'Prognose der Verkehrsnachfrage',
      ['7 % BIP-Wachstum', '5 % BIP-Wachstum'],
      'Ein Diagramm oder Schaubild',
    ],
    [
      'fr',
      'Projections de la demande',
      ['Croissance PIB 7 %', 'Croissance PIB 5 %'],
      'Un graphique ou schéma',
    ],
  ])(
    '%s: a legend beside a picture is said as labels, never as an item',
    async (language, title, labels, lead) => {
      const summary = await summaryOf(
        [
          { title, lines: legend(labels), visuals: [{ kind: 'picture' }] },
          { title: 'Costs', lines: [boxedBullet(0, 'Project cost: US$ 0.54 million')] },
        ],
        language,
      )

      expect(summary.slideBySlide[1]!.summary).toMatch(new RegExp(`^${lead}`, 'u'))
      expect(summary.slideBySlide[1]!.summary).toContain(labels.join('; '))
      for (const label of labels) expect(overallOf(summary)).not.toContain(label)
    },
  )

  test.each<[Language, string[], string]>([
    ['en', ['Node', 'Node', 'Node', 'Node', 'Cluster'], 'Add nodes, then rebalance to scale out'],
    ['de', ['Knoten', 'Knoten', 'Knoten', 'Knoten', 'Cluster'], 'Knoten hinzufügen, dann neu verteilen'],
    [
      'nl',
      ['Knooppunt', 'Knooppunt', 'Knooppunt', 'Knooppunt', 'Cluster'],
      'Voeg knooppunten toe en herverdeel',
    ],
  ])('%s: a diagram of repeated labels goes, the bullets beside it stay', (_language, labels, point) => {
    const lines = [boxedBullet(20, point), ...legend(labels)]

    const drawn = readDrawnLabels({ lines, role: 'content' })

    expect([...drawn].map((line) => line.text)).toEqual(labels)
  })

  test("a chart's bare data labels and the stats paired from them go; a callout's stat stays", () => {
    const lines = [
      ...legend(['$22,000', '356', 'London (1990)', '$850', '69', 'Delhi (1998)']),
      stat('Shanghai (2000)', '$4,000'),
      stat('Harbourmaster', '69% of net revenue'),
    ]

    const drawn = [...readDrawnLabels({ lines, role: 'content' })].map((line) => line.text)

    expect(drawn).toContain('Shanghai (2000): $4,000')
    expect(drawn).not.toContain('Harbourmaster: 69% of net revenue')
  })

  test('boxes of sentences, a question and its answer, and a cover are no drawing', () => {
    const sentences = legend(['Revenue rose in every region.', 'Costs fell by a fifth.', 'Margins held.'])
    const answered = [
      boxedParagraph(0, 'Do programmers refactor often?'),
      boxedParagraph(1, 'Yes'),
      ...legend(['R', 'R', 'R', 'R']).map((line, at) => ({ ...line, box: 10 + at })),
    ]
    const cover = legend(['Jade Maloney', 'Senior Consultant', 'Jade Maloney', 'Jade Maloney'])

    expect(readDrawnLabels({ lines: sentences, role: 'content' }).size).toBe(0)
    expect([...readDrawnLabels({ lines: answered, role: 'content' })].map((line) => line.text)).not.toContain(
      'Yes',
    )
    expect(readDrawnLabels({ lines: cover, role: 'cover' }).size).toBe(0)
  })
})

// Issue 24, reader r-l: "Here we have a Stateful Service running in 5 Partitions…" narrated a diagram's animation.
describe("the speaker's walk through a drawing is no point of the slide", () => {
  test.each<[Language, string, string]>([
    [
      'en',
      'Here we have a service running in 5 partitions across 3 nodes.',
      'Partitions limit how far nodes add capacity.',
    ],
    [
      'de',
      'Hier sehen wir einen Dienst mit 5 Partitionen auf 3 Knoten.',
      'Partitionen begrenzen, wie weit Knoten Kapazität bringen.',
    ],
    [
      'fr',
      'Ici nous avons un service sur 5 partitions et 3 nœuds.',
      'Les partitions limitent la capacité ajoutée par les nœuds.',
    ],
  ])('%s: the narration stays out of the summary', async (language, narration, point) => {
    const summary = await summaryOf(
      [
        {
          title: 'Partitioning',
          lines: legend(['Node', 'Node', 'Node', 'Node', 'P1']),
          notes: `${point} ${narration}`,
        },
      ],
      language,
    )

    expect(JSON.stringify(summary.slideBySlide)).not.toContain(narration)
    expect(overallOf(summary)).not.toContain(narration)
    expect(DECK_WORDS[language].entries.narratesDrawing(narration)).toBe(true)
    expect(DECK_WORDS[language].entries.narratesDrawing(point)).toBe(false)
  })
})

// Issue 24, reader r-l: Service Fabric's slide 9 set "Stateless Service" and "Stateful Service" as bullets over
// their own sub-bullets; the entry dropped both and said of all Reliable Services what the deck says of each kind.
describe('a bullet over deeper bullets leads them in the entry', () => {
  test.each<[Language, [string, string], [string, string]]>([
    [
      'en',
      ['Stateless Service', 'Typically used for web front-ends that read external queues'],
      ['Stateful Service', 'Used when state must be consistent for the service to work'],
    ],
    [
      'de',
      ['Zustandsloser Dienst', 'Meist für Web-Frontends, die externe Warteschlangen lesen'],
      ['Zustandsbehafteter Dienst', 'Wenn der Zustand für den Dienst konsistent sein muss'],
    ],
    [
      'fr',
      ['Service sans état', 'Sert aux interfaces web qui lisent des files externes'],
      ['Service avec état', 'Utilisé quand l’état doit rester cohérent pour le service'],
    ],
  ])(
    '%s: each group is said under its heading',
    async (language, [first, firstItem], [second, secondItem]) => {
      const lines = [
        boxedBullet(0, first),
        boxedBullet(0, firstItem, 1),
        boxedBullet(0, second),
        boxedBullet(0, secondItem, 1),
      ]

      const summary = await summaryOf([{ title: 'Reliable Services', lines }], language)

      const entry = summary.slideBySlide[1]!.summary
      const led = [
        [first, firstItem],
        [second, secondItem],
      ].filter(
        ([heading, item]) => entry.includes(`${heading} — ${item}`) || entry.includes(`${heading}: ${item}`),
      )
      expect(led.length).toBeGreaterThan(0)
      for (const item of [firstItem, secondItem])
        expect(!entry.includes(item) || led.some(([, said]) => said === item)).toBe(true)
    },
  )
})
