import { describe, expect, test } from 'vitest'
import type { Language, SlideLine } from '../../shared'
import { boxedBullet, boxedParagraph, documentOf } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

const drawn = (labels: string[], from = 10): SlideLine[] =>
  labels.map((text, at) => ({ kind: 'paragraph', text, box: from + at, drawn: true }))

function overallOf(summary: Awaited<ReturnType<ReturnType<typeof createLocalProvider>['summarize']>>) {
  const overall = summary.overallSummary
  return [...overall.keyTakeaways, ...overall.strategicInsights, ...overall.actionItems].join('\n')
}

// Issue 24, reader r-m1: a PDF's diagram and axis labels were glued into relations the deck does not make
// ("Data Analysis — Industry Survey: Write Up", "…Nature 438, 355-9; Cumulative return: 200%"). Ingest tells
// them by position (decision 107); the summariser says them as a drawing's labels, never as content.
describe("a PDF page's drawn labels are said as a drawing's, never as its content", () => {
  test.each<[Language, string, string[], string, string]>([
    [
      'en',
      'Status',
      ['Data Collection', 'Industry Survey', 'Data Analysis', 'Write Up'],
      'A chart or diagram labelled',
      'Revenue grew 12% to $4.1M in the third quarter.',
    ],
    [
      'de',
      'Stand',
      ['Datenerhebung', 'Umfrage', 'Datenanalyse', 'Entwurf'],
      'Ein Diagramm oder Schaubild',
      'Der Umsatz stieg im dritten Quartal um 12 % auf 4,1 Mio. €.',
    ],
    [
      'fr',
      'État',
      ['Collecte des données', 'Enquête', 'Analyse des données', 'Rédaction'],
      'Un graphique ou schéma',
      "Le chiffre d'affaires a progressé de 12 % à 4,1 M€ au troisième trimestre.",
    ],
  ])(
    '%s: a deck page of a flow says its labels, and they stay out of the overall summary',
    async (language, title, labels, lead, point) => {
      const document = documentOf(
        [
          { title: 'Cover', text: 'Cover', role: 'cover' },
          { title, lines: drawn(labels) },
          { title: 'Results', lines: [boxedBullet(0, point)] },
        ],
        { language, format: 'pdf' },
      )

      const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })

      expect(summary.slideBySlide[1]!.summary).toMatch(new RegExp(`^${lead}`, 'u'))
      for (const label of labels) expect(overallOf(summary)).not.toContain(label)
      expect(overallOf(summary)).not.toMatch(/ — /u)
    },
  )

  test("a document's axis ticks and legend never become a figure of its summary", async () => {
    const text = 'Contagion spread through the network faster than any model had allowed for in the spring.'
    const document = documentOf(
      [
        { title: 'Rethinking the network', lines: [boxedParagraph(0, text)] },
        {
          title: 'Chart 7: Cumulative total returns',
          lines: drawn(['Cumulative return', 'Insurers', 'Hedge Funds', '200%', '150%', '100%', '50%']),
        },
      ],
      { format: 'pdf' },
    )

    const summary = await createLocalProvider().summarize(document, { documentType: 'document' })

    const entries = summary.slideBySlide.map((entry) => entry.summary).join('\n')
    expect(entries).toContain('A chart or diagram labelled Cumulative return; Insurers; Hedge Funds')
    expect(entries).not.toMatch(/^- 200%/mu)
    expect(overallOf(summary)).not.toContain('200%')
  })
})
