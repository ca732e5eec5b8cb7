import { isLabel, tableRowLines } from '../layout'
import { lineText, piecesOf, runsText, type Line, type TextRun } from './page-line'
import type { Item } from './type-body-lines'

export interface Tables {
  /** The first line of each table, and the table as one item. */
  starts: Map<Line, Item>
  inTable: Set<Line>
}

/** A table needs a header row and at least this many rows under it. */
const MIN_TABLE_ROWS = 1

/**
 * Tables: runs of lines cut into the same number (two or more) of pieces standing in the same columns
 * (left or right edges aligned), the first a header row of words. Their rows become `table-row` lines,
 * "row label — header: value; …", so that a date stays with the step it belongs to.
 */
export function findTables(lines: Line[]): Tables {
  const tables: Tables = { starts: new Map(), inTable: new Set() }
  let index = 0
  while (index < lines.length) {
    const header = lines[index]!
    if (header.table) {
      tables.inTable.add(header)
      tables.starts.set(header, {
        kind: 'table',
        text: lineText(header),
        rows: header.table,
        textLeft: header.left,
        left: header.left,
        top: header.y - header.height,
        right: header.right,
        height: header.height,
        last: header,
        pieced: true,
      })
      index++
      continue
    }
    const columns = piecesOf(header)
    const rows: TextRun[][][] = []
    if (columns.length >= 2 && columns.every((runs, column) => isHeaderCell(runsText(runs), column))) {
      for (let next = index + 1; next < lines.length; next++) {
        const pieces = piecesOf(lines[next]!)
        // Big figures under their captions are stat cards, not a table: table rows share the header's size.
        const sameSize = Math.abs(lines[next]!.height - header.height) <= header.height * 0.2
        if (
          !sameSize ||
          pieces.length !== columns.length ||
          !pieces.every((runs, column) => aligned(runs, columns[column]!))
        )
          break
        rows.push(pieces)
      }
    }
    if (rows.length < MIN_TABLE_ROWS) {
      index++
      continue
    }
    const block = lines.slice(index, index + 1 + rows.length)
    for (const line of block) tables.inTable.add(line)
    const last = block.at(-1)!
    tables.starts.set(header, {
      kind: 'table',
      text: block.map(lineText).join(' '),
      rows: tableRowLines(
        columns.map(runsText),
        rows.map((pieces) => ({ cells: pieces.map(runsText) })),
      ),
      textLeft: header.left,
      left: header.left,
      top: header.y - header.height,
      right: Math.max(...block.map((line) => line.right)),
      height: header.height,
      last,
      pieced: true,
    })
    index += block.length
  }
  return tables
}

/** A year, a school or fiscal year, or a quarter of one: "2026", "2026/27", "2025–2026", "Q3 2026". */
const PERIOD = /^(?:[QH][1-4]\s?)?(?:19|20)\d\d(?:\s?[/–-]\s?(?:19|20)?\d\d)?$/u

/**
 * A header names its columns; past the row labels' column, a period heads one as well as words do
 * ("Rubrica | 2026/27 | 2027/28 | Total", issue 24, reader r-j2): a budget or a plan is set out by year.
 */
function isHeaderCell(text: string, column: number): boolean {
  return isLabel(text) || (column > 0 && PERIOD.test(text.trim()))
}

/** A cell stands in a column when its left or right edge is the header cell's, give or take a character. */
function aligned(cell: TextRun[], header: TextRun[]): boolean {
  const tolerance = Math.max(cell[0]!.height, header[0]!.height)
  const left = (runs: TextRun[]) => runs[0]!.x
  const right = (runs: TextRun[]) => Math.max(...runs.map((run) => run.x + run.width))
  return (
    Math.abs(left(cell) - left(header)) <= tolerance || Math.abs(right(cell) - right(header)) <= tolerance
  )
}
