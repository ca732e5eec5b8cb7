import type { Passage } from './collect-passages'
import { isBulletHeading } from './lead-groups'
import type { Pick } from './pick-for-slides'

/** An entry's bullets: past them, a parent joins its sub-bullet's line rather than standing as a bullet of its own. */
const MAX_BULLETS = 3

/**
 * A sub-bullet kept without the bullet it hangs from keeps that bullet: alone, "Infrastructure adds overhead,
 * easily 10x" reads as the cluster's overhead, not the volcano pattern's, and "… and congratulations on your 20
 * year anniversary!" congratulates nobody (issue 24, readers r-a3 and r-a2). The parent joins when the entry's
 * body lines stay within `room` characters (the slide's own length: the entry stays shorter than its slide); else
 * the sub-bullet stands as before. It is a bullet of its own while the entry has room for one, else it leads its
 * sub-bullet's line ("Parent — sub-bullet").
 */
export function keepParentBullets(
  picks: Pick[],
  indices: number[],
  passages: Passage[],
  room: number,
): Pick[] {
  const kept = new Set(picks.map((pick) => pick.index))
  let used = picks.reduce((sum, pick) => sum + (pick.passage.fromNotes ? 0 : pick.text.length), 0)
  const out = picks.map((pick) => ({ ...pick }))
  for (const pick of [...out].sort((a, b) => a.index - b.index)) {
    const parent = parentOf(pick.index, indices, passages)
    // A parent that only names its group ("Design Goals", "Also") gives the sub-bullet no subject: it is a
    // heading, said by the list's own forms if at all, and alone a bullet of furniture.
    if (parent === undefined || kept.has(parent) || isBulletHeading(passages[parent]!)) continue
    const text = passages[parent]!.text
    if (used + text.length > room) continue
    kept.add(parent)
    used += text.length
    if (out.length < MAX_BULLETS) out.push({ passage: passages[parent]!, index: parent, text })
    else pick.text = `${text.replace(/[.;:]\s*$/u, '')} — ${pick.text}`
  }
  return out.sort((a, b) => a.index - b.index)
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
