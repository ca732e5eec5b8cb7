import type { Language } from '../shared'
import { extractFigures } from './figures'
import { tokenize } from './text/tokenize'

// Month and quarter names (abbreviated, in the eight languages) that make a figure beside them a date.
const MONTHS =
  'q[1-4]|h[12]|jan|feb|mar|apr|may|jun|juin|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic|févr|avr|mai|juil|août|déc|gen|mag|giu|lug|ott|mär|okt|dez|mei|des'
const MONTH_BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${MONTHS})\\p{L}*\\.?\\s*$`, 'iu')
const MONTH_AFTER = new RegExp(`^\\.?\\s*(?:${MONTHS})`, 'iu')
export const MONTH_WORD = new RegExp(`^(?:${MONTHS})`, 'iu')

/** A year (1900–2099), or a figure written next to a month or quarter name ("Q3 2025", "26 June"). */
export function isDateFigure(figure: string, clause: string): boolean {
  if (/^(?:19|20)\d{2}$/.test(figure)) return true
  const at = clause.indexOf(figure)
  if (at < 0) return false
  return (
    MONTH_BEFORE.test(clause.slice(Math.max(0, at - 12), at)) ||
    (/^\d{1,2}$/.test(figure) && MONTH_AFTER.test(clause.slice(at + figure.length)))
  )
}

/** A day or a year of a clause with the month or quarter words that date it ("30 June", "Q3 2025", "30. Juni"). */
export interface ClauseDate {
  figure: string
  words: string[]
}

export function datesOf(clause: string, language: Language): ClauseDate[] {
  const dates: ClauseDate[] = []
  for (const figure of extractFigures(clause)) {
    // A day or a year only: a loose month prefix also reads "marketing 5%" as a date.
    if (!/^(?:\d{1,2}|(?:19|20)\d{2})$/u.test(figure) || !isDateFigure(figure, clause)) continue
    const at = clause.indexOf(figure)
    const before = /(\p{L}[\p{L}\p{N}]*)\.?\s*$/u.exec(clause.slice(0, at))?.[1]
    const after = /^\.?\s*(\p{L}+)/u.exec(clause.slice(at + figure.length))?.[1]
    const words = [before, after].flatMap((word) =>
      word && MONTH_WORD.test(word) ? tokenize(word, language) : [],
    )
    if (words.length > 0) dates.push({ figure, words })
  }
  return dates
}
