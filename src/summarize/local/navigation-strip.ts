// A strip shows on this many slides in a row at least (one section's slides), and holds this many labels at least.
const MIN_RUN = 3
const MIN_STRIP_LABELS = 2

/**
 * A navigation strip: the same few label lines (a diagram's layers, a process's steps) repeated together on
 * consecutive slides with different titles, each of which goes on to say one part. They are no content of the
 * slides they mark, but read as their first bullet ("Application Definition / Development Orchestration &
 * Management Runtime", issue 24, reader r-a3); a strip too short-lived for a quarter of the deck is missed by the
 * footer rule. `keysOfUnits` are each slide's line keys. Returns the strip's keys, and the slides that hold
 * nothing else: there the strip is the diagram itself, the slide's content.
 */
export function findNavigationStrips(
  keysOfUnits: string[][],
  titles: string[],
): { strips: Set<string>; onlyStrip: Set<number> } {
  const strips = new Set<string>()
  const sets = keysOfUnits.map((keys) => new Set(keys.filter((key) => key.length >= 3)))
  for (let start = 0; start < sets.length; start += 1) {
    let shared = sets[start]!
    let end = start + 1
    while (end < sets.length) {
      const next = new Set([...shared].filter((key) => sets[end]!.has(key)))
      if (next.size < MIN_STRIP_LABELS) break
      shared = next
      end += 1
    }
    const runTitles = new Set(titles.slice(start, end).map((title) => title.trim().toLowerCase()))
    // One title throughout is an animation's build, whose slides repeat all their lines.
    if (end - start >= MIN_RUN && shared.size >= MIN_STRIP_LABELS && runTitles.size >= MIN_RUN)
      for (const key of shared) strips.add(key)
  }
  const onlyStrip = new Set(
    sets.flatMap((keys, at) => (keys.size > 0 && [...keys].every((key) => strips.has(key)) ? [at] : [])),
  )
  return { strips, onlyStrip }
}
