import type { Passage } from './collect-passages'
import type { Pick } from './pick-for-slides'

/**
 * A sub-bullet kept without the bullet it hangs from keeps that bullet: alone, "Infrastructure adds overhead,
 * easily 10x" reads as the cluster's overhead, not the volcano pattern's, and "Coordinate other internal
 * resources …" as an order to the reader, not a team's duty (issue 24, readers r-a3 and r-a2). The parent
 * joins when the entry's body lines stay within `room` characters (the slide's own length: the entry
 * stays shorter than its slide); else the sub-bullet stands as before.
 */
export function keepParentBullets(
  picks: Pick[],
  indices: number[],
  passages: Passage[],
  room: number,
): Pick[] {
  const kept = new Set(picks.map((pick) => pick.index))
  let used = picks.reduce((sum, pick) => sum + (pick.passage.fromNotes ? 0 : pick.text.length), 0)
  const added: Pick[] = []
  for (const pick of [...picks].sort((a, b) => a.index - b.index)) {
    const parent = parentOf(pick.index, indices, passages)
    if (parent === undefined || kept.has(parent)) continue
    const text = passages[parent]!.text
    if (used + text.length > room) continue
    kept.add(parent)
    used += text.length
    added.push({ passage: passages[parent]!, index: parent, text })
  }
  return added.length === 0 ? picks : [...picks, ...added].sort((a, b) => a.index - b.index)
}

/** The slide bullet a nested bullet hangs from: the nearest bullet above it at a shallower level, if any. */
function parentOf(index: number, indices: number[], passages: Passage[]): number | undefined {
  const passage = passages[index]!
  const level = passage.level ?? 0
  if (!passage.isBullet || passage.fromNotes || level === 0) return undefined
  const above = indices.filter((other) => other < index && !passages[other]!.fromNotes).reverse()
  for (const other of above) {
    const line = passages[other]!
    // A line that is no bullet ends the list: what stands above it is another block.
    if (!line.isBullet) return undefined
    if ((line.level ?? 0) < level) return other
  }
  return undefined
}
