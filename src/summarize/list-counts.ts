import type { SlideLine } from '../shared'

/**
 * How many items the lists of a source text hold: a reader (or a model) may count them ("13 chapters" on a
 * contents page numbered 1 to 13, "four risks" beside four bullets) where the source writes no such figure.
 * A numbered list counts up to its last number when its numbers run 1, 2, 3, … without a gap; a bulleted one
 * counts its bullets at one depth, a shallower line ending the run.
 */
export function listCounts(text: string): Set<string> {
  const counts = new Set<string>()
  // The last number of the numbered run read so far: only a whole run's length is its count.
  let last = 0
  const flush = () => {
    if (last >= MIN_ITEMS) counts.add(String(last))
  }
  // Bullet runs by their indent: a deeper item is a sub-point, a shallower one ends the runs below it.
  const runs = new Map<number, number>()
  const close = (fromIndent: number) => {
    for (const [indent, count] of runs)
      if (indent >= fromIndent) {
        if (count >= MIN_ITEMS) counts.add(String(count))
        runs.delete(indent)
      }
  }
  for (const line of text.split('\n')) {
    const numbered = NUMBERED.exec(line)
    if (numbered) {
      const number = Number(numbered[1])
      if (number !== last + 1) {
        flush()
        last = number === 1 ? 1 : 0
      } else last = number
    }
    const bullet = BULLET.exec(line)
    if (bullet) {
      const indent = bullet[1]!.length
      close(indent + 1)
      runs.set(indent, (runs.get(indent) ?? 0) + 1)
    } else if (line.trim() !== '') close(0)
  }
  close(0)
  flush()
  return counts
}

/**
 * How many rows each table of a slide holds, its header row aside: the rows of a table are its items as a
 * list's bullets are ("Three decisions are required" beside a decision table of three rows). A header row or
 * any other line ends a table.
 */
export function tableRowCounts(lines: readonly SlideLine[]): Set<string> {
  const counts = new Set<string>()
  let rows = 0
  const flush = () => {
    if (rows >= MIN_ITEMS) counts.add(String(rows))
    rows = 0
  }
  for (const line of lines) {
    if (line.kind === 'table-row' && !line.isHeader) rows++
    else flush()
  }
  flush()
  return counts
}

// Two items make a list: a single bullet counts nothing a reader would state.
const MIN_ITEMS = 2
const NUMBERED = /^\s*(\d{1,2})[.)]\s+\p{L}/u
const BULLET = /^(\s*)[-•*–]\s+\S/u
