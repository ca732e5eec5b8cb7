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
  const grid = findChildren(table, 'a:tr').map(readRow)
  const headerRows = grid[0]?.spans && grid.length > 2 ? 2 : 1
  const headers: string[] = []
  for (const row of grid.slice(0, headerRows)) {
    row.cells.forEach((cell, column) => {
      const words = cell.text !== '' ? cell.text : cell.coveredBy
      if (words !== '' && headers[column] !== words)
        headers[column] = headers[column] ? `${headers[column]} ${words}` : words
    })
  }
  return tableRowLines(
    headers,
    grid.slice(headerRows).map((row) => ({
      cells: row.cells.map((cell) => cell.text),
      spans: row.cells.map((cell) => cell.span),
    })),
  )
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
