import type { Language } from '../../shared'
import type { Passage } from './collect-passages'
import { DECK_WORDS } from './deck-words'

// An item of a lead-in's list is a short phrase ("low-precision FFT", "MPEG-1 decoding"), not a statement.
const MAX_ITEM_WORDS = 6
// A lead-in's list read as one sentence holds this many items at most; the rest of the list is the slide's.
const MAX_ITEMS = 4

/**
 * A lead-in: a line that opens a list and says nothing without it ("… is good enough for:", "… is good enough
 * for", "Wir brauchen:"). It ends on a colon or on a word that needs what follows (the language's `openEnds`).
 */
export function isLeadIn(text: string, language: Language): boolean {
  const trimmed = text.trim()
  if (trimmed.split(/\s+/u).length < 3) return false
  return /:$/u.test(trimmed) || DECK_WORDS[language].endsOpen(trimmed.toLowerCase())
}

/** One item of a lead-in's list: a short phrase with no sentence's stop and no label of its own. */
export function isLeadInItem(text: string): boolean {
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
