import type { DeckRole, Language } from '../../shared'
import type { Passage } from './collect-passages'
import { DECK_WORDS } from './deck-words'

// A label is a few words before its colon ("Example:", "Beispiel 2:", "Exemple d'architecture :").
const MAX_LABEL = 40
// A speaker's note that narrates an example names it early ("The third example shows …", "In this example, …").
const NARRATION_WORDS = 6

/**
 * A line that shows an example rather than states the deck's own content (issue 24: "Select-Object Examples —
 * a.txt: 24", "Example: Management: …", "The third example shows an array of numbers …"): a line labelled as an
 * example, and in a talk any line of an example slide (code, its output) and a speaker's note that narrates one.
 * The slide's entry keeps them; no overall item is one (decision 095).
 */
export function isExampleLine(
  passage: Passage,
  role: DeckRole | undefined,
  language: Language,
  isTalk: boolean,
): boolean {
  const words = DECK_WORDS[language]
  const colon = passage.brief.indexOf(':')
  if (colon > 0 && colon <= MAX_LABEL && words.opensIllustration(passage.brief.slice(0, colon))) return true
  if (!isTalk) return false
  if (role === 'example') return true
  if (!passage.fromNotes) return false
  const opening = passage.brief.split(/\s+/u).slice(0, NARRATION_WORDS).join(' ')
  return words.roles.some(([named, matches]) => named === 'example' && matches(opening))
}
