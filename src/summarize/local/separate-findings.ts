import type { Language } from '../../shared'
import { tokenize } from '../text/tokenize'
import { LIST_NUMBER } from './list-numbers'

// Words shorter than this are not a subject ("OEE" and "IRR" are).
const MIN_TERM = 3
// Longer terms are also found inside a compound ("Teams" in "Entwicklungsteams").
const COMPOUND_TERM = 5
// A finding's label is a short name ("Readmissions:", "Experience:", "Length of stay:"), not a clause.
const LABEL_WORDS = 5
const LABEL = /^(\p{L}[^:\d]{1,50}?):\s/u

// The content words of a text, lower-cased, without stop words and figures.
export function termsOf(text: string, language: Language): Set<string> {
  return new Set(tokenize(text, language).filter((word) => word.length >= MIN_TERM))
}

export function sharedTerms(a: Set<string>, b: Set<string>): number {
  let shared = 0
  for (const term of a) {
    if (b.has(term)) shared += 1
    else if (
      term.length >= COMPOUND_TERM &&
      [...b].some((word) => word.includes(term) || (word.length >= COMPOUND_TERM && term.includes(word)))
    )
      shared += 1
  }
  return shared
}

// The name a line gives its finding ("6. Experience: 93% …" → "Experience"), without its list number; undefined
// for a line that opens with no short label.
export function findingLabel(text: string): string | undefined {
  const label = LABEL.exec(text.trim().replace(LIST_NUMBER, ''))?.[1]?.trim()
  return label !== undefined && label.split(/\s+/u).length <= LABEL_WORDS ? label : undefined
}

/**
 * Two lines that each name their own finding ("Experience: 93% of patients rated their care good …" and
 * "Readmissions: … 11.8% were readmitted …, compared with 14.9% …") are two findings, not a figure and what
 * explains it, unless one names the other's subject: words the whole deck is about ("patients", "virtual ward")
 * are shared by every pair of its findings and relate none of them.
 */
export function areSeparateFindings(sentence: string, line: string, language: Language): boolean {
  const sentenceLabel = findingLabel(sentence)
  const lineLabel = findingLabel(line)
  if (sentenceLabel === undefined || lineLabel === undefined) return false
  return (
    sharedTerms(termsOf(sentence, language), termsOf(lineLabel, language)) === 0 &&
    sharedTerms(termsOf(line, language), termsOf(sentenceLabel, language)) === 0
  )
}

/** A line without the number it had in its slide's numbered list (decision 143): outside the list "6." counts nothing. */
export function withoutListNumber(text: string, numberedList: boolean): string {
  return numberedList ? text.replace(LIST_NUMBER, '') : text
}
