import type { Language } from '../../shared'
import { isStopWord } from '../text/tokenize'
import { isWholeStatement } from './statements'

// A caption names its subject in three capitalised words or more ("4 Developers on the Same Open Source Project").
const MIN_CAPTION_WORDS = 3

/**
 * Whether a line is a statement a reader can use alone, for a talk's takeaways filled by centrality (decision 101):
 * each of its sentences is whole (`isWholeStatement`), so no pieces of a drawing or of shorthand notes glued
 * together ("17 “with refactorings”. 65% of commits (that contained any refactoring)."), and it is no caption: a
 * phrase set in title case, every word after the first that is not a grammatical word capitalised, names a
 * drawing's subject and states nothing about it ("4 Developers on the Same Open Source Project"). A figure with
 * the words it measures for label ("Risk Assessment & Control Group — Professionals: 126") is a statement; a
 * table's cells under a date ("April 2005: 11major cities"), whose subject is a row label left behind, is none.
 */
export function standsAlone(text: string, language: Language, caseless = false): boolean {
  if (isLabelledFigure(text)) return true
  const sentences = text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}“"«„])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0)
  if (!sentences.every((sentence) => isWholeStatement(sentence, language, caseless))) return false
  return sentences.length > 1 || text.includes(':') || caseless || !isCaption(text, language)
}

/** A phrase in title case: every content word after the first capitalised ("4 Developers on the Same Open Source Project"). */
export function isCaption(text: string, language: Language): boolean {
  const words = text
    .split(/\s+/u)
    .slice(1)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((word) => /^\p{L}{3,}/u.test(word) && !isStopWord(word, language))
  return words.length >= MIN_CAPTION_WORDS && words.every((word) => /^\p{Lu}/u.test(word))
}

/** "Label: figure", where the label's last part names what is measured in words, with no figure or date of its own. */
function isLabelledFigure(text: string): boolean {
  const colon = text.indexOf(': ')
  if (colon < 0) return false
  const label = text
    .slice(0, colon)
    .split(/\s[—–-]\s|[·;]/u)
    .at(-1)!
  return /\p{L}{3,}/u.test(label) && !/\d/u.test(label) && /\d/u.test(text.slice(colon + 2))
}
