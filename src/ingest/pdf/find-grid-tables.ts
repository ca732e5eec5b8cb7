import type { SlideLine } from '../../shared'
import { isFigure, isLabel, tableRowLines } from '../layout'
import { headerColumns } from './header-columns'
import { centredHeaderBand } from './centred-header-band'
import { LIST_GLYPHS, runsText, type Line, type TextRun } from './page-line'

/** A table cell wraps over at most this many lines (counting the other cells' lines beside it). */
const MAX_ROW_LINES = 5
/** A column heading is short: a longer first line over two columns is prose. */
const MAX_HEADER_CHARS = 40

/** A cell opening with a bullet glyph: a list set in columns. */
const BULLET = new RegExp(`^[${LIST_GLYPHS}·]`, 'u')

/** A gap between runs wider than this many font heights separates two cells of a row. */
const CELL_GAP = 1.5
/** Lines of one row (a cell's wrapped lines, cells centred against each other) stand this close... */
const ROW_LINE_STEP = 1.3
/** ...and a table ends where the next line is further down than this many font heights. */
const MAX_ROW_GAP = 3.5

/** A table rebuilt from the page's lines: one line standing for it, with its rows typed. */
export interface GridTable {
  /** The page's lines the table was read from. */
  lines: Line[]
  /** One line in their place, holding every run, whose `table` are the rows. */
  line: Line
}

/**
 * Tables whose cells wrap over several lines ("Dean Whitlock, Engineering" / "Manager"), or whose
 * columns the two-column prose reading would pull apart: a header row of words over lines whose cells
 * each stand in one of its columns. Each run goes to its column by position; lines close together make
 * one row (a cell's wrapped lines, and cells centred against a taller neighbour), a wider step starts
 * the next. Tables of single-line rows in two columns are left to the line typing (type-body-lines).
 */
export function findGridTables(lines: Line[]): GridTable[] {
  const tables: GridTable[] = []
  let index = 0
  while (index < lines.length) {
    const table = gridTableAt(lines, index)
    if (!table) {
      index++
      continue
    }
    tables.push(table)
    index += table.lines.length
  }
  return tables
}

function gridTableAt(lines: Line[], index: number): GridTable | undefined {
  const header = lines[index]!
  const columns = headerColumns(cellsOf(header.runs, header.height), header, lines.slice(index + 1))
  const table =
    columns.length >= 2 && columns.every((runs) => isHeaderCell(runsText(runs)))
      ? gridTableUnder(header, [header], columns, lines.slice(index + 1))
      : undefined
  return table ?? centredHeaderTable(lines, index)
}

/**
 * The table under a header band whose cells stand on different baselines (see `centredHeaderBand`), its
 * corner left blank or not.
 */
function centredHeaderTable(lines: Line[], index: number): GridTable | undefined {
  const band = centredHeaderBand(lines, index, isHeaderCell)
  if (!band) return undefined
  return gridTableUnder(lines[index]!, band.lines, band.columns, lines.slice(index + band.lines.length))
}

function gridTableUnder(
  header: Line,
  headerLines: Line[],
  columns: TextRun[][],
  below: Line[],
): GridTable | undefined {
  const tolerance = header.height
  const names: string[][] = columns.map((runs) => [runsText(runs)])
  const rows: { y: number; cells: string[][]; lines: number }[] = []
  const body: Line[] = []
  let previous = headerLines.at(-1)!
  for (const line of below) {
    const sameSize = Math.abs(line.height - header.height) <= header.height * 0.2
    const step = line.y - previous.y
    if (!sameSize || step <= 0 || step > header.height * MAX_ROW_GAP) break
    const placed = placeRuns(line.runs, columns, tolerance)
    if (!placed) break
    if (rows.length === 0 && isHeaderWrap(placed, step, header.height)) {
      for (const [column, text] of placed) names[column]!.push(text)
      body.push(line)
      previous = line
      continue
    }
    let row = rows.at(-1)
    if (!row || step > header.height * ROW_LINE_STEP) {
      row = { y: line.y, cells: columns.map(() => []), lines: 0 }
      rows.push(row)
    }
    row.lines++
    for (const [column, text] of placed) row.cells[column]!.push(text)
    body.push(line)
    previous = line
  }
  if (rows.length < 2) return undefined
  // A row of many lines is two columns of prose, read by arrange-page-text column by column.
  if (rows.some((row) => row.lines > MAX_ROW_LINES)) return undefined
  const wrapped = rows.some((row) => row.lines > 1)
  if (!wrapped && columns.length < 3) return undefined
  // Every row has its label, and most fill two or more cells: a header over a list of single cells, or
  // stat cards' wrapped captions, are no table.
  const full = rows.filter((row) => row.cells.filter((cell) => cell.length > 0).length >= 2).length
  if (full * 4 < rows.length * 3 || rows.some((row) => row.cells[0]!.length === 0)) return undefined
  // Two columns of bullets side by side are lists, not rows: their items do not line up.
  if (rows.some((row) => row.cells.some((cell) => cell.some((text) => BULLET.test(text))))) return undefined
  const typed: SlideLine[] = tableRowLines(
    names.map((name) => name.join(' ')),
    rows.map((row) => ({ cells: row.cells.map((cell) => cell.join(' ')) })),
  )
  const block = [...headerLines, ...body]
  const runs = block.flatMap((line) => line.runs)
  return {
    lines: block,
    line: {
      runs,
      y: header.y,
      height: header.height,
      left: Math.min(...block.map((line) => line.left)),
      right: Math.max(...block.map((line) => line.right)),
      text: typed.map((line) => line.text).join(' '),
      table: typed,
    },
  }
}

/**
 * Each run's column, by where it starts (or, for a right-aligned figure, where it ends, or, for a centred
 * cell, where its middle stands), its text joined
 * per column; undefined when a run stands in no column or across two.
 */
function placeRuns(runs: TextRun[], columns: TextRun[][], tolerance: number): [number, string][] | undefined {
  const starts = columns.map((cell) => cell[0]!.x)
  const ends = columns.map((cell) => Math.max(...cell.map((run) => run.x + run.width)))
  const byColumn = new Map<number, TextRun[]>()
  for (const run of runs) {
    const right = run.x + run.width
    let column = -1
    for (let candidate = 0; candidate < starts.length; candidate++)
      if (starts[candidate]! <= run.x + tolerance) column = candidate
    const endsWith = ends.findIndex((end) => Math.abs(end - right) <= tolerance)
    if (endsWith >= 0 && (column < 0 || endsWith === column + 1)) column = endsWith
    const next = starts[column + 1]
    // A cell centred under its header, wider than it, starts left of it ("sum with/without" under
    // "Operation", issue 24, reader r-z2): its middle stands within the header's span.
    if (column < 0 || (next !== undefined && right > next + tolerance))
      column = centredColumn(run, starts, ends)
    if (column < 0) return undefined
    const after = starts[column + 1]
    if (after !== undefined && right > after + tolerance) return undefined
    byColumn.set(column, [...(byColumn.get(column) ?? []), run])
  }
  return [...byColumn].map(([column, cell]) => [column, runsText(cell)])
}

/** The column whose header spans the run's middle, or -1. */
function centredColumn(run: TextRun, starts: number[], ends: number[]): number {
  const middle = run.x + run.width / 2
  return starts.findIndex((start, column) => start <= middle && middle <= ends[column]!)
}

/**
 * A line close under the header, its first column blank and no figure in it, carries the header's wrapped
 * names ("Virtual" over "beds", "Value of bed" over "days saved"): every row has its label, so it is no row
 * (issue 24, reader r-z1: an options table whose header wraps was read as prose, and its figures were lost).
 */
function isHeaderWrap(placed: [number, string][], step: number, height: number): boolean {
  return (
    step <= height * ROW_LINE_STEP &&
    placed.every(([column, text]) => column > 0 && !isFigure(text) && isHeaderCell(text))
  )
}

/** A line's runs cut where they stand far apart. */
function cellsOf(runs: TextRun[], height: number): TextRun[][] {
  const cells: TextRun[][] = []
  let end = -Infinity
  for (const run of runs) {
    const current = cells.at(-1)
    if (current && run.x - end <= Math.max(run.height, height * 0.5) * CELL_GAP) current.push(run)
    else cells.push([run])
    end = Math.max(end, run.x + run.width)
  }
  return cells
}

/** A column heading: words ("Owner", "Q2 budget") or a unit ("£M"), never a figure. */
function isHeaderCell(text: string): boolean {
  if (text.length > MAX_HEADER_CHARS) return false
  return isLabel(text) || (/\p{L}/u.test(text) && !isFigure(text) && text.length <= 12)
}
