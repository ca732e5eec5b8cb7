import type { Language } from '../../shared'
import type { Passage } from './collect-passages'
import { DECK_WORDS } from './deck-words'

// An item of a lead-in's list is a short phrase ("low-precision FFT", "MPEG-1 decoding"), not a statement.
const MAX_ITEM_WORDS = 6
// A lead-in's list read as one sentence holds this many items at most; the rest of the list is the slide's.
const MAX_ITEMS = 4

// How a line announces what follows it: by a colon ("Outcomes:"), a semicolon ("one or more of the following 3
// failings;") or an ellipsis ("Software and patterns for...").
const COLON_END = /:\s*$/u
const SEMICOLON_END = /;\s*$/u
const ELLIPSIS_END = /(?:…|\.\.\.)\s*$/u

/**
 * Whether a line ends as a lead-in: on a colon, and on a semicolon or an ellipsis where a reading takes those too.
 * The one test of a lead-in's end; each reading of a lead-in says which ends it takes, and only there do they differ:
 * a slide entry's line that says nothing alone (`isLeadInLine`: colon, semicolon), a slide's lead-in said with its
 * items (weigh-list-lines: colon, ellipsis), the point's lead-in said with its list (`isLeadIn`: colon, open word),
 * a document section's lead-in (section-entry-lines: colon).
 */
export function endsAsLeadIn(text: string, also: { semicolon?: boolean; ellipsis?: boolean } = {}): boolean {
  return (
    COLON_END.test(text) ||
    (also.semicolon === true && SEMICOLON_END.test(text)) ||
    (also.ellipsis === true && ELLIPSIS_END.test(text))
  )
}

/** A line that announces what follows ("Outcomes:", "one or more of the following 3 failings;") says nothing alone. */
export function isLeadInLine(passage: Passage): boolean {
  return (
    passage.kind === 'text' &&
    !passage.table &&
    passage.figures === 0 &&
    endsAsLeadIn(passage.brief, { semicolon: true })
  )
}

/**
 * A lead-in: a line that opens a list and says nothing without it ("… is good enough for:", "… is good enough
 * for", "Wir brauchen:"). It ends on a colon or on a word that needs what follows (the language's `openEnds`).
 */
function isLeadIn(text: string, language: Language): boolean {
  const trimmed = text.trim()
  if (trimmed.split(/\s+/u).length < 3) return false
  return endsAsLeadIn(trimmed) || DECK_WORDS[language].endsOpen(trimmed.toLowerCase())
}

/** One item of a lead-in's list: a short phrase with no sentence's stop and no label of its own. */
function isLeadInItem(text: string): boolean {
  const trimmed = text.trim().replace(/(?:…|\.\.\.)$/u, '')
  const words = trimmed.split(/\s+/u).filter((word) => /\p{L}/u.test(word))
  return (
    words.length > 0 &&
    words.length <= MAX_ITEM_WORDS &&
    !/[.!?:;]$/u.test(trimmed) &&
    !trimmed.includes(': ')
  )
}

/**
 * A lead-in and the items after it said as one sentence, the way its slide means them to be read: "Unrestricted
 * faithful LNS rounding is good enough for low-precision FFT, MPEG-1 decoding and similar multimedia …", never
 * "… good enough for; low-precision FFT; …" (issue 24, READER.md b: a lead-in glued to a part of its list is a
 * fragment). The lines after the items keep their own `join`. Parts that open with no lead-in are joined as given.
 */
export function phraseLeadIn(parts: string[], language: Language, join: (parts: string[]) => string): string {
  if (parts.length < 2 || !isLeadIn(parts[0]!, language)) return join(parts)
  let end = 1
  while (end < parts.length && end <= MAX_ITEMS && isLeadInItem(parts[end]!)) end += 1
  const items = parts.slice(1, end).map((item) => item.trim().replace(/(?:…|\.\.\.)$/u, ''))
  if (items.length === 0) return join(parts)
  const lead = parts[0]!.trim().replace(/\s*:$/u, '')
  const list =
    items.length === 1
      ? items[0]!
      : DECK_WORDS[language].phrases.list
          .replace('{items}', items.slice(0, -1).join(', '))
          .replace('{last}', items[items.length - 1]!)
  const sentence = `${lead} ${list}`
  return end < parts.length ? join([sentence, ...parts.slice(end)]) : sentence
}

/**
 * The lines after a lead-in (`first`) that are its list's items, in order: each is part of the lead-in's sentence,
 * so one an overall item could not stand on alone ("MPEG-1 decoding") is still said in it. None when the line
 * leads in nothing.
 */
export function leadInItems(passages: Passage[], first: number, language: Language): number[] {
  const lead = passages[first]!
  if (!isLeadIn(lead.brief, language)) return []
  const items: number[] = []
  for (let at = first + 1; at < passages.length && items.length < MAX_ITEMS; at += 1) {
    const item = passages[at]!
    if (item.unit !== lead.unit || item.fromNotes || item.table !== undefined || !isLeadInItem(item.brief))
      break
    items.push(at)
  }
  return items
}
