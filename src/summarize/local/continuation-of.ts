import { continuesSentence } from '../text/join-note-lines'
import type { Passage } from './collect-passages'

/** A heading goes on in the line below it ("KEY RESEARCH-BASED ROLES" / "for: Parents; …") only when this short. */
const CONTINUED_HEADING_WORDS = 6

/**
 * The line after a heading that goes on with it ("KEY RESEARCH-BASED ROLES" over "for: Parents; Teachers; …"):
 * opening in lower case, it is never said alone, so it is said with the heading it completes.
 */
export function continuationOf(index: number, passages: Passage[]): number | undefined {
  const line = passages[index]!
  const next = passages[index + 1]
  if (next === undefined || next.unit !== line.unit || next.fromNotes !== line.fromNotes) return undefined
  const isPlain = (passage: Passage) => passage.kind === 'text' && passage.table === undefined
  // Only a heading's: a longer line ending without a stop is a statement, and what follows it is its own.
  const isHeading = line.text.trim().split(/\s+/u).length <= CONTINUED_HEADING_WORDS
  if (!isPlain(line) || !isPlain(next) || !isHeading || /[.!?:;…]\s*$/u.test(line.text)) return undefined
  // Nor the end of a sentence wrapped from the line above ("… eine Auswahlrichtlinie zur" / "Sozialauswahl
  // aufgestellt haben"): said with the line below, it would glue two sentences' pieces.
  const before = passages[index - 1]
  const isWrapEnd =
    before !== undefined &&
    before.unit === line.unit &&
    before.fromNotes === line.fromNotes &&
    !/[.!?:;…]\s*$/u.test(before.text) &&
    continuesSentence(before.text, line.text)
  if (isWrapEnd) return undefined
  // An address ("https://owasp.org") opens in lower case and completes nothing.
  const isWords = /^\p{Ll}+(?:[\s,]|:(?!\/\/))/u.test(next.text)
  return isWords && !isFigureLine(next) ? index + 1 : undefined
}

/** A line of figures that is no sentence ("filter 15ns 1.1ns", a table the reader took as text) opens as it likes. */
export function isFigureLine(passage: Passage): boolean {
  return passage.figures > 0 && !/[.!?…]\s*$/u.test(passage.brief)
}
