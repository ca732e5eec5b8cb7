// A statement of its own runs to this many words: shorter parts are list items ("Do programmers refactor often? Yes").
const SENTENCE_WORDS = 8

/**
 * Lines of a slide said as one item, each unit closed where it ends: list items part with a semicolon, and a
 * full sentence that follows another ends it with a full stop ("… how people refactor. In studying
 * refactoring …"), never "; In studying" nor "refactor In studying" (issue 24, reader r-l).
 */
export function joinUnits(parts: string[]): string {
  let text = ''
  parts.forEach((part, at) => {
    if (at === 0) {
      text = part
      return
    }
    const isSentence = (line: string) =>
      line.split(/\s+/u).length >= SENTENCE_WORDS && !/^[^:]{1,60}:\s/u.test(line)
    const endsSentence = /^\p{Lu}/u.test(part) && isSentence(part) && isSentence(parts[at - 1]!)
    text += endsSentence ? `${/[.!?…]$/u.test(text) ? '' : '.'} ${part}` : `; ${part}`
  })
  return text
}

// A point's line of this many words, opening on a capital or a figure, states something of its own ("Cinderfall, our
// new title, moves from November 2026 to March 2027"); a shorter one or one in lower case continues the line before.
const STATEMENT_WORDS = 5

/**
 * A point's lines said as sentences, each closed where it ends ("Q2 net revenue £6.8M, 10% above budget.
 * Adjusted EBITDA £1.1M: our first profitable quarter. Cinderfall moves to March 2027"): a summary's bullets are
 * statements each, and glued with ";" the first takeaway reads as one run-on line (reader r-z1, decision 194). A
 * short or lower-case part ("de rest komt van de bank") stays the clause of the line before.
 */
export function joinStatements(parts: string[]): string {
  const states = (part: string) =>
    /^["“«‘(]?[\p{Lu}\p{N}€$£]/u.test(part) && part.split(/\s+/u).length >= STATEMENT_WORDS
  let text = ''
  parts.forEach((part, at) => {
    if (at === 0) text = part
    else if (states(part) && states(parts[at - 1]!)) text += `${/[.!?…]$/u.test(text) ? '' : '.'} ${part}`
    else text += `; ${part}`
  })
  return text
}
