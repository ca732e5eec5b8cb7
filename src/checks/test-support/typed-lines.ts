import type { SlideLine } from '../../shared'

// The deck checks' tests build their decks with the shared `documentOf`; these make its typed lines.
export const stat = (label: string, value: string): SlideLine => ({
  kind: 'stat',
  label,
  value,
  text: `${label}: ${value}`,
})

export const bullet = (text: string): SlideLine => ({ kind: 'bullet', text, level: 0 })

/** A table's lines: its header row, then each row against the headers. */
export function table(headers: string[], rows: string[][]): SlideLine[] {
  const line = (cells: string[], isHeader?: boolean): SlideLine => ({
    kind: 'table-row',
    cells,
    headers,
    text: isHeader
      ? headers.join(' | ')
      : `${cells[0]} — ${cells
          .slice(1)
          .map((cell, i) => `${headers[i + 1]}: ${cell}`)
          .join('; ')}`,
    ...(isHeader ? { isHeader } : {}),
  })
  return [line(headers, true), ...rows.map((row) => line(row))]
}

export const point = (category: string, series: string, value: string): SlideLine => ({
  kind: 'chart-point',
  category,
  series,
  value,
  text: `${category} — ${series}: ${value}`,
})
