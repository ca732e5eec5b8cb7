import type { Language } from '../../shared'
import { readAnnouncedList } from '../local/read-announced-list'
import { nameNoteHeadings } from './name-note-headings'

/**
 * Speaker notes as running text, each line its own unit: the author ended a line where a thought ended, often
 * without a full stop ("To understand something, we study it from one perspective" / "When we study from
 * different perspectives, our understanding grows richer"). Run together with a space, the two read as one
 * sentence, and any cut of it splits the second thought from its clause (issue 24, reader r-l). So a line that
 * ends without punctuation before a line opening in capitals ends with a full stop; a line going on in lower
 * case, or after a comma or a short lower-case word ("… talk to" / "Anna"), is a wrap and joins with a space.
 * The short items under a lead-in ("Refactoring includes:" / "Rename" / "Inline Method") are one list, and the
 * lines under a sub-heading are each said of it (`nameNoteHeadings`, told by the slide's own lines).
 */
export function joinNoteLines(
  notes: string,
  language?: Language,
  slideLines: readonly string[] = [],
): string {
  const lines = nameNoteHeadings(
    notes
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    slideLines,
  )
  let text = ''
  let inList = false
  // The lines a counted lead-in has taken as its items: they are in `text` already.
  let takenUntil = 0
  lines.forEach((line, at) => {
    if (at === 0) {
      text = line
      return
    }
    if (at < takenUntil) return
    const previous = lines[at - 1]!
    const counted = language === undefined ? [] : countedItems(lines, at, language)
    if (counted.length > 0) {
      text += ` ${counted.map(asItem).join('; ')}`
      takenUntil = at + counted.length
      inList = false
      return
    }
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

// An item a count announces is a line of a few clauses ("Temp Storage (D on Windows), SATA access, NOT PERSISTENT"),
// not a paragraph of the talk.
const MAX_COUNTED_ITEM_WORDS = 30

/**
 * The lines a lead-in that counts its items names ("VM’s typically have at least 2 disks:" and the two lines after
 * it), or none: the count is the reader's, so each of the next N lines is one item, however many words or commas it
 * has ("OS Disk (C on Windows), persistent content.  SATA access" is one disk, not two). Only where the N lines are
 * there, none wraps into the one before it, none opens a list of its own, and each is a line, not a paragraph.
 */
function countedItems(lines: string[], at: number, language: Language): string[] {
  const lead = lines[at - 1]!
  if (!/:$/u.test(lead)) return []
  const list = readAnnouncedList(lead, language)
  if (list === undefined || list.rest !== '') return []
  const items = lines.slice(at, at + list.count)
  const isItems =
    items.length === list.count &&
    items.every(
      (item, n) =>
        !/:$/u.test(item) &&
        item.split(/\s+/u).length <= MAX_COUNTED_ITEM_WORDS &&
        (n === 0 || !continuesSentence(items[n - 1]!, item)),
    )
  return isItems ? items : []
}

/** A counted line as one item of its list: its sentences run on with commas, its end stop dropped. */
function asItem(line: string): string {
  return line.replace(/[.;]\s*$/u, '').replace(/(?<=[\p{L}\p{N})])[.;]\s+(?=\p{Lu})/gu, ', ')
}

// A list item under a lead-in is a few words that state nothing by themselves: "Extract local variable".
const MAX_ITEM_WORDS = 4

function isListItem(line: string): boolean {
  return line.split(/\s+/u).length <= MAX_ITEM_WORDS && !/[.!?:;]$/u.test(line)
}

/**
 * A line that opens on a bracket in capitals and goes on in capitals ("(Neo-aristotelean theory) Research suggests
 * …") names its source or its school, then states a thought of its own: it starts a sentence, not the rest of the
 * line above (joined with a space, "… for the unconvinced (Neo-aristotelean theory) Research suggests …" ran two
 * thoughts together; issue 24, reader r-a3).
 */
const BRACKETED_LABEL = /^\(\p{Lu}[^()]*\)\s+["“«„‘]?\p{Lu}\p{Ll}/u

/** The next line is the rest of this one's sentence: it goes on in lower case, or this one stops mid-phrase. */
export function continuesSentence(previous: string, line: string): boolean {
  return (
    (/^(?:…|\.{3})?\s*[\p{Ll}(]/u.test(line) && !BRACKETED_LABEL.test(line)) ||
    /[,\-–—&/]$/u.test(previous) ||
    /(?:^|\s)\p{Ll}{1,3}$/u.test(previous)
  )
}
