import type { Language } from '../../shared'
import { isStopWord } from '../text/tokenize'
import { DECK_WORDS } from './deck-words'

// A relation set between terms ("p = 0", "0 < p < ρ", "F=2", "Ep/Eρ ≈ 0.71 + 0.73 ρ").
const RELATION = /[=<>≤≥≈]/u
// A symbol: one letter (any script) with its sub- or superscript or its argument ("p", "ρ", "s_b(Z)", "E_P",
// "2^n"), or a Greek letter anywhere in a token ("Eρ", "(μ"). Words of three letters or more are no symbols.
const SYMBOL = /^[([]?(?:\p{L}(?:[_^][\p{L}\p{N}]+)?(?:\([^()\s]*\))?|\p{N}*[_^]\p{L}+)[)\],.]?$/u
const GREEK = /[\u0370-\u03ff]/u
// A token with no word in it: a figure, an operator, a bracket ("0", ".443", "/", "(μ", "2)", "=").
const NO_WORD = /^[^\p{L}]*\p{L}?[^\p{L}]*$/u
// A line ends on a relation whose right-hand term is one token: a setting ("Round to Nearest p = 0").
const ENDS_ON_SETTING = /(?:^|\s)(\S+)\s*[=<>≤≥≈]\s*\S+\s*$/u
// A tally opens a list item: a count, maybe a symbol's count ("1 subtractor", "4n 2^n LNS additions", "n 2^n MACs").
const TALLY = /^(?:\d+\p{Ll}?|\p{Ll})(?:\s+\d\S*)?\s+\p{L}/u
const COUNTED = /^\d+\p{Ll}?\s/u
// A count written in symbols opens the line ("4n 2^n LNS additions"): an operation count of a method.
const SYMBOLIC_COUNT = /^(?:\d+\p{Ll}|\d*\p{Ll}?\^[\p{L}\p{N}]+)\s+(?:\d+\p{Ll}|\d*\p{Ll}?\^[\p{L}\p{N}]+)\s/u
// Items of a tally are short ("1 adder", "n 2^n Complex MACs").
const MAX_TALLY_WORDS = 4
// A testimonial quotes a whole sentence or more of another's words.
const MIN_QUOTED_WORDS = 8
const QUOTATION = /[“"«„‘]([^”"»“]+)[”"»“’]/u
// A label before the line's own words: "Restricted Faithful — …", "Probabilistic Model: …".
const LABEL = /^[^:—–]{1,60}(?:\s[—–]\s|:\s)/u

/**
 * Whether a line is no statement a reader can take away from the deck, though it reads whole (issue 24, reader
 * r-a3: five of a talk's twelve takeaways were "0 < p < ρ δ = distance …", "1 function approximation unit …",
 * "… F=2: 4.0", "4n 2^n LNS additions …", "Focus analysis between 1.0 and ε", while the evidence was left out;
 * three of another's were its speaker's customer's testimonial). Judged by form, the same in the eight languages:
 * - notation: a relation between symbols that is most of the line ("ρ = δ / (μ / 2) = .443 = max probability"),
 *   or a label set to a symbol's value ("Round to Nearest p = 0");
 * - an operation count written in symbols ("4n 2^n LNS additions and subtractions …");
 * - an item of a tally of parts: it opens on a count, and lines of its slide are short counts too ("1 subtractor",
 *   "1 adder"): a bill of parts, saying what a thing has, not what it does;
 * - a method's set-up: it opens as a set-up does (`entries.setUp`: "Input: …", "Let Z = …", "Focus analysis …");
 * - items glued with no stop between them: a grammatical word opens a new item in the middle of the line, set
 *   capitalised after a small word ("… for collaboration and trust Is an ubiquitous open source brand Good for …");
 * - another's words: a quotation of a sentence or more with its speaker named after it ("“…,” said Rob Cornish,
 *   CIO of ISE", "“…” ― Andrew S. Grove"), a testimonial or a quoted aside.
 * `siblings` are the other lines of its slide. Such a line gives way to the deck's claims (`selectTakeaways`); it
 * still fills a slot no claim is left for, and its slide's entry keeps it.
 */
export function isNoClaim(text: string, language: Language, siblings: readonly string[] = []): boolean {
  const line = text.trim()
  const body = line.replace(LABEL, '')
  const entries = DECK_WORDS[language].entries
  return (
    isNotation(line) ||
    SYMBOLIC_COUNT.test(body) ||
    isTallyItem(body, siblings) ||
    isGluedItems(line, language) ||
    entries.setsUp(line) ||
    entries.setsUp(body) ||
    isQuotedWords(line, entries.attributesQuote)
  )
}

/** A relation between symbols that is most of the line, or a label set to a symbol's value. */
function isNotation(line: string): boolean {
  if (!RELATION.test(line)) return false
  const tokens = line.split(/\s+/u).flatMap((token) => token.split(/(?<=[=<>≤≥≈])|(?=[=<>≤≥≈])/u))
  const symbols = tokens.filter((token) => SYMBOL.test(token) || GREEK.test(token))
  if (symbols.length === 0) return false
  const formal = tokens.filter((token) => NO_WORD.test(token) || GREEK.test(token))
  if (formal.length * 2 > tokens.length) return true
  // "Round to Nearest p = 0": a label, title-cased, then a symbol set to its value.
  const setting = ENDS_ON_SETTING.exec(line)
  if (setting === null || !SYMBOL.test(setting[1]!)) return false
  const before = line.slice(0, setting.index).trim()
  return before.split(/\s+/u).every((word) => !/^\p{Ll}{4,}/u.test(word))
}

/** An item of a tally of parts: a count opens it, and at least one other line of its slide is a short count. */
function isTallyItem(body: string, siblings: readonly string[]): boolean {
  if (!COUNTED.test(body)) return false
  return siblings.some(
    (sibling) =>
      sibling.trim() !== body &&
      TALLY.test(sibling.trim()) &&
      sibling.trim().split(/\s+/u).length <= MAX_TALLY_WORDS,
  )
}

/** A quotation of a sentence or more, its speaker named after it. */
function isQuotedWords(line: string, attributesQuote: (line: string) => boolean): boolean {
  const quoted = QUOTATION.exec(line)?.[1]
  return quoted !== undefined && quoted.split(/\s+/u).length >= MIN_QUOTED_WORDS && attributesQuote(line)
}

/** A grammatical word set capitalised after a small word, a small word after it: a list item's start, glued on. */
function isGluedItems(line: string, language: Language): boolean {
  const words = line.split(/\s+/u)
  return words.some(
    (word, index) =>
      index > 0 &&
      index < words.length - 1 &&
      /^\p{Lu}\p{Ll}+$/u.test(word) &&
      isStopWord(word.toLowerCase(), language) &&
      // The word before is a small word's or a noun's (German writes its nouns capitalised), not a title's.
      /^\p{L}\p{Ll}{2,}$/u.test(words[index - 1]!) &&
      !isStopWord(words[index - 1]!.toLowerCase(), language) &&
      /^\p{Ll}/u.test(words[index + 1]!),
  )
}
