import type { Document, Slide, SlideLine } from '../shared'
import { splitSentences } from '../summarize'

/**
 * One quotable piece of the deck: a line as ingest typed it (a stat, a table row with its headers, a chart
 * point, a bullet), or a sentence of the speaker notes or of a long paragraph. `text` is what an answer
 * quotes, whole; `context` is what the passage is found by besides its own words (the slide's title, a
 * chart's title, the acronym of a label) and is never quoted.
 */
export interface Passage {
  slideNumber: number
  kind: SlideLine['kind'] | 'notes'
  text: string
  context: string
  /** Short forms of the passage's labels ("arr" for "Annual recurring revenue"), found as its own words. */
  aliases?: string
  /** For stats, table cells and chart points: the figure and the words that say what it measures. */
  facts?: { label: string; value: string }[]
}

// A line longer than this (a document's paragraph) is quoted by the sentence, not whole.
const LONG_PARAGRAPH = 280

// What no question is answered by: the slide's heading stands as context of every line instead, and
// agenda and contents lines only name the parts of the deck.
const SKIPPED_KINDS = new Set<SlideLine['kind']>(['title', 'agenda', 'contents'])

/** Every passage of the deck, slide by slide, in reading order. */
export function collectPassages(document: Document): Passage[] {
  const passages: Passage[] = []
  for (const slide of document.slides) {
    let chartTitle = ''
    for (const line of slide.lines) {
      if (line.kind === 'chart-title') chartTitle = line.text
      if (SKIPPED_KINDS.has(line.kind) || line.text.trim() === '') continue
      if (line.kind === 'table-row' && line.isHeader) continue
      passages.push(...passagesOfLine(slide, line, chartTitle, document))
    }
    for (const sentence of splitSentences(slide.notes, document.language)) {
      if (sentence.trim() !== '')
        passages.push({
          slideNumber: slide.number,
          kind: 'notes',
          text: sentence.trim(),
          context: slide.title,
        })
    }
  }
  return passages
}

function passagesOfLine(slide: Slide, line: SlideLine, chartTitle: string, document: Document): Passage[] {
  const base = { slideNumber: slide.number, kind: line.kind, text: line.text.trim() }
  switch (line.kind) {
    case 'stat':
      return [
        {
          ...base,
          context: slide.title,
          aliases: acronymOf(line.label),
          facts: [{ label: line.label, value: line.value }],
        },
      ]
    case 'table-row': {
      const rowLabel = line.cells[0] ?? ''
      const facts = line.headers
        .map((header, column) => ({ header, value: line.cells[column] ?? '' }))
        .slice(1)
        .filter(({ header, value }) => header !== '' && value !== '')
        .map(({ header, value }) => ({ label: rowLabel ? `${header} (${rowLabel})` : header, value }))
      const acronyms = [rowLabel, ...line.headers].map(acronymOf).join(' ')
      // The first header names the row labels' column ("Plan"): asked about, but not in the row's text.
      const context = `${slide.title} ${line.headers[0] ?? ''}`
      return [{ ...base, context, aliases: acronyms.trim(), facts }]
    }
    case 'chart-point':
      return [
        {
          ...base,
          context: `${slide.title} ${chartTitle} ${line.chart ?? ''}`,
          aliases: acronymOf(line.series),
          facts: [{ label: `${line.series} (${line.category})`, value: line.value }],
        },
      ]
    default:
      if (line.text.length > LONG_PARAGRAPH) {
        return splitSentences(line.text, document.language)
          .filter((sentence) => sentence.trim() !== '')
          .map((sentence) => ({ ...base, text: sentence.trim(), context: slide.title }))
      }
      return [{ ...base, context: slide.title }]
  }
}

/**
 * "Annual recurring revenue" -> "arr", "Net revenue retention" -> "nrr": decks label a card in full and
 * readers ask by the short form (and the other way round, which the label's own words cover).
 */
export function acronymOf(label: string): string {
  const words = label.split(/[\s/-]+/).filter((word) => /^\p{L}/u.test(word))
  if (words.length < 2 || words.length > 5) return ''
  return words.map((word) => word[0]!.toLowerCase()).join('')
}
