import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { boxedParagraph, type TestSlide } from '../../shared/test-support/document-of'
import { DECK_WORDS } from './deck-words'
import { entriesOf } from './test-support/entries-of'

const boxes = (texts: string[]) => texts.map((text, box) => boxedParagraph(box, text))

const deck = (diagram: TestSlide): TestSlide[] => [
  { title: 'Cover', text: 'Cover', role: 'cover' },
  diagram,
  { title: 'Next steps', text: 'We hire two analysts in March.' },
]

// Issue 24, readers r-u1 and r-t: an approval chain or a status board said box by box read as the slide's
// claims ("Engineering & Research", "Portfolio of Investments") or, glued, as a relation between boxes.
describe('a slide of short boxes is said as a diagram under its point', () => {
  test.each<[Language, string, string[], string]>([
    [
      'en',
      'Transaction review',
      ['Engineering & Research', 'Tax', 'Legal', 'Insurance', 'Underwriting'],
      'Every deal passes through six teams before approval.',
    ],
    [
      'de',
      'Prüfung der Transaktion',
      ['Technik und Forschung', 'Steuern', 'Recht', 'Versicherung', 'Zeichnung'],
      'Jedes Geschäft durchläuft sechs Teams vor der Freigabe.',
    ],
    [
      'fr',
      'Revue des transactions',
      ['Ingénierie et recherche', 'Fiscalité', 'Juridique', 'Assurance', 'Souscription'],
      'Chaque opération passe par six équipes avant validation.',
    ],
  ])(
    '%s: its title or its one sentence, then the boxes in a few words',
    async (language, title, labels, claim) => {
      const word = DECK_WORDS[language].entries.diagram

      const [, bare] = await entriesOf(deck({ title, lines: boxes(labels) }), language)
      const [, claimed] = await entriesOf(deck({ title, lines: boxes([claim, ...labels]) }), language)

      expect(bare).toBe(`${title} (${word}: ${labels.join(', ')})`)
      expect(claimed).toBe(`${claim.replace(/\.$/u, '')} (${word}: ${labels.join(', ')})`)
    },
  )

  test.each<[Language, string, string[]]>([
    [
      'en',
      'Approval limits',
      ['Business unit', 'CEO / COO', 'Board of directors', '$5 million', '$75 million'],
    ],
    ['de', 'Freigabegrenzen', ['Geschäftsbereich', 'Vorstand', 'Aufsichtsrat', 'Bis 5 Mio €', 'Ab 75 Mio €']],
    [
      'fr',
      'Seuils d’approbation',
      ['Unité', 'Direction générale', 'Conseil', 'Jusqu’à 5 M€', 'Au-delà de 75 M€'],
    ],
  ])(
    '%s: boxes with figures are no diagram: their figures keep their labels',
    async (language, title, labels) => {
      const [, entry] = await entriesOf(deck({ title, lines: boxes(labels) }), language)

      expect(entry).not.toContain(`(${DECK_WORDS[language].entries.diagram}:`)
    },
  )
})
