import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { isStopWord } from '../text/tokenize'

// A title that states something is a sentence of a few words at least, with a grammatical word of the language.
const MIN_STATEMENT_WORDS = 4

/**
 * Whether a slide's title states something ("Without a commons, we risk Cloud Lock In", "Cloud is eating Open
 * Source"), not a label ("Docker", "The S word"), a question ("What even is a Foundation?") or a title cut at its
 * colon. A title is set on its own, never wrapped by the layout: unlike a body line (`isWholeStatement`), it may end
 * on a small word ("Lock In").
 */
export function isTitleStatement(title: string, language: Language): boolean {
  const text = title.trim()
  const words = text.split(/\s+/u).map((word) => word.replace(/[^\p{L}'’]/gu, '').toLowerCase())
  return (
    words.filter((word) => word !== '').length >= MIN_STATEMENT_WORDS &&
    words.some((word) => isStopWord(word, language)) &&
    !/^\P{L}*\p{Ll}/u.test(text) &&
    !/[,;:(–-]$/u.test(text) &&
    !/[?¿]\s*$/u.test(text) &&
    !LANGUAGE_CUES[language].questionOpener.test(text)
  )
}
