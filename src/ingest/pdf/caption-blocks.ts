import { isFigure, isLabel } from '../layout'
import { LIST_GLYPHS, piecesOf, runsText, type Line, type TextRun } from './page-line'

/** A glyph only a list uses, standing alone before an item's words. */
const LIST_GLYPH = new RegExp(`^[${LIST_GLYPHS}]$`, 'u')
/** A caption box is at least this many lines... */
const MIN_BLOCK_LINES = 3
/** ...each at most this many font heights under the one above (a new item's gap included). */
const MAX_LINE_STEP = 2.5
/** A line of prose holds this many words or more; a chart's label holds fewer. */
const PROSE_WORDS = 3

/**
 * A caption box set beside a chart (a few bulleted lines right of its plotted values) shares baselines with
 * the chart's labels: read line by line across the page, its sentence was cut and a data label glued into it
 * ("83 months 3 and 6, when the: 69 63", issue 24, reader r-z1, Harbour & Vine slide 7). A PDF has no boxes,
 * so the box is told by layout alone: three or more lines whose words start at one left edge (a bullet's
 * glyph just before it), close under each other, most of them prose, with nothing else reaching into their
 * column, beside short labels and figures (one figure at least) that stand at heights of their own, not on
 * the box's baselines as a table's cells do (half of them, or one on every other line of the box). The box is read whole, where it starts, before the chart.
 */
export function setCaptionBlocksApart(lines: Line[]): Line[] {
  for (let index = 0; index < lines.length; index++) {
    for (const piece of piecesOf(lines[index]!)) {
      const block = captionBlockAt(lines, index, piece)
      if (block)
        return [...lines.slice(0, index), ...block, ...setCaptionBlocksApart(restAfter(lines, index, block))]
    }
  }
  return lines
}

/** Where a piece's words start: past a lone list glyph. */
function wordsLeft(runs: TextRun[]): number {
  return LIST_GLYPH.test(runs[0]!.text.trim()) && runs[1] ? runs[1].x : runs[0]!.x
}

/** The box whose first line is `first` on line `index`, as lines of their own; undefined when it is none. */
function captionBlockAt(lines: Line[], index: number, first: TextRun[]): Line[] | undefined {
  const height = first[0]!.height
  const tolerance = height * 0.5
  const left = wordsLeft(first)
  const block: { line: Line; runs: TextRun[] }[] = [{ line: lines[index]!, runs: first }]
  for (let next = index + 1; next < lines.length; next++) {
    const line = lines[next]!
    if (line.y - block.at(-1)!.line.y > height * MAX_LINE_STEP) break
    const runs = piecesOf(line).find((own) => Math.abs(wordsLeft(own) - left) <= tolerance)
    // A line of the chart's alone, between two of the box's, is left where it stands (checked below).
    if (!runs && line.runs.every((run) => run.x + run.width < first[0]!.x - height)) continue
    if (!runs || Math.abs(runs[0]!.height - height) > height * 0.2) break
    block.push({ line, runs })
  }
  if (block.length < MIN_BLOCK_LINES) return undefined
  const texts = block.map(({ runs }) => runsText(runs))
  if (texts.filter((text) => text.split(/\s+/u).length >= PROSE_WORDS).length * 2 < texts.length)
    return undefined
  const own = new Set(block.flatMap(({ runs }) => runs))
  const boxLeft = Math.min(...block.map(({ runs }) => runs[0]!.x)) - height
  const boxRight = Math.max(...block.flatMap(({ runs }) => runs.map((run) => run.x + run.width))) + height
  const top = block[0]!.line.y - height
  const bottom = block.at(-1)!.line.y
  const spanned = lines.filter((line) => line.y > top && line.y - line.height < bottom)
  const others = spanned.flatMap((line) => piecesOf(line).filter((runs) => !runs.some((run) => own.has(run))))
  if (others.length === 0 || !others.some((runs) => isFigure(runsText(runs)))) return undefined
  for (const runs of others) {
    const text = runsText(runs)
    if (!isFigure(text) && !(isLabel(text) && text.split(/\s+/u).length < PROSE_WORDS)) return undefined
    if (runs.some((run) => run.x < boxRight && run.x + run.width > boxLeft)) return undefined
  }
  // A table's cells share the rows' baselines; a chart's labels stand where their values put them.
  const baselines = block.map(({ runs }) => runs[0]!.y)
  const onBaseline = others.filter((runs) => baselines.some((y) => Math.abs(runs[0]!.y - y) <= height * 0.1))
  if (onBaseline.length * 2 >= Math.min(others.length, block.length)) return undefined
  return block.map(({ line, runs }) => lineOf(runs, line))
}

/** The lines from `index` on, each without the runs the box took, empty ones dropped. */
function restAfter(lines: Line[], index: number, block: Line[]): Line[] {
  const taken = new Set(block.flatMap((line) => line.runs))
  return lines.slice(index).flatMap((line) => {
    if (!line.runs.some((run) => taken.has(run))) return [line]
    const runs = line.runs.filter((run) => !taken.has(run))
    return runs.length === 0 ? [] : [lineOf(runs, line)]
  })
}

function lineOf(runs: TextRun[], line: Line): Line {
  return {
    runs,
    y: line.y,
    height: Math.max(...runs.map((run) => run.height)),
    left: Math.min(...runs.map((run) => run.x)),
    right: Math.max(...runs.map((run) => run.x + run.width)),
  }
}
