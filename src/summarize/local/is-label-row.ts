import type { Language } from '../../shared'
import { isStopWord } from '../text/tokenize'

// A label that numbers its row ("Level 3", "Stufe 4", "Niveau 2") is a few words ending on its number.
const MAX_NUMBERED_LABEL_WORDS = 3
// A sub-heading names its subject in two capitalised content words or more ("Table Requirements").
const MIN_HEADING_WORDS = 2
// Alone, a line in title case is a sub-heading from three content words ("Table Requirements … Addition").
const MIN_SUB_HEADING_WORDS = 3

/**
 * A line that only names and labels, so no overall item, though it has a label's colon and enough words to pass
 * for a sentence (issue 24, READER.md b: readers score such items 1–2 on real talks):
 * - a label row: a numbered label whose value holds no figure ("Level 3: One-time Password; Substantial
 *   assurance PKI at FPKI Basic, Medium", "Stufe 4: Hardware-Token; PKI"): the row of a table of levels or
 *   steps, what sits at each, with no claim about it. A labelled figure ("Revenue: €38,6 mln", "Level 3: 42%")
 *   keeps its figure and stays;
 * - a heading chain: a slide's title glued to a sub-heading ("Table Makers’ Dilemma: Table Requirements for
 *   32-bit Addition"): both parts are set in title case, every content word capitalised, and neither states.
 *   Alone, the sub-heading is the chain's second link, which the phraser glues to its title.
 * The slide entry keeps them: there the slide's other rows give them their sense.
 */
export function isLabelRow(text: string, language: Language): boolean {
  const colon = text.indexOf(': ')
  if (colon < 0) return isSubHeading(text, language)
  const label = text.slice(0, colon).trim()
  const value = text.slice(colon + 2).trim()
  if (/[.!?]$/u.test(value)) return false
  const labelWords = label.split(/\s+/u)
  // A value with a figure ("Swartzlander — Round to Nearest; ≈ 2^28") is a labelled figure, not a heading.
  const numbered =
    labelWords.length <= MAX_NUMBERED_LABEL_WORDS &&
    /\p{L}/u.test(label) &&
    /(?:^|\s)\d{1,2}[a-z]?$/u.test(label)
  if (numbered && !/\d/u.test(value)) return true
  return isTitleCase(label, language) && isTitleCase(value, language) && !hasFigure(value)
}

// A figure standing as a word of its own ("≈ 2^28", "42%", "€38,6"), not a number inside a word ("32-bit").
function hasFigure(text: string): boolean {
  return text.split(/\s+/u).some((word) => /^[≈~<>€$£]?\d[\d.,^%]*$/u.test(word.replace(/[;,)]$/u, '')))
}

// A line alone that is a sub-heading in title case ("(Table Requirements for 32-bit Addition)"): the heading
// chain's second link, which the phraser glues to its slide's title.
function isSubHeading(text: string, language: Language): boolean {
  const trimmed = text.trim().replace(/^\((.*)\)$/u, '$1')
  return (
    !/[.!?;]$/u.test(trimmed) && !hasFigure(trimmed) && isTitleCase(trimmed, language, MIN_SUB_HEADING_WORDS)
  )
}

// Every content word (three letters or more, not a grammatical word) opens with a capital, and there are some.
function isTitleCase(text: string, language: Language, least = MIN_HEADING_WORDS): boolean {
  const words = text
    .split(/\s+/u)
    .map((word) => word.replace(/[^\p{L}\p{N}'’-]+/gu, ''))
    .filter((word) => /^\p{L}{3,}/u.test(word) && !isStopWord(word.toLowerCase(), language))
  return words.length >= least && words.every((word) => /^\p{Lu}/u.test(word))
}
