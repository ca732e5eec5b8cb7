import { stemmer as dutch } from '@orama/stemmers/dutch'
import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as french } from '@orama/stemmers/french'
import { stemmer as german } from '@orama/stemmers/german'
import { stemmer as italian } from '@orama/stemmers/italian'
import { stemmer as norwegian } from '@orama/stemmers/norwegian'
import { stemmer as portuguese } from '@orama/stemmers/portuguese'
import { stemmer as spanish } from '@orama/stemmers/spanish'
import { deu, eng, fra, ita, nld, nob, por, spa } from 'stopword'
import type { Language } from '../shared'
import questionWords from './question-words.json' with { type: 'json' }

// Snowball stemmers (decision 045): "clinics" and "clinic", "Kündigungen" and "Kündigung" meet in one term.
const STEMMERS: Record<Language, (word: string) => string> = {
  en: english,
  es: spanish,
  pt: portuguese,
  fr: french,
  de: german,
  it: italian,
  nl: dutch,
  nb: norwegian,
}

// The stopword package's lists plus the words that only make a question (how, much, cuánto, wie viel):
// they say what is asked, not what about, and would otherwise match every line that uses them.
const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set([...eng, ...questionWords.en]),
  es: new Set([...spa, ...questionWords.es]),
  pt: new Set([...por, ...questionWords.pt]),
  fr: new Set([...fra, ...questionWords.fr]),
  de: new Set([...deu, ...questionWords.de]),
  it: new Set([...ita, ...questionWords.it]),
  nl: new Set([...nld, ...questionWords.nl]),
  nb: new Set([...nob, ...questionWords.nb]),
}

// Letters and digits, with inner apostrophes, hyphens and decimal marks ("no-show", "2,4", "q4").
const WORD = /[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu

/** Accents folded after stemming, so that "ocupacion" typed without them still meets "ocupación". */
function fold(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '')
}

/**
 * One search term for one word of `language`, or null for a stop word: lower-cased, stemmed, accents
 * folded. The index and the question go through the same function.
 */
export function analyzeTerm(word: string, language: Language): string | null {
  const lower = withoutElision(word.toLowerCase().replace(/’/g, "'"))
  if (STOP_WORDS[language].has(lower)) return null
  // Figures are kept as written with one decimal mark ("2,4" = "2.4"); words are stemmed.
  if (/\d/.test(lower)) return lower.replace(/,(?=\d)/g, '.').replace(/'|’/g, '')
  if (lower.length < 2) return null
  return fold(STEMMERS[language](lower))
}

/**
 * "vetlark's" is "vetlark"; French and Italian "l'intensité", "dell'EBITDA" are "intensité", "ebitda":
 * an apostrophe either ends a possessive or closes an elided article.
 */
function withoutElision(word: string): string {
  const at = word.indexOf("'")
  if (at < 0) return word
  const before = word.slice(0, at)
  const after = word.slice(at + 1)
  if (after === 's') return before
  return before.length <= 5 && after.length > 1 ? after : word
}

/** The words of a text as the tokenizer splits them, before analysis. */
export function splitWords(text: string): string[] {
  const words: string[] = []
  for (const match of text.matchAll(WORD)) {
    words.push(match[0])
    // "no-show" is also "no" and "show"; "Q1-2026" also "Q1" and "2026".
    if (match[0].includes('-')) words.push(...match[0].split('-'))
  }
  return words
}

/** Every search term of `text`, in order, stop words left out. */
export function analyzeText(text: string, language: Language): string[] {
  const terms: string[] = []
  for (const word of splitWords(text)) {
    const term = analyzeTerm(word, language)
    if (term) terms.push(term)
  }
  return terms
}

/**
 * Whether a word of a question says nothing about its subject: a stop word of the deck's language, or of
 * English, which readers of a deck in another language often ask in ("What is the EBITDA?").
 */
export function isQuestionStopWord(word: string, language: Language): boolean {
  const lower = word.toLowerCase()
  return STOP_WORDS[language].has(lower) || STOP_WORDS.en.has(lower)
}
