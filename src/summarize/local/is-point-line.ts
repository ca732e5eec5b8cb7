import type { Passage } from './collect-passages'
import { hasMeasure } from './statements'

// A dated statement is a point when it says this much ("Cinderfall, our new title, moves from November 2026 to March 2027").
const POINT_WORDS = 6

/**
 * Whether a further line of a summary or conclusion slide belongs in the point: it measures something or states a
 * dated change. Moved out of select-takeaways.ts (400-line limit).
 */
export function isPointLine(passage: Passage): boolean {
  return hasMeasure(passage.brief) || (passage.figures > 0 && passage.tokens.length >= POINT_WORDS)
}
