import { describe, expect, test } from 'vitest'
import type { Language, Summary } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

interface Deck {
  /** A numbered list drawn as boxes: each number a text box of its own, next to its item's label. */
  numbered: string[]
  /** The four quadrant labels of a 2×2 and its axes, one box each. */
  quadrants: string[]
  /** Two headings over a list set in two columns, the items read down each column. */
  columns: [string, string, string[]]
  /** A row of stat cards, value under label: a real pair, which must stay. */
  stat: [string, string]
}

const decks: [Language, Deck][] = [
  [
    'en',
    {
      numbered: [
        'Methods and Routines for Observing and Refining Teaching',
        '3.',
        'Teachers',
        'Peer Tutoring',
        '4.',
      ],
      quadrants: ['Authoritarian', 'Authoritative', 'Neglectful', 'Permissive'],
      columns: [
        'What worked',
        'What did not',
        [
          'Flexible passes: +19 % in 10-day pass sales',
          'Company events in Poblenou: 31 this quarter',
          'Six-week delay on the Valencia building permit',
          'Two mid-sized companies left Poblenou',
        ],
      ],
      stat: ['Revenue', '€2.84M'],
    },
  ],
  [
    'es',
    {
      numbered: [
        'Métodos y rutinas para observar y mejorar la enseñanza',
        '3.',
        'Docentes',
        'Tutoría entre pares',
        '4.',
      ],
      quadrants: ['Autoritario', 'Democrático', 'Negligente', 'Permisivo'],
      columns: [
        'Funcionó',
        'No funcionó',
        [
          'Bonos flexibles: +19 % en ventas de bonos de 10 días',
          'Eventos de empresa en Poblenou: 31 en el trimestre',
          'Retraso de 6 semanas en la licencia de obras de Valencia',
          'Dos bajas de empresas medianas en Poblenou',
        ],
      ],
      stat: ['Ingresos', '2,84 M€'],
    },
  ],
  [
    'nl',
    {
      numbered: [
        'Methoden en routines om lesgeven te observeren en te verbeteren',
        '3.',
        'Docenten',
        'Bijles door medeleerlingen',
        '4.',
      ],
      quadrants: ['Autoritair', 'Gezaghebbend', 'Verwaarlozend', 'Toegeeflijk'],
      columns: [
        'Risico’s',
        'Mitigatie',
        [
          'Tekort aan tandartsen: 9 vacatures staan open',
          'Afhankelijkheid van oprichter Sanne Kuipers',
          'Eigen opleiding en werving in België en Spanje',
          'Oprichter blijft 4 jaar CEO',
        ],
      ],
      stat: ['Omzet', '€ 24,9 mln'],
    },
  ],
]

/** Every string of the summary a reader sees, slide entries cut into their lines. */
function shownLines(summary: Summary): string[] {
  const overall = Object.values(summary.overallSummary).flatMap((items) =>
    Array.isArray(items) ? items.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))) : [],
  )
  const entries = summary.slideBySlide.flatMap((entry) =>
    entry.summary.split('\n').map((line) => line.replace(/^-\s+/u, '')),
  )
  return [...overall, ...entries]
}

// Issue 24, reader r24: "Teachers: 3.", "Neglectful: Permissive", "Node 4: Node 5" and two "worked" items glued
// as one label and its value. A "label: value" needs a real figure for its value.
describe('labels paired with values', () => {
  test.each(decks)(
    'a %s deck pairs no label with a list number or another label, and keeps its real figures',
    async (language, deck) => {
      const [left, right, items] = deck.columns
      const document = documentOf(
        [
          { title: 'Nodo', text: 'Cover', role: 'cover' },
          { title: deck.numbered[2]!, text: deck.numbered.join('\n') },
          { title: 'Styles', text: deck.quadrants.join('\n') },
          {
            title: `${left} / ${right}`,
            text: [left, right, ...items.map((item) => `- ${item}`)].join('\n'),
          },
          { title: 'Q1', text: deck.stat.join('\n') },
        ],
        { language },
      )

      const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })

      const lines = shownLines(summary)
      for (const line of lines) {
        expect(line, 'a list number as a value').not.toMatch(/\p{L}:\s*\d{1,2}[.)](?:\s|$)/u)
        expect(line, 'a list number as an item').not.toMatch(/^\(?\d{1,2}[.)]$/u)
        for (const label of deck.quadrants)
          for (const other of deck.quadrants) expect(line).not.toContain(`${label}: ${other}`)
        for (const item of items)
          for (const other of items) expect(line).not.toContain(`${item}: ${other.slice(0, 12)}`)
      }
      // The slides' own lines are kept whole: an entry copies one of them, never a number.
      const labels = deck.numbered.filter((line) => !/^\d/u.test(line))
      expect(labels.some((label) => summary.slideBySlide[1]!.summary.includes(label))).toBe(true)
      expect(items.some((item) => summary.slideBySlide[3]!.summary.includes(item))).toBe(true)
      expect(summary.slideBySlide[4]!.summary).toContain(`${deck.stat[0]}: ${deck.stat[1]}`)
    },
  )
})
