import type { SlideLine } from '../../shared'

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
