import type { DeckRole, Language } from '../../shared'
import type { SummaryUnit } from './collect-passages'
import type { StatedPoint } from './state-point'
import { LANGUAGE_CUES } from '../text/language-cues'
import { stateTitleClaim } from './state-claim'

// A question mark at the end, or before the subtitle the cover subject adds in brackets ("Why? (A talk)").
const ASKED = /[?¿]\s*(?:\([^)]*\))?\s*$/u

/**
 * Whether a cover's title asks a question ("What is Cloud Native and why should I care?", "Warum Kubernetes?"):
 * marked, or opening on a question word without a full stop. A question names what the deck asks about, never
 * what it says: it is no point and no subject to name before one (decision 177).
 */
export function isCoverQuestion(text: string, language: Language): boolean {
  const line = text.trim()
  return ASKED.test(line) || (LANGUAGE_CUES[language].questionOpener.test(line) && !/[.!]\s*$/u.test(line))
}

/**
 * The point of a deck whose cover asks a question and that states no point in its own words: the heading that
 * answers it, a claim on the question's subject ("Cloud Native is Patterns" under "What is Cloud Native…?"),
 * found as a heading with a form of be, have or will that shares most words with the cover (`stateTitleClaim`).
 * Undefined when no heading answers: the deck's lines then lead as they would without a point.
 */
export function answerTheCoverQuestion(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): StatedPoint | undefined {
  const claim = stateTitleClaim(units, roles, language)
  return claim === undefined ? undefined : { text: claim.text, slides: claim.slides, indices: [] }
}
