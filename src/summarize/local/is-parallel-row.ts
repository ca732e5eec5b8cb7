/** A row's label (a person's name, an item's name) is at most this many words, before the words rows share. */
const MAX_LABEL_WORDS = 4
/** Rows share at least this many words in a row after their labels ("Co-lead, author,"). */
const SHARED_WORDS = 2
/** Of which one is a word of this many letters at least: "of the" is any two lines' words. */
const MIN_WORD = 4

/**
 * Whether `line` is a row parallel to the one `previous` opens: both open with a label of their own and go on
 * with the same words ("Brian Glas Co-lead, author, data scientist…" over "Torsten Gigler Co-lead, author,
 * data analysis…", "Andrew van der Stock Co-lead, author…"). A full-width row then ends where the next row's label
 * starts: joined as a wrapped sentence, two people's roles read as one (issue 24, OWASP slide 12). A label opens
 * and ends on a capital ("Andrew van der Stock"): two sentences may share words anywhere ("Plus nous regardons le
 * refactoring sous…" / "En étudiant le refactoring sous…"), after words no name ends on.
 */
export function isParallelRow(previous: string, line: string): boolean {
  if (!/^\p{Lu}/u.test(line)) return false
  const above = previous.trim().split(/\s+/u)
  const below = line.trim().split(/\s+/u)
  if (above[0] === below[0]) return false
  const key = (words: string[]) => words.join(' ').toLowerCase()
  for (let a = 1; a <= MAX_LABEL_WORDS; a += 1)
    for (let b = 1; b <= MAX_LABEL_WORDS; b += 1) {
      const shared = above.slice(a, a + SHARED_WORDS)
      if (
        shared.length === SHARED_WORDS &&
        key(shared) === key(below.slice(b, b + SHARED_WORDS)) &&
        shared.some((word) => word.replace(/[^\p{L}]/gu, '').length >= MIN_WORD) &&
        isLabel(above.slice(0, a)) &&
        isLabel(below.slice(0, b))
      )
        return true
    }
  return false
}

/** Words that name a row: the first and the last open with a capital ("Neil Smithline", "Andrew van der Stock"). */
function isLabel(words: string[]): boolean {
  return /^\p{Lu}/u.test(words[0] ?? '') && /^\p{Lu}/u.test(words.at(-1) ?? '')
}
