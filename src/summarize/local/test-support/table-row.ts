import type { SlideLine } from '../../../shared'

/** A table row as ingest types it: its first cell names the row, each other cell sits under its header. */
export function tableRow(cells: string[], headers: string[]): SlideLine {
  return {
    kind: 'table-row',
    text: `${cells[0]} — ${headers
      .slice(1)
      .map((header, at) => `${header}: ${cells[at + 1]}`)
      .join('; ')}`,
    cells,
    headers,
  }
}
