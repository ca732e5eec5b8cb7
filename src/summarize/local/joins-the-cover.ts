import type { Language } from '../../shared'
import { DECK_WORDS } from './deck-words'
import { hasMeasure, isWholeStatement } from './statements'

// A label of a list ("Level 1", "Phase two", "Pricing") is this short; a list of them states nothing.
const MAX_LABEL_WORDS = 3
const MIN_LABELS = 2

/**
 * A cover line that is its speaker's byline or a cut line, not a subtitle (reader r-w3, decision 158): it ends
 * on an open word where the box wrapped ("Chair, U.S. Federal PKI Policy Authority and"), or it is a role and an
 * organisation in title case ("Chair, U.S. Federal PKI Policy Authority", "Directora, Banco de España").
 */
export function isBylineOrCut(phrase: string, language: Language): boolean {
  const words = DECK_WORDS[language]
  const text = phrase.trim().replace(/[.\s]+$/u, '')
  if (words.endsOpen(text.toLowerCase())) return true
  if (!text.includes(',')) return false
  // Every word of the byline is a name's or an acronym's, but for the small words between ("of", "de", "für").
  return text
    .split(/[\s,]+/u)
    .filter((word) => /\p{L}/u.test(word))
    .every((word) => /^[\p{Lu}\d]/u.test(word) || words.endsOpen(word.toLowerCase()))
}

/**
 * Whether the point may follow the cover's title as what the deck says (decision 158): a statement — a sentence
 * with content or a claim with a figure — not another slide's bare title ("We have an amazing TOC" is slide 14's
 * heading, not the deck's point) nor a list of bare labels ("Level 1; Level 2; Level 3; Level 4").
 */
export function statesAfterCover(text: string, titles: string[], language: Language): boolean {
  const plain = (line: string) =>
    line
      .trim()
      .replace(/[.:;!?]+$/u, '')
      .toLowerCase()
  if (titles.some((title) => plain(title) === plain(text))) return false
  // A heading's label before its items ("Levels: Level 1; Level 2") says what the list is, not what it says.
  const body = text.replace(/^[^:;]{1,80}:\s+/u, '').trim()
  const parts = body.split(/\s*;\s*/u).filter((part) => part !== '')
  const isLabel = (part: string) => part.split(/\s+/u).length <= MAX_LABEL_WORDS && !/[.!?]$/u.test(part)
  if (parts.length >= MIN_LABELS && parts.every(isLabel)) return false
  // After a label the statement may open in lower case ("verticalization will fail: standardization of …").
  const opened = body.charAt(0).toUpperCase() + body.slice(1)
  return isWholeStatement(opened, language) || hasMeasure(body)
}
