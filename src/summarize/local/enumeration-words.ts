import type { DeckWordsData } from './deck-words/deck-words-schema'
import { escapeWord, wordStarts } from './word-patterns'

/** The compiled `enumerations` words of a language (decision 171): how a document announces a programme. */
export interface EnumerationWords {
  /** A small count in words or digits ("three areas", "2 steps"). */
  count: RegExp
  /** The ordinals that walk through it ("first", "second"). */
  ordinal: RegExp
}

/** A language's `enumerations` compiled with the rest of its deck words (DECK_WORDS' `enumerations`). */
export function compileEnumerationWords({ enumerations }: DeckWordsData): EnumerationWords {
  const { counts, ordinals } = enumerations
  return {
    count: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${counts.map(escapeWord).join('|')}|[2-9]|10)(?![\\p{L}\\p{N}])`,
      'iu',
    ),
    ordinal: new RegExp(wordStarts(ordinals).source, 'giu'),
  }
}
