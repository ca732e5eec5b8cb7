import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { isStopWord } from '../text/tokenize'
import { DECK_WORDS } from './deck-words'

// A question the presenter asks themself is a few words: "Add space after class name?", "A more contrasting tool?".
const MAX_SELF_QUESTION_WORDS = 8

/**
 * A sentence of the speaker notes that the presenter wrote to themself while rehearsing, not for the audience
 * (issue 24, reader r-l: "Could probably do it with only 3 pieces of code", "40 flying comparison windows?"
 * stood as the slide's content): it opens as a to-do or a hedge about the slide (`selfNotes`), or it is a
 * short question that opens as no question to the audience does, or it opens in lower case, as shorthand does.
 */
export function isSelfNote(sentence: string, language: Language): boolean {
  const text = sentence.trim()
  if (DECK_WORDS[language].selfNote.test(text) || /^\p{Ll}+[\s,;:]/u.test(text)) return true
  return (
    /\?\s*$/u.test(text) &&
    !/^[¿"“«(]/u.test(text) &&
    !LANGUAGE_CUES[language].questionOpener.test(text) &&
    text.split(/\s+/u).length <= MAX_SELF_QUESTION_WORDS
  )
}

/**
 * A notes sentence the author left unfinished: no closing mark, and its last word a grammatical one
 * ("Data from different sources contribute to"). Copied, it reads as cut by the summary.
 */
export function isUnfinished(sentence: string, language: Language): boolean {
  const text = sentence.trim()
  const last = /(\p{L}+)$/u.exec(text)?.[1]
  return last !== undefined && /^\p{Ll}/u.test(last) && isStopWord(last, language)
}
