import { LANGUAGE_CUES } from '../text/language-cues'
import type { OverallLines } from './read-overall-lines'

// A lesson is a short order: a longer line on a lessons slide explains one.
const MIN_WORDS = 3
const MAX_WORDS = 20

/**
 * What a talk tells its audience to do, in its own words (issue 24: "Carry out pilot tests to estimate fuel
 * efficiency gains" was a takeaway while the action list stayed empty): the lines of its conclusion or lessons
 * slides that open with an order ("Carry out", "Réaliser", "Durchführen" last in German) or end on an
 * exclamation ("Structure the project well!"). In deck order; the caller keeps those not already an action.
 */
export function readStatedLessons(lines: OverallLines): number[] {
  const { passages, units, roles, lineOk, language } = lines
  const cues = LANGUAGE_CUES[language]
  return passages.flatMap((passage, index) => {
    const unit = units[passage.unit]!
    if (roles[passage.unit] !== 'conclusion' || unit.hidden || passage.fromNotes || !lineOk[index]) return []
    if (passage.isQuestion || passage.table !== undefined || passage.chart !== undefined) return []
    const text = passage.brief.trim()
    const words = text.split(/\s+/u).length
    if (words < MIN_WORDS || words > MAX_WORDS) return []
    return cues.imperative.test(text) || /\p{L}!+$/u.test(text) ? [index] : []
  })
}
