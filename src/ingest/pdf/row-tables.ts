import { isFigure, isLabel, tableRowLines } from '../layout'
import { headerColumns } from './header-columns'
import { lineText, piecesOf, runsText, type Line, type TextRun } from './page-line'
import type { Item } from './type-body-lines'

export interface Tables {
  /** The first line of each table, and the table as one item. */
  starts: Map<Line, Item>
  inTable: Set<Line>
}

/** A table needs a header row and at least this many rows under it. */
const MIN_TABLE_ROWS = 1
/** A header with a blank corner names fewer cells than its rows hold: it needs more rows to be told. */
const MIN_STUB_TABLE_ROWS = 2

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
    const columns = headerColumns(piecesOf(header), header, lines.slice(index + 1))
    let rows: (TextRun[] | undefined)[][] = []
    let stub = false
    const headings = columns.map((runs) => runsText(runs))
    if (columns.length >= 2 && headings.every((text, column) => isHeaderCell(text, column))) {
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
      // A header over the value columns only, its corner left blank (issue 24, reader r-m3: "€ mln | x EBITDA
      // 2025" over "Transactiekosten 2,0"): each row's label stands left of the first named column.
      if (rows.length === 0) {
        rows = stubRows(lines, index, columns)
        stub = rows.length > 0
      }
    } else if (columns.length >= 2 && headings.every((text) => PERIOD.test(text.trim()))) {
      // Periods alone over the value columns ("2026 | 2027 | 2028"), the corner blank: the rows' labels,
      // left of the first period, tell them from a row of figures that starts with a year.
      rows = stubRows(lines, index, columns)
      stub = rows.length > 0
    }
    if (rows.length < (stub ? MIN_STUB_TABLE_ROWS : MIN_TABLE_ROWS)) {
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
        stub ? ['', ...columns.map(runsText)] : columns.map(runsText),
        rows.map((pieces) => ({ cells: pieces.map((runs) => (runs ? runsText(runs) : '')) })),
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

/**
 * The rows under a header whose corner is blank: a label left of the header's first cell, then figures each
 * standing in a column of the header. A row may leave a column empty ("Transactiekosten 2,0" under "€ mln |
 * x EBITDA 2025"): its values go in the columns they stand in, by position, never by their order in the row.
 */
function stubRows(lines: Line[], index: number, columns: TextRun[][]): (TextRun[] | undefined)[][] {
  const header = lines[index]!
  const rows: (TextRun[] | undefined)[][] = []
  for (let next = index + 1; next < lines.length; next++) {
    const line = lines[next]!
    const [label, ...values] = piecesOf(line)
    const sameSize = Math.abs(line.height - header.height) <= header.height * 0.2
    if (!sameSize || !label || values.length === 0 || values.length > columns.length) break
    const labelRight = Math.max(...label.map((run) => run.x + run.width))
    // Values only: words under a header with a blank corner may be prose cut into cells (a grid of text).
    if (!values.every((runs) => isTableValue(runsText(runs)))) break
    if (!isLabel(runsText(label)) || labelRight >= columns[0]![0]!.x) break
    const cells = placeByColumn(values, columns)
    if (!cells) break
    rows.push([label, ...cells])
  }
  return rows
}

/** Each piece in the column it is aligned with, left to right; undefined when one stands in none. */
function placeByColumn(pieces: TextRun[][], columns: TextRun[][]): (TextRun[] | undefined)[] | undefined {
  const cells: (TextRun[] | undefined)[] = columns.map(() => undefined)
  let from = 0
  for (const piece of pieces) {
    while (from < columns.length && !aligned(piece, columns[from]!)) from++
    if (from === columns.length) return undefined
    cells[from++] = piece
  }
  return cells
}

/** A year, a school or fiscal year, or a quarter of one: "2026", "2026/27", "2025–2026", "Q3 2026". */
const PERIOD = /^(?:[QH][1-4]\s?)?(?:19|20)\d\d(?:\s?[/–-]\s?(?:19|20)?\d\d)?$/u

/**
 * A header names its columns; past the row labels' column, a period heads one as well as words do
 * ("Rubrica | 2026/27 | 2027/28 | Total", issue 24, reader r-j2): a budget or a plan is set out by year.
 */
function isHeaderCell(text: string, column: number): boolean {
  if (SIGNED_AMOUNT.test(text.trim())) return false
  return isLabel(text) || (column > 0 && PERIOD.test(text.trim()))
}

/**
 * A signed amount with words after it ("−1,9 M€ una tantum", "+0,8 M€ l'anno", "+12% vs plan") is a value,
 * however many words follow: a row of them is no header, or each value is labelled with another value.
 */
const SIGNED_AMOUNT = /^[+\-−–]\s?[$€£¥]?\s?\d/u

/** A dash or "n/a" stands for a value a row does not have. */
const NO_VALUE = /^(?:[—–-]|n\/?a|n\.a\.)$/iu
/** An accountant's negative: the figure in brackets, "(1,4)", "(£0.6M)". */
const BRACKETED = /^\((.+)\)$/u

/** A value cell of a table: a figure, a bracketed one, or a dash for none. */
function isTableValue(text: string): boolean {
  const trimmed = text.trim()
  const inner = BRACKETED.exec(trimmed)?.[1]
  return isFigure(trimmed) || NO_VALUE.test(trimmed) || (inner !== undefined && isFigure(inner))
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
