import type { Language } from '../../shared'
import { datesIn } from '../dates-in'
import { LANGUAGE_CUES } from '../text/language-cues'

/**
 * Whether a line of an action slide only says by when the slide's decision is due ("Decision needed by 4 December
 * 2026 to meet the supplier's lead time", "Entscheidung bis 30. Juni 2026"): it names no decision of its own, so it
 * is no action but the date of the one it follows (issue 24 item 5: an action keeps its date).
 */
export function isDeadlineLine(text: string, language: Language): boolean {
  const cues = LANGUAGE_CUES[language]
  const line = text.trim()
  return cues.deadlineLead.test(line) && !cues.imperative.test(line) && datesIn(line).length > 0
}

/** The decision with its deadline joined, as one item: "Approve £1.45M … — Decision needed by 4 December 2026 …". */
export function withDeadline(decision: string, deadline: string): string {
  return `${decision.trim().replace(/[.;]$/u, '')} — ${deadline.trim()}`
}
