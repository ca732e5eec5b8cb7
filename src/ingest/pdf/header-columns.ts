import type { Line, TextRun } from './page-line'

/** Rows below a header that must start a cell where one of its words starts, for that word to open a column. */
const MIN_ALIGNED_ROWS = 2
/** A row further below the one above than this many font heights is no longer the table's. */
const MAX_ROW_GAP = 3.5

/**
 * A header's cells, cut again where the rows under it say a column starts. Header cells set close together
 * ("Share of members" a few points left of "NPS") are one piece by the gap alone, and every value under the
 * second would be filed under the first ("Share of members NPS: 22% 61", issue 24, reader r-z1). A header run
 * opens a column of its own when two or more rows below start a cell at its left edge, and no row reaches
 * across it: the rows' cells are set apart by wide gaps where the header's words are not.
 */
export function headerColumns(cells: TextRun[][], header: Line, below: Line[]): TextRun[][] {
  if (cells.every((runs) => runs.length < 2)) return cells
  const rows = tableRowsUnder(header, below)
  if (rows.length < MIN_ALIGNED_ROWS) return cells
  const tolerance = header.height * 0.5
  const opensColumn = (run: TextRun, before: TextRun) => {
    const end = before.x + before.width
    let aligned = 0
    let ended = 0
    for (const row of rows) {
      if (row.runs.some((cell) => cell.x < run.x - tolerance && cell.x + cell.width > run.x + tolerance))
        return false
      if (row.runs.some((cell, at) => Math.abs(cell.x - run.x) <= tolerance && startsCell(row.runs, at)))
        aligned++
      // Figures set flush right under a left-set header end where its words end ("53" under "Episodes
      // started", then "391" under "Virtual bed days", issue 24, reader r-z1).
      if (
        row.runs.some(
          (cell, at) => Math.abs(cell.x + cell.width - end) <= tolerance && endsCell(row.runs, at),
        )
      )
        ended++
    }
    return aligned >= MIN_ALIGNED_ROWS || ended >= MIN_ALIGNED_ROWS
  }
  return cells.flatMap((runs) => {
    const cut: TextRun[][] = [[runs[0]!]]
    for (const [at, run] of runs.slice(1).entries()) {
      if (opensColumn(run, runs[at]!)) cut.push([run])
      else cut.at(-1)!.push(run)
    }
    return cut
  })
}

/** The lines right under the header, of its size, each close under the one above. */
function tableRowsUnder(header: Line, below: Line[]): Line[] {
  const rows: Line[] = []
  let previous = header
  for (const line of below) {
    const step = line.y - previous.y
    if (Math.abs(line.height - header.height) > header.height * 0.2) break
    if (step <= 0 || step > header.height * MAX_ROW_GAP) break
    rows.push(line)
    previous = line
  }
  return rows
}

/** The run opens a cell: the row's run before it ends a wide gap (more than a font height) to its left. */
function startsCell(runs: TextRun[], at: number): boolean {
  const run = runs[at]!
  const before = runs.slice(0, at)
  if (before.length === 0) return true
  const end = Math.max(...before.map((other) => other.x + other.width))
  return run.x - end > run.height
}

/** The run closes a cell: the row's next run starts after a wide gap (more than a font height), or none follows. */
function endsCell(runs: TextRun[], at: number): boolean {
  const run = runs[at]!
  const after = runs.slice(at + 1)
  if (after.length === 0) return true
  return Math.min(...after.map((other) => other.x)) - (run.x + run.width) > run.height
}
