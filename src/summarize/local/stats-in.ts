import type { Passage } from './collect-passages'
import { LABEL_VALUE, STAT_JOINER } from './read-overall-lines'

/**
 * How many stats an overall item joins: a row of stat cards counts each card, a chart or a "label: value"
 * line one, a sentence none (it states its figure in words). Moved out of select-takeaways.ts (400-line limit).
 */
export function statsIn(passage: Passage, text: string): number {
  if (passage.kind === 'stat') return text.split(STAT_JOINER).length
  return passage.kind === 'chart' || LABEL_VALUE.test(text) ? 1 : 0
}
