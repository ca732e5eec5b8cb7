import { isFirstRowARecord, type SlideLine } from '../../shared'

/** A table body row: its cells left to right, and how many columns each spans (1 when not given). */
export interface TableRow {
  cells: string[]
  spans?: number[]
}

/**
 * A table as `table-row` lines: the header row (its cells joined with ' | ', `isHeader`), then each
 * row as "row label — header: value; header: value", empty cells left out, a value merged across
 * columns answering to all their headers ("Q1 / Q2: 1,200"). Rows without any text are dropped.
 */
export function tableRowLines(headers: readonly string[], rows: readonly TableRow[]): SlideLine[] {
  // A first row holding a value where a column's name would stand ("Client IP | 222.127.111.234") is the
  // table's first record, not its header: read as headers, the sample value labelled every other row
  // ("Content Bytes — 222.127.111.234: 22992", issue 24).
  // So is a first row of the kinds of the rows under it with a phrase no column's name is ("Availability |
  // Microservices & Netflix for everyone" over "Automation | Deployment & Management", decision 177).
  if (
    headers.slice(1).some(isValueCell) ||
    isFirstRowARecord(
      headers,
      rows.map((row) => row.cells),
    )
  )
    return tableRowLines([], [{ cells: [...headers] }, ...rows])
  const width = Math.max(headers.length, ...rows.map((row) => row.cells.length))
  const headerCells = Array.from({ length: width }, (_, column) => headers[column] ?? '')
  const lines: SlideLine[] = []
  if (headerCells.some((cell) => cell !== ''))
    lines.push({
      kind: 'table-row',
      text: headerCells.filter((cell) => cell !== '').join(' | '),
      cells: headerCells,
      headers: headerCells,
      isHeader: true,
    })
  for (const row of rows) {
    if (row.cells.every((cell) => cell === '')) continue
    const [label = '', ...rest] = row.cells
    const pairs = rest
      .map((value, offset) => {
        const column = offset + 1
        const span = row.spans?.[column] ?? 1
        const header = [
          ...new Set(headerCells.slice(column, column + span).filter((cell) => cell !== '')),
        ].join(' / ')
        return value === '' ? '' : header === '' ? value : `${header}: ${value}`
      })
      .filter((pair) => pair !== '')
    const text =
      label === '' ? pairs.join('; ') : pairs.length === 0 ? label : `${label} — ${pairs.join('; ')}`
    lines.push({ kind: 'table-row', text, cells: [...row.cells], headers: headerCells })
  }
  return lines
}

/** A cell with no letter that is no year ("2025") nor a period's name: a value, not a column's name. */
function isValueCell(cell: string): boolean {
  const text = cell.trim()
  return (
    /\d/u.test(text) && !/\p{L}/u.test(text) && !/^(?:19|20)\d\d(?:\s*[-–/]\s*(?:19|20)?\d\d)?$/u.test(text)
  )
}
