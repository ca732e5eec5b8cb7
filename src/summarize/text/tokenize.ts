import { deu, eng, fra, ita, nld, nob, por, spa } from 'stopword'
import type { Language } from '../../shared'

const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(eng),
  es: new Set(spa),
  pt: new Set(por),
  fr: new Set(fra),
  de: new Set(deu),
  it: new Set(ita),
  nl: new Set(nld),
  nb: new Set(nob),
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu

/** Content words of `text`, lower-cased, stop words of its language and one-letter words left out. */
export function tokenize(text: string, language: Language): string[] {
  const stop = STOP_WORDS[language]
  const words: string[] = []
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0]
    if (word.length > 1 && !stop.has(word) && !/^\d/.test(word)) words.push(word)
  }
  return words
}

export function isStopWord(word: string, language: Language): boolean {
  return STOP_WORDS[language].has(word.toLowerCase())
}

/** A text's content words of at least `minLength` letters, lower-cased: no figure, no stop word. */
export function contentTerms(text: string, language: Language, minLength: number): string[] {
  return tokenize(text, language)
    .map((token) => token.toLowerCase())
    .filter((token) => token.length >= minLength && !/\d/u.test(token) && !isStopWord(token, language))
}
