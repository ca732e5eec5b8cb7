import { splitSentences } from '../text/split-sentences'
import { DECK_WORDS } from './deck-words'
import type { OverallLines } from './read-overall-lines'

// An instruction is one sentence the student can follow; a longer one explains rather than instructs.
const MIN_WORDS = 5
const MAX_WORDS = 30
// A course's instructions are few; beyond these the list would crowd out its own asks.
const MAX_INSTRUCTIONS = 3

/** A sentence a talk addresses to its learner as something to do, with the passage it is read from. */
export interface LearnerInstruction {
  index: number
  text: string
}

/**
 * What a course, tutorial or explainer tells its learner to do, on a slide or in the speaker's notes ("Whenever you
 * are in doubt about what you are dealing with, you always look at the type with Get-Member", "Keep an eye on the
 * Releases page"): sentences with an instruction's words (`instructs` in the deck words). Issue 24: "A course's
 * homework is an action for the student"; reader r-z3 found such a deck's action list empty. Only a talk's: a
 * business deck's asks are its own (`selectActions`). In deck order, the first few.
 */
export function readLearnerInstructions(lines: OverallLines): LearnerInstruction[] {
  const { units, passages, language, roles, isTalk } = lines
  if (!isTalk) return []
  const instructs = DECK_WORDS[language].instructs
  const found: LearnerInstruction[] = []
  for (const [index, passage] of passages.entries()) {
    if (found.length === MAX_INSTRUCTIONS) break
    if (units[passage.unit]!.hidden || passage.isQuestion || passage.table !== undefined) continue
    if (passage.furniture !== undefined || roles[passage.unit] === 'appendix') continue
    const sentence = splitSentences(passage.brief, language)
      .map((text) => text.trim())
      .find((text) => {
        const words = text.split(/\s+/u).length
        return instructs.test(text) && words >= MIN_WORDS && words <= MAX_WORDS && !/\?\s*$/u.test(text)
      })
    if (sentence !== undefined) found.push({ index, text: sentence })
  }
  return found
}
