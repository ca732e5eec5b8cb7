import type { Language } from '../../shared'
import { isStopWord } from '../text/tokenize'
import { DECK_WORDS } from './deck-words'

/**
 * A line that announces how many things it lists ("There are actually 3 upgrade modes – …", "8 étapes clés : …",
 * "Les 14 familles d'exigences"): the count, what follows the announcement, and how many things that names.
 */
export interface AnnouncedList {
  count: number
  /** What follows the colon or dash; '' when the line ends on the announcement (a title). */
  rest: string
  /** How many things `rest` names: its list items, or 1 when it is a sentence about the first. */
  named: number
}

// A count of things listed is small: "3 modes", "14 familles"; "2024" or "100 chapitres" announces no list.
const MIN_COUNT = 2
const MAX_COUNT = 20
// The count, the things counted (a few words), then a colon, a dash or the line's end. No letter, figure or
// currency sign before the count ("Q3", "1.5", "$3"), no % or unit after it.
const ANNOUNCEMENT =
  /(?<![\p{L}\p{N}.,$€£¥])(\d{1,2})\s+(\p{L}[^\d:;–—.!?,()·|]{0,80}?)\s*(?::\s*|\s[–—-]\s+|$)/u
// A list is announced where its line opens ("There are actually 3 upgrade modes", "Les 14 familles"); a count deep
// in a sentence ("Approve retention grants for 12 engineers: Remuneration Committee") is a figure of it. A line
// that ends on the count and its colon ("VM’s typically have at least 2 disks:") announces the lines below it,
// however many words lead up to it (decision 178).
const MAX_WORDS_BEFORE = 4
// A thing named in a list is a name, not a clause: past this many words a part is a sentence about the first.
const MAX_NAME_WORDS = 6

/**
 * The list a line announces, or undefined. A count of a span of time ("12 months: …", the language's `spans`)
 * counts no list, and neither does a number that names its noun ("Option 3", "Top 10", "Level 2": a capitalised
 * word before it that is no article).
 */
export function readAnnouncedList(text: string, language: Language): AnnouncedList | undefined {
  const match = ANNOUNCEMENT.exec(text)
  if (match === null) return undefined
  const count = Number(match[1])
  const before = text
    .slice(0, match.index)
    .split(/\s+/u)
    .filter((word) => /\p{L}/u.test(word))
  const last = before.at(-1)?.replace(/[^\p{L}'’]/gu, '')
  const namesNoun = last !== undefined && /^\p{Lu}/u.test(last) && !isStopWord(last, language)
  const isLeadIn = match[0].trimEnd().endsWith(':') && match.index + match[0].length === text.length
  if (
    count < MIN_COUNT ||
    count > MAX_COUNT ||
    (before.length > MAX_WORDS_BEFORE && !isLeadIn) ||
    namesNoun ||
    DECK_WORDS[language].entries.spans(match[2]!)
  )
    return undefined
  const rest = text
    .slice(match.index + match[0].length)
    .replace(/\s*\([^)]*\)/gu, '')
    .trim()
  return { count, rest, named: namedIn(rest) }
}

/** Whether a line announces more things than it names ("8 étapes clés : " and seven of them). */
export function isCutList(text: string, language: Language): boolean {
  const list = readAnnouncedList(text, language)
  return list !== undefined && list.rest !== '' && list.named < list.count
}

function namedIn(rest: string): number {
  if (rest === '') return 0
  const body = rest.replace(/[.;:]\s*$/u, '')
  if (body.includes('; ')) return body.split('; ').filter((part) => part.trim() !== '').length
  const parts = body
    .split(/,\s+|\s+(?:and|or|et|ou|und|oder|y|o|e|en|og|eller|of)\s+|\s+&\s+/iu)
    .map((part) => part.trim())
    .filter((part) => part !== '')
  const isList = parts.every((part) => part.split(/\s+/u).length <= MAX_NAME_WORDS)
  return isList ? parts.length : 1
}
