import { stringify } from 'csv-stringify/sync'

// A spreadsheet runs a cell that opens with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell a spreadsheet shows as text: a leading apostrophe keeps a formula-like value from running. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

/**
 * RFC 4180 CSV (CRLF rows, quotes doubled, fields with commas, quotes or line breaks quoted) in UTF-8 with a
 * byte-order mark, which Excel needs to read non-ASCII names right; every text cell is neutralised.
 */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  const cells = rows.map((row) =>
    row.map((cell) => (typeof cell === 'string' ? neutraliseCell(cell) : (cell ?? ''))),
  )
  return `\uFEFF${stringify([header, ...cells], { record_delimiter: 'windows' })}`
}
