import type { SlideLine } from '../../shared'
import { tableRowLines } from '../layout'
import { readPlainLines } from './read-paragraph-lines'
import { findChild, findChildren, type XmlElement } from './xml-element'

const isSet = (value: string | undefined) => value === '1' || value === 'true'

/**
 * One `table-row` line per row with text (see `tableRowLines`). The first row holds the column headers; a header cell merged
 * across columns (`gridSpan`) heads each column it covers, and when it does, the row under it is a
 * second header row whose words are added ("2025 Plan"). Other rows read "row label — header: value;
 * header: value", empty cells left out; a cell covered by a merge is left out of body rows.
 */
export function readTableRows(table: XmlElement): SlideLine[] {
  const rows = findChildren(table, 'a:tr').map(readRow)
  // A first row of one cell merged across the whole table is the table's caption ("School One: Ranked 7th out
  // of 49"), not a column's name: read as a header, it was copied before every column's name and every value
  // (issue 24, reader: workforce slide 23). It is said once, above the table; the row under it heads the columns.
  const caption = rows.length > 2 ? captionOf(rows[0]!) : undefined
  const grid = caption === undefined ? rows : rows.slice(1)
  const captionLines: SlideLine[] = caption === undefined ? [] : [{ kind: 'paragraph', text: caption }]
  const headerRows = grid[0]?.spans && grid.length > 2 ? 2 : 1
  const headers: string[] = []
  for (const row of grid.slice(0, headerRows)) {
    row.cells.forEach((cell, column) => {
      const words = cell.text !== '' ? cell.text : cell.coveredBy
      if (words !== '' && headers[column] !== words)
        headers[column] = headers[column] ? `${headers[column]} ${words}` : words
    })
  }
  return [
    ...captionLines,
    ...tableRowLines(
      headers,
      grid.slice(headerRows).map((row) => ({
        cells: row.cells.map((cell) => cell.text),
        spans: row.cells.map((cell) => cell.span),
      })),
    ),
  ]
}

/** The words of a row that is one cell spanning every column of a table of several; undefined otherwise. */
function captionOf(row: { cells: Cell[] }): string | undefined {
  const [first, ...rest] = row.cells
  if (first === undefined || first.text === '' || rest.length === 0) return undefined
  return first.span >= row.cells.length && rest.every((cell) => cell.text === '') ? first.text : undefined
}

interface Cell {
  text: string
  /** The words of the merged cell that covers this one, '' when none. */
  coveredBy: string
  /** How many grid columns the cell spans. */
  span: number
}

function readRow(row: XmlElement): { cells: Cell[]; spans: boolean } {
  const cells: Cell[] = []
  let spans = false
  let spanning = ''
  for (const cell of findChildren(row, 'a:tc')) {
    const text = readPlainLines(findChild(cell, 'a:txBody')).join(' ')
    if (isSet(cell.attributes.hMerge)) {
      cells.push({ text: '', coveredBy: spanning, span: 1 })
      continue
    }
    const parsed = Number.parseInt(cell.attributes.gridSpan ?? '1', 10)
    const span = Number.isFinite(parsed) && parsed > 1 ? parsed : 1
    if (span > 1) spans = true
    spanning = text
    cells.push({ text, coveredBy: '', span })
  }
  return { cells, spans }
}
