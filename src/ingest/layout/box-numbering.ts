import type { SlideLine } from '../../shared'

/**
 * Numbers each box's text lines (paragraphs, bullets, numbered items) with the box they stand in, so that the
 * summariser pairs a figure with words only inside one box, never across boxes that the layout declined to
 * pair (issue 24: "Cities: $22,000", a column's heading glued to a cell). A box made of arranged boxes (a
 * group) keeps its parts apart: their numbers are renumbered, not merged. Numbers run from 0 per call.
 */
export function boxNumbering(): (lines: SlideLine[]) => SlideLine[] {
  let next = 0
  return (lines) => {
    const own = next++
    const renumbered = new Map<number, number>()
    return lines.map((line) => {
      if (line.kind !== 'paragraph' && line.kind !== 'bullet' && line.kind !== 'numbered') return line
      if (line.box === undefined) return { ...line, box: own }
      let box = renumbered.get(line.box)
      if (box === undefined) {
        box = next++
        renumbered.set(line.box, box)
      }
      return { ...line, box }
    })
  }
}
