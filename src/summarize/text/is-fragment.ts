import type { Language } from '../../shared'
import { isStopWord } from './tokenize'

// Markup or code: an XML declaration or tag, braces, an arrow, a statement end; "a < b" alone is not.
const CODE = /<[?!]|<\/?[a-z][\w:-]*(?:\s[^<>]*)?\/?>|\]>|[{}]|=>|;\s*$|\(\);|==|&&|\|\|/i
// An identifier or a section number where a value should be: "CWE-89", "NIST 800-63b", "5.1.1", "OAT-014", "A8:2017".
const REFERENCE = /^(?:\p{Lu}{2,}[- ]?\d[\w.-]*|\d+(?:\.\d+){2,}|\p{Lu}\d+:\d{4})(?=[\s:,;–—-]|$)/u
// A code inside a line: "OAT-014", "OTG-INFO-010", "ISO 27001".
const IDENTIFIER = /\p{Lu}{2,}(?:-\p{Lu}+)*[- ]\d/u
// A footnote mark glued to the next word ("6Der Arbeitgeber…"): the layout's, not the sentence's.
const GLUED_NOTE = /^\d\p{Lu}\p{Ll}/u
// A list cut by the layout: the next item's number closes the line ("… (#11, was close to #10) 2.").
const NEXT_ITEM = /\s\d{1,2}[.)]$/

/**
 * A piece of a deck that is not a statement a reader takes away: code or markup, a reference line whose
 * value is only an identifier ("Inyección: CWE-89: SQL Injection", "… Applications – OAT-014"), or a line that ends on the number
 * of the next list item.
 */
export function isFragment(text: string, language: Language): boolean {
  const value = text.replace(/^[^:]{1,60}:\s+/, '')
  const words = value.split(/\s+/).map((word) => word.replace(/[^\p{L}'’]/gu, ''))
  // A value naming a code with not one grammatical word of the deck's language is a reference, not a statement.
  const isReference =
    REFERENCE.test(value) ||
    REFERENCE.test(text) ||
    (IDENTIFIER.test(value) && !words.some((word) => isStopWord(word, language)))
  return CODE.test(text) || isReference || GLUED_NOTE.test(text.trim()) || NEXT_ITEM.test(text.trim())
}

// A line opening on punctuation that closes or joins something ("/ hour: 10", "), 12"): the rest of a cell.
const OPENS_MID_CELL = /^[/\\|,;:.)\]}]/u
// An operator without its term, where a symbol the text layer could not carry stood ("=  / ( / 2) = .443",
// "Notation:  =  b , i.e."), or a symbol font's glyph in the private use area (PowerPoint's Symbol font writes ρ,
// δ, μ as U+F072, U+F064, U+F06D), which no reader sees: the formula reads as nothing.
const LOST_TERM = /^[=<>×]\s|(?:^|[=(/:])\s*=\s|[=(/]\s+[=/)]|\p{Co}/u

/**
 * A table's cells read across as one line: it opens in the middle of a cell, or its brackets do not pair up
 * ("navigation): 10 (Pr(loss of)"); or a line with a gap where an object stood ("maximizes           and") or
 * an operator without its term.
 * A list marker ("1) …", "a) …") is no unpaired bracket.
 */
export function isTableDebris(line: string): boolean {
  const text = line.trim()
  // A wide gap inside a line is where an equation or a picture stood: the sentence lacks its terms.
  if (OPENS_MID_CELL.test(text) || LOST_TERM.test(text) || /\S[ \t\u00a0]{5,}\S/u.test(text)) return true
  const body = text.replace(/^(?:\d{1,2}|\p{L})\)\s/u, '')
  let depth = 0
  for (const char of body) {
    if (char === '(') depth += 1
    else if (char === ')' && (depth -= 1) < 0) return true
  }
  return depth !== 0
}

/**
 * A long run of names and identifiers with hardly a grammatical word ("ISO 31000: Risk Management Std
 * ISO 27001: ISMS NIST Cyber Framework…"): a list of references, not a statement.
 */
export function isEnumeration(text: string, language: Language): boolean {
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word))
  if (words.length < 12) return false
  const stop = words.filter((word) => isStopWord(word.replace(/[^\p{L}'’]/gu, ''), language)).length
  return stop / words.length < 0.12
}
