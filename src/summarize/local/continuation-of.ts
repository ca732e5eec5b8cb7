import { continuesSentence } from '../text/join-note-lines'
import type { Passage } from './collect-passages'

/** A heading goes on in the line below it ("KEY RESEARCH-BASED ROLES" / "for: Parents; …") only when this short. */
const CONTINUED_HEADING_WORDS = 6

/**
 * The line after a heading that goes on with it ("KEY RESEARCH-BASED ROLES" over "for: Parents; Teachers; …"):
 * opening in lower case, it is never said alone, so it is said with the heading it completes.
 */
function continuationOf(index: number, passages: Passage[]): number | undefined {
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

/** A name is a few capitalised words ("Neil Smithline"); a line of names cut at its "and" looks this far for the rest. */
const MAX_NAME_WORDS = 4
const NAME_LOOK_AHEAD = 3
const isNames = (text: string) => {
  const words = text.trim().split(/\s+/u)
  return words.length <= MAX_NAME_WORDS && words.every((word) => /^\p{Lu}\p{L}*[.,]?$/u.test(word))
}

/**
 * The line that completes a list of names the layout cut at its conjunction ("Tanya Janca And", then in a box
 * of its own "Neil Smithline"): said alone, "Tanya Janca And" reads as a sentence cut short (issue 24, reader
 * r-u1, OWASP slide 43). The rest is the first line of names a few lines on, in the same part of the slide;
 * the lines between (a QR code's caption) are the layout's. `endsOpen` is the language's (see `openEnds`).
 */
function namesCompleting(
  index: number,
  passages: Passage[],
  endsOpen: (text: string) => boolean,
): number | undefined {
  const line = passages[index]!
  const text = line.text.trim()
  const words = text.split(/\s+/u)
  const isPlain = (passage: Passage) =>
    passage.kind === 'text' && passage.table === undefined && !passage.isBullet
  if (!isPlain(line) || !endsOpen(text.toLowerCase()) || !isNames(words.slice(0, -1).join(' ')))
    return undefined
  for (let at = index + 1; at <= index + NAME_LOOK_AHEAD; at++) {
    const next = passages[at]
    if (next === undefined || next.unit !== line.unit || next.fromNotes !== line.fromNotes) return undefined
    if (isPlain(next) && next.figures === 0 && isNames(next.text)) return at
  }
  return undefined
}

/** The line that completes one: a heading's continuation, or the names a line cut at its "and" goes on with. */
export function completionOf(
  index: number,
  passages: Passage[],
  endsOpen: (text: string) => boolean,
): number | undefined {
  return continuationOf(index, passages) ?? namesCompleting(index, passages, endsOpen)
}
