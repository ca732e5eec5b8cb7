import type { Language } from '../../shared'
import { DECK_WORDS } from './deck-words'

/**
 * What points back at the sentence before, so that an entry keeps it with that sentence or not at all. In a
 * document's running text a sentence opening on a contrast ("But…", "Yet…", "Jedoch…") answers the one before
 * too (`answersBefore`); a deck's "But" line is a kicker under its title, and stands.
 */
export function pointsBackIn(
  language: Language,
  isDocument: boolean,
): (sentence: string, before?: string) => boolean {
  const { pointsBack, answersBefore } = DECK_WORDS[language].entries
  return isDocument
    ? (sentence, before) => pointsBack(sentence, before) || answersBefore(sentence)
    : pointsBack
}
