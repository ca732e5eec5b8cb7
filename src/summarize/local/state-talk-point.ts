import type { StatedPoint } from './state-point'
import type { DeckRole, Language } from '../../shared'
import type { Passage, SummaryUnit } from './collect-passages'
import { firstSentence, stateDeckThesis } from './state-deck-thesis'
import { stateTalkStance } from './state-talk-stance'
import { hasMeasure } from './statements'

// A figure that counts something: an amount in a currency, a share, or a number of a unit ("2 weeks", "7 days",
// "25 employees"); a number that labels ("Alternate path 1 – …", "Level 3:") counts nothing.
const QUANTITY = /[$€£¥]\s?\d|\d[\d.,]*(?:\s?%|\s?[kKMB]\b|\s+\p{L}{2,})/u

/** Whether a line states a figure a reader learns from: a measure that counts something (see QUANTITY). */
function statesFigure(text: string): boolean {
  return hasMeasure(text) && QUANTITY.test(text)
}

/**
 * The point of a talk that states none on a summary or conclusion slide (decision 162, amended): the line in the
 * speaker's own voice ("We want lots more projects"), unless it states no figure and the deck states its rule with
 * one ("The process should be visible … feedback within 2 weeks of the talent review"): the reader then learns what
 * happens and by when, not only what the speaker believes ("We believe in leveraging strengths …"). Undefined when
 * the speaker takes no stance, so that the deck's structure says what it is for, as before (decisions 157, 158).
 */
export function stateTalkPoint(
  passages: Passage[],
  units: SummaryUnit[],
  roles: DeckRole[],
  isUsable: (index: number) => boolean,
  language: Language,
): StatedPoint | undefined {
  const stance = stateTalkStance(passages, units, roles, isUsable, language)
  if (stance === undefined || statesFigure(stance.text)) return stance
  const rule = stateDeckThesis(passages, units, roles, isUsable, language)
  // The rule's own line, without the cover's title it is stated with.
  const line = rule === undefined ? '' : firstSentence(passages[rule.indices[0]!]!.brief.trim())
  return statesFigure(line) ? rule : stance
}
