import type { Slide, SlideLine } from '../shared'

export type TableRow = Extract<SlideLine, { kind: 'table-row' }>

/** A slide's tables: runs of body rows under one header, in order (the header row itself left out). */
export function readTables(slide: Slide): TableRow[][] {
  const tables: TableRow[][] = []
  let current: TableRow[] | undefined
  let headers = ''
  for (const line of slide.lines) {
    if (line.kind !== 'table-row') {
      current = undefined
      continue
    }
    const key = line.headers.join('\u0000')
    if (!current || key !== headers || line.isHeader) {
      current = []
      headers = key
      tables.push(current)
    }
    if (!line.isHeader && line.cells.length === line.headers.length) current.push(line)
  }
  return tables.filter((table) => table.length > 1)
}
