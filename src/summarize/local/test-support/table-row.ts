import type { SlideLine } from '../../../shared'

/**
 * A table row as ingest types it: its first cell names the row, each other cell sits under its header; a header
 * row is its headers joined.
 */
export function tableRow(cells: string[], headers: string[], isHeader = false): SlideLine {
  return {
    kind: 'table-row',
    text: isHeader
      ? headers.join(' | ')
      : `${cells[0]} — ${headers
          .slice(1)
          .map((header, at) => `${header}: ${cells[at + 1]}`)
          .join('; ')}`,
    cells,
    headers,
    ...(isHeader ? { isHeader } : {}),
  }
}
