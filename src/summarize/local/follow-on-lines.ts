import type { DeckRole, Language } from '../../shared'
import { isStopWord } from '../text/tokenize'
import type { SummaryUnit } from './collect-passages'
import { mayRelate, sentenceLines } from './relation-lines'
import type { ComputedInsight } from './compute-insights'
import { headlineFigure, measuresOf } from './statements'

// Units whose lines are the deck's frame or supporting material, not its argument.
// A line longer than this is a paragraph, not one statement to quote beside another.
const MAX_WORDS = 30
// The phrase a line opens on must be this many content words: one shared word ("revenue") is a topic, not a thing.
const LEAD_WORDS = 2
const MIN_WORD = 3

/**
 * A line that takes up what the line before it ends on (issue 24, item 3): "Proposal: 12 million from the fund and
 * 7 million in extra borrowing" followed by "Extra borrowing adds 0.4 million a year in interest". The second
 * line's subject is the first line's object, named after its figure: together they state what a figure leads
 * to, which neither line states alone. Both are quoted as the deck writes them and joined ("A — B"); nothing is
 * computed. The first such pair of the deck; the phrase is whatever the two lines share, so no language data is
 * needed beyond the stop words.
 */
export function followOnLines(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): ComputedInsight[] {
  for (const [index, unit] of units.entries()) {
    if (!mayRelate(unit, roles[index])) continue
    const lines = sentenceLines(unit)
    for (const [at, first] of lines.entries()) {
      const next = lines[at + 1]
      if (next === undefined || !isStatement(first) || !isStatement(next)) continue
      const lead = wordsOf(next).slice(0, LEAD_WORDS)
      if (lead.length < LEAD_WORDS || !lead.every((word) => isContent(word, language))) continue
      const words = wordsOf(first)
      const found = words.findIndex((_, from) => lead.every((word, k) => words[from + k] === word))
      // Named after the first line's figure, not as its subject (two lines opening alike are parallel, not a chain).
      if (found <= 0 || !words.slice(0, found).some((word) => /\d/u.test(word))) continue
      // The second line must add a figure of its own: else it restates the first.
      const added = [...measuresOf(next)].filter((figure) => !measuresOf(first).has(figure))
      const figure = headlineFigure(next)
      if (added.length === 0 || figure === undefined) continue
      return [
        {
          kind: 'assumption',
          text: `${first.replace(/[.;:,]\s*$/u, '')} — ${next.replace(/[.;:,]\s*$/u, '')}`,
          slides: unit.pages,
          // The shared phrase is the first line's object, not a measure to slot into a question.
          subject: '',
          figure,
          inputs: [first],
          derived: [],
        },
      ]
    }
  }
  return []
}

// One statement with a figure: no "label:" opening a heading without a figure, not a paragraph.
function isStatement(text: string): boolean {
  return /\d/u.test(text) && text.split(/\s+/u).length <= MAX_WORDS && /\p{L}{3,}/u.test(text)
}

// The line's words, lower-cased, without the punctuation around them; figures kept, so positions can be read.
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/u)
    .map((word) => word.replace(/^[("“«'‘]+|[.,;:!?)"”»'’]+$/gu, ''))
    .filter(Boolean)
}

function isContent(word: string, language: Language): boolean {
  return /^\p{L}[\p{L}'’-]*$/u.test(word) && word.length >= MIN_WORD && !isStopWord(word, language)
}
