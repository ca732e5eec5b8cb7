import type { Language } from '../../shared'
import { contextTitle } from './context-title'
import { DECK_WORDS } from './deck-words'
import { isRemarkToTheRoom } from './is-aside'
import { isLabelRow } from './is-label-row'
import { isCaption } from './stands-alone'

/**
 * A line that no reader can use as an overall item, whatever it ranks (issue 24, READER.md b; reader r-u1 on the
 * corpus decks), judged by its form, since verbs differ in each language:
 * - a bare name or label in title case with no figure ("The Open Worldwide Application Security Project",
 *   "Orientations to the World of Work and Possible Selves Exposures"): it names, it states nothing;
 * - a line whose subject points back ("And now, for 2025, this is …", "Diese senkt …", "Cela montre …"): alone in
 *   an overall item it points at nothing (`pointsAtNothing`; `followsBefore` lets it go with the line before it);
 * - a remark to the room ("Yes, we skipped 3. That's after. More later!");
 * - a row of labels or a chain of headings ("Level 3: One-time Password; …", `isLabelRow`);
 * - a quotation standing alone ("\"Is the information I want in the 3rd line? It is, but …\""): another's words,
 *   quoted to show a habit or a voice, with no one to say them once lifted from the talk (reader r-a2).
 * The slide entry keeps them all: there the title and the lines around them give them their sense.
 */
export function isNoTakeaway(text: string, language: Language, caseless: boolean): boolean {
  return (
    isBareName(text, language, caseless) ||
    isRemarkToTheRoom(text) ||
    isLabelRow(text, language) ||
    isQuotedAlone(text)
  )
}

// Opening and closing marks of the eight languages' quotations: "…", “…”, „…“, «…», »…«, '…'.
const QUOTED_ALONE = /^\s*["“„«»‘'](?:[^"“”„«»]*)["”“«»’']\s*[.!?]?\s*$/u

/** Whether a line is nothing but a quotation, with no speaker named outside its marks. */
function isQuotedAlone(text: string): boolean {
  return QUOTED_ALONE.test(text)
}

/**
 * Whether a line's subject points back with nothing in its item to point at: its slide's title names what the
 * pointer stands for, and goes before it (`itemPhraser`), unless the line says the title already ("And now, for
 * 2025, this is "Software Supply Chain Failures"" under "A03:2025 Software Supply Chain Failures").
 */
export function pointsAtNothing(text: string, title: string, language: Language): boolean {
  const context = contextTitle(title, language)?.toLowerCase()
  if (context !== undefined && !text.toLowerCase().includes(context)) return false
  return pointsBackAlone(text, language)
}

/** Whether a line's subject points back at a line before it ("This is …", "It was …", "Dies …"). */
function pointsBackAlone(text: string, language: Language): boolean {
  return DECK_WORDS[language].entries.pointsBack(text)
}

/** A name or a label: title case, no figure, no sentence's stop, no label's colon. */
function isBareName(text: string, language: Language, caseless: boolean): boolean {
  const trimmed = text.trim()
  return !caseless && !/[\d:.!?]/u.test(trimmed) && isCaption(trimmed, language)
}
