// What kind of thing a cell holds: a column's name and the values it names are of different kinds (a word over
// figures, dates or ticks), a record and the records under it of the same kinds.
type CellKind = 'quantity' | 'year' | 'mark' | 'words'

const YEAR = /^(?:19|20)\d\d(?:\s*[-–/]\s*(?:19|20)?\d\d)?$/u
const MARK = /^[✔✓☑✅●■✗✘☐✕×○–-]$/u
// A column's name this long is a phrase, not a label: "Microservices & Netflix for everyone".
const MIN_PHRASE_WORDS = 4
// Under fewer rows, the kinds of a column say too little to tell a header from a record.
const MIN_ROWS = 2

function kindOf(cell: string): CellKind {
  const text = cell.replace(/^[^\p{L}\p{N}✔✓☑✅●■✗✘☐✕×○–-]+/u, '').trim()
  if (YEAR.test(text)) return 'year'
  if (MARK.test(text)) return 'mark'
  return /^\d/u.test(text) ? 'quantity' : 'words'
}

function wordCount(cell: string): number {
  return cell.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/**
 * Whether a table's first row is its first record rather than its header (decision 177): every cell of it is of
 * the kind of the cells under it (words over words, figures over figures), so nothing marks it as the columns'
 * names, and one of its cells is a phrase longer than every cell under it ("Availability | Microservices & Netflix
 * for everyone" over "Automation | Deployment & Management"): a column's name is a label, not the longest value
 * of its column. Read as a header, such a row put its words before every other row's values. A row of labels over
 * figures ("Region | Revenue" over "North | €4.2M"), or over longer text ("Risk | Mitigation"), stays a header.
 */
export function isFirstRowARecord(first: readonly string[], rows: readonly (readonly string[])[]): boolean {
  if (rows.length < MIN_ROWS) return false
  const below = (column: number) => rows.map((row) => row[column]?.trim() ?? '').filter((cell) => cell !== '')
  const sameKinds = first.every((cell, column) => {
    if (cell.trim() === '') return true
    const kind = kindOf(cell)
    return below(column).every((other) => kindOf(other) === kind)
  })
  if (!sameKinds) return false
  return first.some((cell, column) => {
    const words = wordCount(cell)
    const under = below(column)
    return words >= MIN_PHRASE_WORDS && under.length > 0 && under.every((other) => wordCount(other) < words)
  })
}
