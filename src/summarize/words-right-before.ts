import type { Language } from '../shared'
import { MONTH_WORD } from './date-figures'
import { isInflectionOf } from './figure-labels'
import { extractFigures } from './figures'
import type { SourceLine } from './source-lines'
import { tokenize } from './text/tokenize'

// The word an item writes right before a figure, naming it, and whether the cited slides set that word before
// other figures only: split from check-faithfulness.ts (decision 204) to keep that module under 400 lines.

/**
 * The word set right before the figure ("OEE 94.2%", "Rolls: 356", "staff £1.3M"), unless a month's or one
 * between two figures ("£13.2M against £11.7M").
 */
export function wordsRightBefore(clause: string, index: number, language: Language): string[] {
  // The figure where it stands, not the first place its digits do: the "2" of "A10:2017: exploitability 2" is
  // not the start of 2017, and "A10" names the year, not the 2.
  let at = -1
  for (const [position, figure] of extractFigures(clause).entries()) {
    at = clause.indexOf(figure, at < 0 ? 0 : at)
    if (position === index) break
    at += figure.length
  }
  const word = at < 0 ? undefined : NAMING_WORD.exec(clause.slice(0, at))?.[1]
  return word && !MONTH_WORD.test(word) ? tokenize(word, language) : []
}

const NAMING_WORD = /(?:^|[^\p{L}\p{N}])(?<!\d\S*[\s,;(]+)(\p{L}[\p{L}\p{N}'’-]*)[\s:([$€£¥₹]*$/u
/**
 * Whether the item names its figure by a word the cited slides set right before other figures and never
 * near this one: "OEE 94.2%" where 94.2% is on the OTIF line and "OEE: 68.4%" on another. A word that labels
 * no figure on the slides is the item's own ("rose to 27", "recruit 37"), and names nothing wrongly.
 */
export function isNamedElsewhere(
  named: readonly string[],
  value: string,
  lines: readonly SourceLine[],
): boolean {
  const holding = lines.filter((line) => line.figures.has(value))
  const others = lines.filter((line) => !line.figures.has(value))
  // Loosely on the figure's own lines ("readmission" by "readmitted"), strictly on the others.
  const isNear = (line: SourceLine, word: string) =>
    [...line.words].some((stem) => stem.startsWith(word.slice(0, 4)) || word.startsWith(stem))
  return named.some(
    (word) =>
      word.length >= 3 &&
      !holding.some((line) => isNear(line, word)) &&
      // Strictly: a five-letter stem makes "against" the "again" of "would choose it again: 88%".
      others.some((line) => [...line.labelWords].some((label) => isInflectionOf(label, word))),
  )
}
