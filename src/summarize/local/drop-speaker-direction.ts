import type { Language } from '../../shared'
import { DECK_WORDS } from './deck-words'
import { upperFirst } from '../text/first-letter'

/**
 * A notes sentence without the speaker's direction that introduces it ("The sales team is sceptical: anticipate
 * that the 312 items to drop are only 3 % of revenue" → "The 312 items to drop are only 3 % of revenue"): what
 * follows the direction is the deck's statement, the direction is the talk's plan. Unchanged when the sentence
 * opens no clause with a direction.
 */
export function dropSpeakerDirection(text: string, language: Language): string {
  const direction = DECK_WORDS[language].toldThat
  // A direction counts where a clause opens: the sentence's start, or after a colon, a dash or a semicolon.
  const clauses = /(^|[:;—–]\s+)/gu
  for (const match of text.matchAll(clauses)) {
    const from = match.index + match[0].length
    const found = direction.exec(text.slice(from))
    if (!found || found.index !== 0) continue
    const rest = text.slice(from + found[0].length).trimStart()
    return rest.length > 0 ? upperFirst(rest) : text
  }
  return text
}
