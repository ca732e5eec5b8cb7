// A statement of its own runs to this many words: shorter parts are list items ("Do programmers refactor often? Yes").
const SENTENCE_WORDS = 8
// A point's line of this many words, opening on a capital or a figure and stating a figure of its own, is a fact
// of its own ("Cinderfall, our new title, moves from November 2026 to March 2027"); a line without a figure is an
// item of a list ("Geometric analysis of the SV19 observations; A model of the worst-case waveform").
const FACT_WORDS = 5

const isSentence = (line: string) =>
  line.split(/\s+/u).length >= SENTENCE_WORDS && !/^[^:]{1,60}:\s/u.test(line)

// A full sentence that follows another.
const followsSentence = (part: string, before: string) =>
  /^\p{Lu}/u.test(part) && isSentence(part) && isSentence(before)

const isFact = (line: string) =>
  /^["“«‘(]?[\p{Lu}\p{N}€$£]/u.test(line) && /\p{N}/u.test(line) && line.split(/\s+/u).length >= FACT_WORDS

/**
 * Lines of a slide said as one item, each unit closed where it ends: list items part with a semicolon, and a
 * full sentence that follows another ends it with a full stop ("… how people refactor. In studying
 * refactoring …"), never "; In studying" nor "refactor In studying" (issue 24, reader r-l).
 */
export function joinUnits(
  parts: string[],
  endsBefore: (part: string, before: string) => boolean = followsSentence,
): string {
  let text = ''
  parts.forEach((part, at) => {
    if (at === 0) {
      text = part
      return
    }
    text += endsBefore(part, parts[at - 1]!) ? `${/[.!?…]$/u.test(text) ? '' : '.'} ${part}` : `; ${part}`
  })
  return text
}

/**
 * A point's lines said as sentences ("Q2 net revenue £6.8M, 10% above budget. Adjusted EBITDA £1.1M: our first
 * profitable quarter. Cinderfall moves to March 2027"): a summary's bullets state a fact each, and glued with ";"
 * the first takeaway reads as one run-on line (reader r-z1, decision 194). A label ("Adjusted EBITDA £1.1M:") does
 * not make a fact a list item here, as it does in `joinUnits`.
 */
export function joinStatements(parts: string[]): string {
  return joinUnits(parts, (part, before) => followsSentence(part, before) || (isFact(part) && isFact(before)))
}
