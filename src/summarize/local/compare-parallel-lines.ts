import type { DeckRole, Language } from '../../shared'
import { isStopWord } from '../text/tokenize'
import type { SummaryUnit } from './collect-passages'
import { mayRelate, sentenceLines } from './relation-lines'
import type { ComputedInsight } from './compute-insights'
import { isSameUnit, parseAmount } from './parse-amount'
import { commonRun } from './quote-contrast'
import { measuresOf } from './statements'

// Units whose lines are the deck's frame or supporting material, not its argument.
// A line longer than this is a paragraph, not one statement to set beside another.
const MAX_WORDS = 25
// Two figures this close say the same; the comparison is worth a reader's attention past it.
const MIN_RATIO = 1.25
// What both lines say of their figure must be a phrase, not one shared word ("revenue").
const MIN_SHARED = 2
// A figure with its unit or currency: a share, or an amount of money.
const UNIT_FIGURE =
  /(?:[$€£]\s?\d+(?:[.,]\d+)*(?:\s?(?:[kKMB]|bn|mn|mln|Mio\.?|Mrd\.?)\b)?|(?<![\p{L}\d.,])\d+(?:[.,]\d+)*\s?(?:%|‰|M€|k€|€))/gu

/**
 * Two statements of one slide that say the same thing of two scopes with two figures ("In the district, 26 % of
 * pupils do not read fluently" / "In the schools where we work, 43 % do not read fluently"): each line alone is
 * a fact, the two together the comparison an analyst draws. Both are quoted as the deck states them, joined, with
 * nothing computed; the first such pair of the deck, since a slide of parallel lines states one comparison.
 */
export function compareParallelLines(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): ComputedInsight[] {
  for (const [index, unit] of units.entries()) {
    if (!mayRelate(unit, roles[index])) continue
    const lines = sentenceLines(unit).flatMap((text) => {
      // One figure, in a sentence: a "label: value" line is a cell, two figures a relation of its own.
      if (/^[^:]{1,60}:\s/u.test(text) || text.split(/\s+/u).length > MAX_WORDS) return []
      // One figure with its unit or currency; an ordinal or a year beside it ("4.º ano", "2025") counts nothing.
      const figures = [...text.matchAll(UNIT_FIGURE)].map((match) => match[0].trim())
      if (figures.length !== 1 || measuresOf(text).size > 2) return []
      const figure = figures[0]
      const amount = figure === undefined ? undefined : parseAmount(figure, language)
      return figure !== undefined && amount !== undefined && amount.value > 0
        ? [{ text, figure, amount }]
        : []
    })
    for (const [i, a] of lines.entries())
      for (const b of lines.slice(i + 1)) {
        if (!isSameUnit(a.amount, b.amount) || a.figure === b.figure) continue
        const ratio = Math.max(a.amount.value, b.amount.value) / Math.min(a.amount.value, b.amount.value)
        if (ratio < MIN_RATIO) continue
        // What both state of their figure: a run of words both write, with enough content words to be a claim.
        const shared = commonRun(withoutFigure(a), withoutFigure(b), language)
        if (!shared) continue
        const content = shared.split(/\s+/u).filter((word) => !isStopWord(word.toLowerCase(), language))
        if (content.length < MIN_SHARED) continue
        return [
          {
            kind: 'contrast',
            text: `${a.text.replace(/[.;:,]\s*$/u, '')} — ${b.text.replace(/[.;:,]\s*$/u, '')}`,
            slides: unit.pages,
            // The shared phrase is a clause ("do not read fluently"), no subject to slot into a question.
            subject: '',
            figure: a.figure,
            plan: b.figure,
            inputs: [a.figure, b.figure],
            derived: [],
          },
        ]
      }
  }
  return []
}

function withoutFigure(line: { text: string; figure: string }): string {
  return line.text.replace(line.figure, ' ')
}
