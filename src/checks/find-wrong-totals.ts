import type { ConsistencyFinding, Document, Slide } from '../shared'
import { cueWords, hasCue, parseQuantity, parseUnitHint, type Quantity } from '../summarize'
import { readTables, type TableRow } from './read-tables'

interface Cell {
  row: TableRow
  value: string
  quantity: Quantity
  role: 'part' | 'subtotal' | 'total'
}

function sumOf(cells: Cell[]): { amount: number; tolerance: number } {
  return cells.reduce(
    (sum, cell) => ({
      amount: sum.amount + cell.quantity.amount,
      tolerance: sum.tolerance + cell.quantity.tolerance,
    }),
    { amount: 0, tolerance: 0 },
  )
}

function adds(stated: Cell, sum: { amount: number; tolerance: number }): boolean {
  return Math.abs(stated.quantity.amount - sum.amount) <= sum.tolerance + stated.quantity.tolerance + 1e-9
}

function formatSum(amount: number, like: Quantity): string {
  const written = amount / (like.amount / like.written || 1)
  const rounded = Math.round(written * 1000) / 1000
  return `${rounded.toLocaleString('en-US')}${like.scale}`
}

function wrongTotal(slide: Slide, header: string, stated: Cell, parts: Cell[]): ConsistencyFinding {
  const computed = formatSum(sumOf(parts).amount, stated.quantity)
  const label = stated.row.cells[0] ?? ''
  return {
    kind: 'total',
    measure: `${label} — ${header}`,
    message: `${label} — ${header} on slide ${slide.number} is ${stated.value}, but its rows add up to ${computed}.`,
    figures: [
      { slideNumber: slide.number, value: stated.value, line: stated.row.text },
      { slideNumber: slide.number, value: computed, line: parts.map((part) => part.value).join(' + ') },
    ],
    slides: [slide.number],
  }
}

/** The readable cells of one column, or nothing when any is not a plain additive amount. */
function readColumn(
  table: TableRow[],
  column: number,
  totalCues: string[],
  subtotalCues: string[],
): Cell[] | undefined {
  const hint = parseUnitHint(table[0]?.headers[column] ?? '')
  const cells: Cell[] = []
  for (const row of table) {
    const value = (row.cells[column] ?? '').trim()
    if (!value) continue
    const quantity = parseQuantity(value)
    if (!quantity || quantity.unit === '%' || quantity.unit === 'x' || hint?.unit === '%') return undefined
    const label = row.cells[0] ?? ''
    const role = hasCue(label, subtotalCues) ? 'subtotal' : hasCue(label, totalCues) ? 'total' : 'part'
    cells.push({ row, value, quantity, role })
  }
  const units = new Set(cells.map((cell) => cell.quantity.unit))
  return units.size === 1 ? cells : undefined
}

function checkColumn(slide: Slide, header: string, cells: Cell[]): ConsistencyFinding[] {
  const findings: ConsistencyFinding[] = []
  // A total sums the rows above it, back to the previous total; a subtotal, back to the previous subtotal.
  let parts: Cell[] = []
  let subtotals: Cell[] = []
  let since: Cell[] = []
  for (const cell of cells) {
    if (cell.role === 'part') {
      parts.push(cell)
      since.push(cell)
      continue
    }
    if (cell.role === 'subtotal') {
      if (since.length >= 2 && !adds(cell, sumOf(since)))
        findings.push(wrongTotal(slide, header, cell, since))
      subtotals.push(cell)
      since = []
      continue
    }
    if (parts.length >= 2) {
      // A total may sum every row, the subtotals, or every row but one that is a different kind of thing
      // (a payments line counted beside the plans); only a total that is none of these is reported.
      const block = parts
      const readings = [
        block,
        subtotals,
        since,
        ...block.map((_, skip) => block.filter((__, i) => i !== skip)),
      ]
      if (!readings.some((reading) => reading.length >= 2 && adds(cell, sumOf(reading))))
        findings.push(wrongTotal(slide, header, cell, block))
    }
    parts = []
    subtotals = []
    since = []
  }
  return findings
}

/** A row that stands for rows left out ("……", "..."): the table is an excerpt, its totals cannot add up. */
function isElision(row: TableRow): boolean {
  return row.cells.some((cell) => /^[\s.…·]+$/u.test(cell) && (cell.includes('…') || cell.includes('...')))
}

/**
 * Table totals and subtotals that are not the sum of their rows, column by column. Columns of prices,
 * rates, margins, averages or shares do not add up by nature and are left out (shares are checked against
 * 100 % apart), and so is any column with a cell the checks cannot read as an amount.
 */
export function findWrongTotals(document: Document): ConsistencyFinding[] {
  const totalCues = cueWords('total', document.language)
  const subtotalCues = cueWords('subtotal', document.language)
  const nonAdditive = cueWords('nonAdditive', document.language)
  const findings: ConsistencyFinding[] = []
  for (const slide of document.slides) {
    for (const table of readTables(slide)) {
      if (!table.some((row) => hasCue(row.cells[0] ?? '', [...totalCues, ...subtotalCues]))) continue
      if (table.some(isElision)) continue
      const headers = table[0]?.headers ?? []
      for (let column = 1; column < headers.length; column++) {
        const header = headers[column] ?? ''
        if (hasCue(header, nonAdditive)) continue
        const cells = readColumn(table, column, totalCues, subtotalCues)
        if (cells) findings.push(...checkColumn(slide, header, cells))
      }
    }
  }
  return findings
}
