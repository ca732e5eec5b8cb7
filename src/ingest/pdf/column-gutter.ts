import { isFigure } from '../layout'
import { LIST_GLYPHS, type Line, type TextRun } from './page-line'

/** A glyph only a list uses at the start of a line. */
const LIST_GLYPH = new RegExp(`^[${LIST_GLYPHS}]`, 'u')

/**
 * Finds the x of a gap between two columns of prose, or undefined. Cheap test: a vertical strip in the
 * middle of the text that few runs cross, with at least five lines on each side, and the left lines
 * reaching close to the strip (justified prose does, table cells mostly do not — tables keep their rows).
 */
export function findColumnGutter(lines: Line[]): number | undefined {
  if (lines.length < 10) return undefined
  const left = Math.min(...lines.map((line) => line.left))
  const right = Math.max(...lines.map((line) => line.right))
  const span = right - left
  if (span <= 0) return undefined

  const bins = 200
  const coverage = new Uint32Array(bins)
  for (const line of lines) {
    for (const run of line.runs) {
      const from = Math.max(0, Math.floor(((run.x - left) / span) * bins))
      const to = Math.min(bins - 1, Math.floor(((run.x + run.width - left) / span) * bins))
      for (let bin = from; bin <= to; bin++) coverage[bin] = (coverage[bin] ?? 0) + 1
    }
  }
  let best = Math.floor(bins * 0.3)
  for (let bin = best; bin <= Math.ceil(bins * 0.7); bin++) {
    if ((coverage[bin] ?? 0) < (coverage[best] ?? 0)) best = bin
  }
  const gutter = left + ((best + 0.5) / bins) * span
  const splittable = lines.filter((line) => !crossesGutter(line.runs, gutter))
  if (splittable.length < lines.length * 0.75) return undefined
  if (cutsTableRows(splittable, gutter)) return undefined

  const leftLines = splittable.filter((line) => line.left < gutter)
  const rightLines = splittable.filter((line) => line.right > gutter)
  if (leftLines.length < 5 || rightLines.length < 5) return undefined

  const reaches = leftLines.map((line) => lastRunBefore(line, gutter) - left).sort((a, b) => a - b)
  const medianReach = reaches[Math.floor(reaches.length / 2)] ?? 0
  return medianReach >= (gutter - left) * 0.75 ? gutter : undefined
}

/** Cells of one row stand at least this many font heights apart; words of prose do not. */
export const CELL_GAP = 1.5

/**
 * A strip between a table's columns looks like a gutter (issue 24, reader r-j2: a budget table read as
 * "Rubrica 2026/27 2027/28" and then "2028/29 Total"). Two columns of prose hold one stretch of words on
 * each side; a table's row holds cells set far apart on both sides of the strip, figures among them. When most lines with text on both
 * sides of the strip are such rows, the strip is the table's, and the page keeps its rows whole.
 */
function cutsTableRows(lines: Line[], gutter: number): boolean {
  const bothSides = lines.filter((line) => line.left < gutter && line.right > gutter)
  // A column of prose beside a list of figures ("(1) Alprazolam ...... 2882") has one stretch of words on
  // its side: a table's row has cells on both.
  const rows = bothSides.filter((line) => {
    const left = cellsOf(line.runs.filter((run) => run.x < gutter))
    const right = cellsOf(line.runs.filter((run) => run.x >= gutter))
    return left.length >= 2 && right.length >= 2 && [...left, ...right].some((cell) => isFigure(cell))
  })
  return bothSides.length > 0 && rows.length * 2 >= bothSides.length
}

/** The line's runs as the cells of a row: cut where they stand more than `CELL_GAP` font heights apart. */
function cellsOf(runs: TextRun[]): string[] {
  const cells: string[][] = []
  let end = -Infinity
  for (const run of runs) {
    if (cells.length > 0 && run.x - end <= run.height * CELL_GAP) cells.at(-1)!.push(run.text)
    else cells.push([run.text])
    end = Math.max(end, run.x + run.width)
  }
  return cells.map((cell) => cell.join(' '))
}

function crossesGutter(runs: TextRun[], gutter: number): boolean {
  return runs.some((run) => run.x < gutter && run.x + run.width > gutter)
}

function lastRunBefore(line: Line, gutter: number): number {
  let end = line.left
  for (const run of line.runs) if (run.x < gutter) end = Math.max(end, run.x + run.width)
  return end
}

/**
 * Between lines that span both columns, reads the left column down, then the right. The right column's
 * lines are shifted back by the distance between the two columns' edges: a list in the right column is
 * not nested under the left column's last item (issue 24, reader r-m3: risks on the left, each facing its
 * mitigation on the right, read as "Tariefregulering: Mitigatie — ...; Mitigatie — ...").
 */
export function readColumns(lines: Line[], gutter: number): Line[] {
  const shift = bulletShift(lines, gutter)
  const ordered: Line[] = []
  let leftBlock: Line[] = []
  let rightBlock: Line[] = []
  const flush = () => {
    ordered.push(...leftBlock, ...rightBlock)
    leftBlock = []
    rightBlock = []
  }
  for (const line of lines) {
    if (crossesGutter(line.runs, gutter)) {
      flush()
      ordered.push(line)
      continue
    }
    const leftRuns = line.runs.filter((run) => run.x < gutter)
    const rightRuns = line.runs.filter((run) => run.x >= gutter)
    if (isNonEmpty(leftRuns)) leftBlock.push(lineOf(leftRuns))
    if (isNonEmpty(rightRuns)) rightBlock.push({ ...lineOf(rightRuns), shift })
  }
  flush()
  return ordered
}

/**
 * How far right of the left column's bullets the right column's stand: only bullets in both columns need
 * it, and the columns' other lines (an outdented heading, a paragraph) say nothing of the lists' levels.
 */
function bulletShift(lines: Line[], gutter: number): number {
  let left = Infinity
  let right = Infinity
  for (const line of lines) {
    if (crossesGutter(line.runs, gutter)) continue
    const leftRun = line.runs[0]
    const rightRun = line.runs.find((run) => run.x >= gutter)
    if (leftRun && leftRun.x < gutter && LIST_GLYPH.test(leftRun.text.trim()))
      left = Math.min(left, leftRun.x)
    if (rightRun && LIST_GLYPH.test(rightRun.text.trim())) right = Math.min(right, rightRun.x)
  }
  return Number.isFinite(left) && Number.isFinite(right) ? right - left : 0
}

function lineOf(runs: [TextRun, ...TextRun[]]): Line {
  return {
    runs,
    y: runs[0].y,
    height: Math.max(...runs.map((run) => run.height)),
    left: runs[0].x,
    right: Math.max(...runs.map((run) => run.x + run.width)),
  }
}

function isNonEmpty<T>(items: T[]): items is [T, ...T[]] {
  return items.length > 0
}
