/**
 * Speaker notes as running text, each line its own unit: the author ended a line where a thought ended, often
 * without a full stop ("To understand something, we study it from one perspective" / "When we study from
 * different perspectives, our understanding grows richer"). Run together with a space, the two read as one
 * sentence, and any cut of it splits the second thought from its clause (issue 24, reader r-l). So a line that
 * ends without punctuation before a line opening in capitals ends with a full stop; a line going on in lower
 * case, or after a comma or a short lower-case word ("… talk to" / "Anna"), is a wrap and joins with a space.
 * The short items under a lead-in ("Refactoring includes:" / "Rename" / "Inline Method") are one list.
 */
export function joinNoteLines(notes: string): string {
  const lines = notes
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  let text = ''
  let inList = false
  lines.forEach((line, at) => {
    if (at === 0) {
      text = line
      return
    }
    const previous = lines[at - 1]!
    const isItem = (inList || /:$/u.test(previous)) && isListItem(line)
    if (isItem) {
      text += /:$/u.test(previous) ? ` ${line}` : `; ${line}`
      inList = true
      return
    }
    inList = false
    text += continuesSentence(previous, line) || /[.!?…:;,]["”»’)]?$/u.test(text) ? ` ${line}` : `. ${line}`
  })
  return text
}

// A list item under a lead-in is a few words that state nothing by themselves: "Extract local variable".
const MAX_ITEM_WORDS = 4

function isListItem(line: string): boolean {
  return line.split(/\s+/u).length <= MAX_ITEM_WORDS && !/[.!?:;]$/u.test(line)
}

/** The next line is the rest of this one's sentence: it goes on in lower case, or this one stops mid-phrase. */
export function continuesSentence(previous: string, line: string): boolean {
  return (
    /^(?:…|\.{3})?\s*[\p{Ll}(]/u.test(line) ||
    /[,\-–—&/]$/u.test(previous) ||
    /(?:^|\s)\p{Ll}{1,3}$/u.test(previous)
  )
}
