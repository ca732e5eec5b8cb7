import { isFigure } from './is-figure'
import type { TextBox } from './text-box'

const MAX_CARDS = 16

/**
 * More figure boxes than a slide shows as cards: the cells of a table drawn in boxes (a requirements table,
 * a grid of "10", "-7", "/ approach"), each named by a row's and a column's head far off. The nearest word is
 * another cell, so no figure pairs as a card ("Pr(MI): 7", issue 24). A caller that arranges a slide's
 * groups one by one asks this of the whole slide's boxes and passes it on as `grid`.
 */
export function isBoxGrid(boxes: readonly TextBox[]): boolean {
  return boxes.filter((box) => isFigure(oneLineOf(box) ?? '')).length > MAX_CARDS
}

/** The box's text when it is one plain line, as a card's figure is. */
function oneLineOf(box: TextBox): string | undefined {
  if (box.lines === undefined) return box.text.includes('\n') ? undefined : box.text.trim()
  const only = box.lines.length === 1 ? box.lines[0] : undefined
  return only?.kind === 'paragraph' ? only.text.trim() : undefined
}
