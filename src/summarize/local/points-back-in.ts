import type { Language } from '../../shared'
import { DECK_WORDS } from './deck-words'

/**
 * What points back at the sentence before, so that an entry keeps it with that sentence or not at all. In running
 * text (a document, a deck's speaker notes) a sentence opening on a contrast ("But…", "However…", "Jedoch…")
 * answers the one before too (`answersBefore`): alone, "However, the track record is actually pretty good"
 * drops what it answers ("these are not always met"; issue 24, reader r-z3, decision 185). A deck's "But" line
 * on the slide is a kicker under its title, and stands.
 */
export function pointsBackIn(
  language: Language,
  isDocument: boolean,
): (sentence: string, before?: string, fromNotes?: boolean) => boolean {
  const { pointsBack, answersBefore } = DECK_WORDS[language].entries
  return (sentence, before, fromNotes = false) =>
    pointsBack(sentence, before) || ((isDocument || fromNotes) && answersBefore(sentence))
}
