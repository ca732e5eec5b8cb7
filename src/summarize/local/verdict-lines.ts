import type { Language } from '../../shared'
import type { Passage } from './collect-passages'
import { DECK_WORDS } from './deck-words'

// "— Chair, Ashworth Vale Partnership Board": who signed a foreword, set after a dash, no sentence.
const SIGNATURE = /^[—–]\s*\p{Lu}[^.!?]*$/u

/**
 * The first of `indices` that states the document's verdict ("Recommendation: adopt Option 3 …", "Wir empfehlen
 * …"; deck-words `thesis.verdicts`, decision 180): what a report's reader decides on, before its background.
 */
export function verdictLine(indices: number[], passages: Passage[], language: Language): number | undefined {
  const { verdicts } = DECK_WORDS[language].thesis
  return indices.find((index) => verdicts(passages[index]!.brief))
}

/**
 * A document section's thanks ("I am grateful to the 1,740 patients …") or its signature ("— Chair, …"): a
 * courtesy, no finding (decision 180).
 */
export function isCourtesy(brief: string, language: Language): boolean {
  return DECK_WORDS[language].entries.thanks(brief) || SIGNATURE.test(brief.trim())
}
