import { datesIn } from '../dates-in'
import { extractFigures } from '../figures'
import type { Passage } from './collect-passages'

// A value of a form's field is a figure or a date: "12/18/98", "$140,000", "April 15, 1999", "Feb. 27, 1999 —".
const MAX_VALUE_WORDS = 1
// A value that ends on a dash opens a range its next value closes ("Feb. 27, 1999 –" / "April 15, 1999").
const OPEN_RANGE = /\s*[–—-]\s*$/u
// The labels of other fields a form sets between a range's two ends, at most.
const MAX_SKIPPED = 3

/** Whether a line is a field's value and nothing else: a figure or a date, with at most a month's name. */
export function isFieldValue(text: string): boolean {
  const value = text.trim().replace(OPEN_RANGE, '')
  if (value === '' || extractFigures(value).length === 0) return false
  const words = value.split(/\s+/u).filter((word) => /\p{L}/u.test(word))
  return words.length <= MAX_VALUE_WORDS || datesIn(value).some((date) => date.text === value)
}

/**
 * The values of a form's field (decision 178): a lead-in ("Expected Closing Date:") whose first line below is a
 * value takes the values that follow it and no more. A form read box by box sets the labels of other fields
 * between its values ("Merchant", "Strategic"); glued to the field as its items they read as its answer. So the
 * field stops at its first line that is no value, and the labels stay lines of their own. None when the line
 * below is no value: the lead-in is no field, and its items are read as a list's.
 */
export function fieldValues(lines: number[], from: number, passages: Passage[]): number[] {
  const isValue = (at: number) => {
    const line = passages[lines[at]!]
    return line !== undefined && line.kind === 'text' && !line.table && isFieldValue(line.brief)
  }
  const values: number[] = []
  for (let next = from; next < lines.length; next++) {
    if (isValue(next)) {
      values.push(lines[next]!)
      continue
    }
    // A range left open ("Feb. 27, 1999 —") is closed by the next value, past the labels of other fields the
    // form set between them ("Merchant", "Strategic"); those stay lines of their own.
    const last = values.at(-1)
    if (last === undefined || !OPEN_RANGE.test(passages[last]!.brief)) break
    const close = lines.slice(next, next + MAX_SKIPPED + 1).findIndex((_, n) => isValue(next + n))
    if (close < 0) break
    values.push(lines[next + close]!)
    next += close
  }
  return values
}

/** A field's values said after it: a range as one ("Feb. 27, 1999 – April 15, 1999"), others apart by "; ". */
export function sayFieldValues(values: string[]): string {
  return values
    .map((value) => value.trim())
    .reduce(
      (said, value, n) => (n === 0 ? value : `${said}${OPEN_RANGE.test(said) ? ' ' : '; '}${value}`),
      '',
    )
    .replace(OPEN_RANGE, '')
}
