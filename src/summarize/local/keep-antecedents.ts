import type { Passage } from './collect-passages'
import type { Pick } from './pick-for-slides'

/** How many sentences back a chain of references may reach ("It… This… The same…") before the entry gives up. */
const MAX_CHAIN = 3
/** A line of fewer words is a heading or a label, no sentence a reference could point at. */
const MIN_SENTENCE_WORDS = 3

/**
 * A sentence that points back at the one before, by its first words ("The same part has now been replaced…") or
 * within ("…fell into this category", "…when you choose to do this"), is never kept without it: alone, "the
 * same part" reads as whatever the entry said last (issue 24, reader r-k: the burner, not the electrode), and
 * "this category" as nothing (reader r-m2). Its antecedent joins the entry when both fit `room(fromNotes)` more
 * characters; else the sentence goes. An entry it would leave empty keeps both: a longer entry beats a stub. A
 * sentence that opens its slide or its notes points at the title, and stands.
 */
export function keepAntecedents(
  picks: Pick[],
  passages: Passage[],
  pointsBack: (sentence: string, before?: string, fromNotes?: boolean) => boolean,
  room: (fromNotes: boolean) => number,
  point?: number,
  opensContrast: (line: string) => boolean = () => false,
): Pick[] {
  const kept = new Set(picks.map((pick) => pick.index))
  const used = { body: 0, notes: 0 }
  for (const pick of picks) used[pick.passage.fromNotes ? 'notes' : 'body'] += pick.text.length
  const dropped = new Set<number>()
  for (const pick of picks) {
    const chain = antecedentsOf(pick.index, passages, kept, pointsBack)
    if (chain.length === 0) continue
    const side = pick.passage.fromNotes ? 'notes' : 'body'
    const extra = chain.reduce((sum, index) => sum + passages[index]!.text.length, 0)
    // The entry's point keeps its antecedent before its other lines do (issue 24, reader r-z1: "Its risk is the
    // workforce: it needs 118 WTE, 37 more …" went for want of room, and the options entry kept a table row).
    if (pick.index === point)
      makeRoom(picks, pick, chain, side, used[side] + extra - room(pick.passage.fromNotes))
    const alone = picks.every((other) => other === pick || dropped.has(other.index))
    if (used[side] + extra <= room(pick.passage.fromNotes) || alone) {
      chain.forEach((index) => kept.add(index))
      used[side] += extra
    } else {
      dropped.add(pick.index)
      used[side] -= pick.text.length
    }
  }
  function makeRoom(all: Pick[], pick: Pick, chain: number[], side: 'body' | 'notes', over: number): void {
    for (const other of [...all].reverse()) {
      if (over <= 0) return
      // Only lines before the point give way: what leads up to it (the table it reads, the section's setting); the
      // findings after it are the entry's other claims. A chain that opens on a turn ("Yet the scale …") goes on
      // from the sentence before it ("In the present financial crisis …"): that one stays too.
      const first = Math.min(...chain)
      const goesOnFrom = opensContrast(passages[first]!.brief) ? first - 1 : first
      const leadsUp = other.index < goesOnFrom && other.passage.fromNotes === pick.passage.fromNotes
      if (!leadsUp || dropped.has(other.index)) continue
      dropped.add(other.index)
      kept.delete(other.index)
      used[side] -= other.text.length
      over -= other.text.length
    }
  }
  const added = [...kept]
    .filter((index) => !picks.some((pick) => pick.index === index))
    .map((index) => ({ passage: passages[index]!, index, text: passages[index]!.text }))
  return [...picks.filter((pick) => !dropped.has(pick.index)), ...added].sort((a, b) => a.index - b.index)
}

/** The sentences before `index` that its reference needs, nearest first; none when it points at nothing said. */
function antecedentsOf(
  index: number,
  passages: Passage[],
  kept: Set<number>,
  pointsBack: (sentence: string, before?: string, fromNotes?: boolean) => boolean,
): number[] {
  const chain: number[] = []
  let at = index
  // A bullet's "It" is the slide's subject ("Il se veut un standard…", "Il définit…" under "ASVS"), not the
  // bullet above it: only running sentences (notes, paragraphs) point at the one before.
  while (
    chain.length < MAX_CHAIN &&
    !passages[at]!.isBullet &&
    pointsBack(passages[at]!.brief, passages[at - 1]?.brief, passages[at]!.fromNotes)
  ) {
    const before = passages[at - 1]
    const passage = passages[at]!
    // The sentence before must be of the same slide and the same voice (slide or notes), and a sentence: a
    // table's header, a chart's points, a bullet, a heading ("Grundsatz:") or a line that ends no sentence is no antecedent, and a
    // sentence after one of them points at the slide, and stands.
    if (
      !before ||
      before.unit !== passage.unit ||
      before.fromNotes !== passage.fromNotes ||
      before.table !== undefined ||
      before.kind !== 'text' ||
      before.isBullet ||
      before.brief.trim().split(/\s+/u).length < MIN_SENTENCE_WORDS ||
      !/[.!?…]["”»’)]*\s*$/u.test(before.brief) ||
      kept.has(at - 1)
    )
      break
    chain.push(at - 1)
    at -= 1
  }
  return chain
}
