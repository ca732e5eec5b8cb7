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
