import type { Language } from '../../shared'
import { DECK_WORDS } from './deck-words'

/** A row of a result table as the comparison states it: its name as a reader says it, and its figures. */
export interface StatedRow {
  name: string
  figures: string[]
}

// A row moves "far less" than another when its change (as a factor, either way) is under this share of the
// other's: 750 → 700 (×1.07) beside 115 → 4.0 (×29) is a row the method barely helps; ×2 beside ×3 is no outlier.
const UNEVEN_SHARE = 1 / 3

/**
 * The question a sharp reader asks about the deck's own result set against its alternatives (decision 179): what
 * it gives up for its advantage, named by the own row and the closest alternative, the one a reader would weigh it
 * against ("Proposed (Unrestricted Faithful): 234 (words) against 768 for Lewis (Restricted Faithful)"), not the
 * farthest, against which any method wins. Only when the own figure is the lowest or the highest of the rows: in
 * between, it has no one advantage to ask the price of. Undefined when a figure cannot be read as a number.
 */
export function askAboutOwnResult(
  own: StatedRow,
  others: StatedRow[],
  language: Language,
): string | undefined {
  const value = valueOf(own.figures[0]!, language)
  const values = others.map((row) => valueOf(row.figures[0]!, language))
  if (value === undefined || values.some((other) => other === undefined)) return undefined
  const read = values as number[]
  const extreme = read.every((other) => other > value) || read.every((other) => other < value)
  if (!extreme) return undefined
  const distances = read.map((other) => Math.abs(Math.log(other / value)))
  const rival = others[distances.indexOf(Math.min(...distances))]!
  // A .ppt's tab-set cells leave runs of spaces inside a figure ("234      (words)"): a question reads them as one.
  return DECK_WORDS[language].questions.ownAdvantage
    .replace('{own}', own.name)
    .replace('{figure}', own.figures[0]!)
    .replace('{rival}', rival.name)
    .replace('{other}', rival.figures[0]!)
    .replace(/\s+/gu, ' ')
}

/**
 * The question about a before and after (decision 179): when one row moves far less than the one that moves most,
 * why ("sort-merge join: 750ns → 700ns while hash join 115ns → 4.0ns"), the deck's own figures side by side, no
 * ratio computed; else what the largest change was measured on and whether it holds beyond that test, since a
 * benchmark's before and after is only as general as its workload. Undefined when a figure cannot be read.
 */
export function askAboutBeforeAfter(
  rows: StatedRow[],
  joiner: string,
  language: Language,
): string | undefined {
  const moves = rows.map((row) => {
    const [before, after] = row.figures.map((figure) => valueOf(figure, language))
    return before === undefined || after === undefined ? undefined : Math.abs(Math.log(after / before))
  })
  if (moves.some((move) => move === undefined || !Number.isFinite(move))) return undefined
  const read = moves as number[]
  const strong = read.indexOf(Math.max(...read))
  const weak = read.indexOf(Math.min(...read))
  // A .ppt's tab-set cells leave runs of spaces inside a figure ("234      (words)"): a question reads them as one.
  const change = (row: StatedRow) => `${row.figures[0]} ${joiner} ${row.figures[1]}`.replace(/\s+/gu, ' ')
  const { questions } = DECK_WORDS[language]
  if (read[strong]! > 0 && read[weak]! < read[strong]! * UNEVEN_SHARE)
    return questions.unevenGain
      .replace('{weak}', rows[weak]!.name)
      .replace('{weakChange}', change(rows[weak]!))
      .replace('{strong}', rows[strong]!.name)
      .replace('{strongChange}', change(rows[strong]!))
  return questions.measuredOn.replace('{row}', rows[strong]!.name).replace('{change}', change(rows[strong]!))
}

/**
 * A figure of a text row as a number, for ranking only (it is never shown): "15ns" 15, "≈ 2^28" 268435456,
 * "234 (words)" 234, "1,5 s" 1.5 in a language with a decimal comma, "1,500" 1500 in English.
 */
export function valueOf(figure: string, language: Language): number | undefined {
  const found = /(\d+(?:[.,]\d+)*)(?:\^(\d+))?/u.exec(figure)
  if (!found) return undefined
  const digits =
    language === 'en'
      ? found[1]!.replace(/,/gu, '')
      : found[1]!.replace(/\.(?=\d{3}(?!\d))/gu, '').replace(',', '.')
  const base = Number(digits)
  const value = found[2] === undefined ? base : base ** Number(found[2])
  return Number.isFinite(value) && value > 0 ? value : undefined
}
