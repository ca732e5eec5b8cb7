/** A row's label (a person's name, an item's name) is at most this many words, before the words rows share. */
const MAX_LABEL_WORDS = 4
/** Rows share at least this many words in a row after their labels ("Co-lead, author,"). */
const SHARED_WORDS = 2
/** Of which one is a word of this many letters at least: "of the" is any two lines' words. */
const MIN_WORD = 4

/**
 * Whether `line` is a row parallel to the one `previous` opens: both open with a label of their own and go on
 * with the same words ("Brian Glas Co-lead, author, data scientist…" over "Torsten Gigler Co-lead, author,
 * data analysis…"). A full-width row then ends where the next row's label starts: joined as a wrapped sentence,
 * two people's roles read as one (issue 24, OWASP slide 12).
 */
export function isParallelRow(previous: string, line: string): boolean {
  if (!/^\p{Lu}/u.test(line)) return false
  const above = words(previous)
  const below = words(line)
  if (above[0] === below[0]) return false
  // At the same place in both: two sentences may share words anywhere ("…le refactoring sous…"), rows share
  // their columns.
  for (let at = 1; at <= MAX_LABEL_WORDS; at += 1) {
    const shared = above.slice(at, at + SHARED_WORDS)
    if (
      shared.length === SHARED_WORDS &&
      shared.join(' ') === below.slice(at, at + SHARED_WORDS).join(' ') &&
      shared.some((word) => word.replace(/[^\p{L}]/gu, '').length >= MIN_WORD)
    )
      return true
  }
  return false
}

function words(text: string): string[] {
  return text.trim().toLowerCase().split(/\s+/u)
}
