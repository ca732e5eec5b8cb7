import type { Language } from '../../shared'
import cues from './check-cues.json' with { type: 'json' }

type CueList = 'total' | 'subtotal' | 'share' | 'generic' | 'nonAdditive'

/** The cue words of one list for `language`, with English's too: decks mix English headings into any language. */
export function cueWords(list: CueList, language: Language): string[] {
  const own = cues[list][language]
  return language === 'en' ? own : [...own, ...cues[list].en]
}

/** Whether `text` holds one of the cue words as a whole word (or phrase). */
export function hasCue(text: string, words: readonly string[]): boolean {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}%]+/gu, ' ')} `
  return words.some((word) => lower.includes(` ${word.replace(/[^\p{L}\p{N}%]+/gu, ' ').trim()} `))
}
