import { SUPPORTED_LANGUAGES } from '../../shared'
import { isStopWord } from '../text/tokenize'
import { measuresOf } from './statements'

/**
 * The words naming an item's subject: the content words of its label, what stands before its first ": " or
 * " — " ("Adjusted EBITDA: Q2 actual 1.1 …", "Overtime hours — Actual …"); none for an item without a label,
 * whose subject is its sentence. The summary's items come in any of the eight languages, and fit-word-budget
 * is not told which, so a stop word of any of them is no content word.
 */
export function subjectWords(text: string): string[] {
  const label = LABEL.exec(text.trim())?.[1]
  if (label === undefined) return []
  return contentWords(label)
}

/**
 * Whether `item` adds nothing to `other` for a reader: every figure it measures `other` states too, and both are
 * of one subject, its label's words all named by `other`'s label (or by `other`'s sentence when it has none), so
 * the figures are the same subject's and not a coincidence of numbers ("Adjusted EBITDA: Q2 actual 1.1 against Q2
 * budget 0.3 (+0.8)" beside "Adjusted EBITDA — Q2 budget: 0.3; Q2 actual: 1.1; Variance: +0.8; H1 actual: 0.8 —
 * … excludes £0.9M …").
 */
export function isRestatedBy(item: string, other: string): boolean {
  const figures = measuresOf(item)
  const subject = subjectWords(item)
  if (figures.size === 0 || subject.length === 0) return false
  const stated = measuresOf(other)
  if (![...figures].every((figure) => stated.has(figure))) return false
  const otherSubject = subjectWords(other)
  const named = new Set(otherSubject.length > 0 ? otherSubject : contentWords(other))
  return subject.every((word) => named.has(word))
}

/**
 * Whether `row` is one labelled row read alone ("Overtime hours: Actual 2,640 against Plan 1,800 (+840, …)")
 * whose subject `relation` already gives as the reason of another figure ("Labour cost per tonne … — … up mainly
 * because of the extra overtime …"). The row's meaning is stated there; its figures alone are no insight.
 */
export function isExplainedBy(row: string, relation: string): boolean {
  if (row.includes(RELATION_JOINER) || !relation.includes(RELATION_JOINER)) return false
  const subject = subjectWords(row)
  if (subject.length === 0) return false
  // The relation's second half is its cause or comparison: the row's subject is named there, not as its label.
  const reason = new Set(contentWords(relation.slice(relation.lastIndexOf(RELATION_JOINER))))
  const named = subject.filter((word) => reason.has(word)).length
  return named * 2 >= subject.length
}

function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? []).filter(
    (word) => word.length > 2 && !SUPPORTED_LANGUAGES.some((language) => isStopWord(word, language)),
  )
}

// An item's label: up to 80 characters without a sentence's end, before its first ": " or " — ".
const LABEL = /^([^:.!?—]{1,80}?)(?::\s| — )/u
// How the summary joins a figure to its cause or comparison ("A — B", decision 086).
const RELATION_JOINER = ' — '

/**
 * Whether `other` says all of `part`: it states every figure `part` measures (one at least) and names every
 * content word of it, so a reader of both reads `part` twice ("… we held no spare — Approve £38,000 for
 * critical spares now" beside the action "Approve £38,000 for critical spares now, whatever the decision").
 */
export function isSaidBy(part: string, other: string): boolean {
  const figures = measuresOf(part)
  const named = new Set(contentWords(other))
  if (figures.size === 0) return isCellSaidBy(part, other, named)
  const stated = measuresOf(other)
  if (![...figures].every((figure) => stated.has(figure))) return false
  return contentWords(part).every((word) => named.has(word))
}

/**
 * A cell "Label: value" without a measure (an owner, a date) is said by an item naming every word and number of
 * its value ("Verantwortlich: Dr. Jana Wöllmer, CEO" beside the action "…: Dr. Jana Wöllmer, CEO; 23. Oktober
 * 2026"): its label only names the field.
 */
function isCellSaidBy(part: string, other: string, named: Set<string>): boolean {
  const cell = CELL.exec(part.trim())
  if (cell === null || /\d/u.test(cell[1]!)) return false
  const words = contentWords(cell[2]!)
  const numbers = cell[2]!.match(/\d+/gu) ?? []
  const stated = new Set(other.match(/\d+/gu) ?? [])
  return (
    words.length + numbers.length > 0 &&
    words.every((word) => named.has(word)) &&
    numbers.every((number) => stated.has(number))
  )
}

// A cell: a label of up to three words, then its value (French puts a space before the colon).
const CELL = /^(\p{L}[\p{L}-]*(?: [\p{L}-]+){0,2})\s?:\s+(\S.*)$/u
