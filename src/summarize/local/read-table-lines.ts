import { isFirstRowARecord, isListNumber } from '../../shared'
import { datesIn } from '../dates-in'
import { extractFigures } from '../figures'
import { isLabel, isValueOnly, splitValues } from './pair-figure-labels'
import type { SlideLine } from './read-lines'

const CELL_SEPARATOR = /\s*(?:\||\t)\s*/

/**
 * A table a PDF gives one cell a line: a header of 2-6 one- or two-word names without figures ("Step",
 * "Owner", "Date"), then the cells, a whole number of rows to the end of the slide. Rebuilt as "a | b | c"
 * rows for `readTables`; anything else is left as it came.
 *
 * Each row read so says "label: value" (`tableLines`), so it must have a value: with two columns the
 * second holds a figure and nothing else ("Revenue | €3.4M"), with more some cell after the first holds a
 * figure (a date, an amount). Labels beside labels (the quadrants of a 2×2, boxes of a diagram, "Node 4" by
 * "Node 5") and sentences under two headings (a list set in two columns, read down each one) pair nothing.
 */
export function readCellByCell(lines: SlideLine[]): SlideLine[] {
  const isHeaderCell = (line: SlideLine) =>
    !line.isBullet &&
    /\p{L}{2}/u.test(line.text) &&
    line.text.split(/\s+/).length <= 2 &&
    line.text.length <= 24 &&
    extractFigures(line.text).length === 0 &&
    !/[.!?:]$/.test(line.text)
  // Where the slide says which box a line stands in, each cell is a box of its own: the lines of one box are
  // one label wrapped ("Floss" / "(Mixed)" / "Refactoring"), not three columns (issue 24).
  const isNewBox = (at: number, start: number) =>
    lines[at]!.box === undefined || lines.slice(start, at).every((line) => line.box !== lines[at]!.box)
  for (let start = 0; start < lines.length; start += 1) {
    let columns = 0
    while (
      start + columns < lines.length &&
      isHeaderCell(lines[start + columns]!) &&
      isNewBox(start + columns, start)
    )
      columns += 1
    const cells = lines.length - start - columns
    if (columns < 2 || columns > 6 || cells < columns || cells % columns !== 0) continue
    // A bullet is an item of a list, not a cell of a table.
    if (lines.slice(start + columns).some((line) => line.isBullet)) continue
    const rows: string[][] = []
    for (let at = start; at < lines.length; at += columns)
      rows.push(lines.slice(at, at + columns).map((line) => line.text))
    const hasValue = (row: string[]) =>
      columns === 2
        ? isValueOnly(row[1]!)
        : row.slice(1).some((cell) => !isListNumber(cell) && extractFigures(cell).length > 0)
    if (!rows.slice(1).every(hasValue)) continue
    return [...lines.slice(0, start), ...rows.map((row) => ({ text: row.join(' | '), isBullet: false }))]
  }
  return lines
}

/**
 * Runs of rows whose cells tabs or bars separate, each read as a table. The first row names the columns only
 * where it can: a bulleted row is an item of a list like the rows under it ("- Richard Gedye | Oxford
 * University Press | UK (Chair)"), and so is the first row of a later block of a grouped table (a group's
 * name, then rows as wide as the block before it), and so is a first row that states a value (`namesColumns`).
 * Read as a header, its cells would label every other row with that one person's employer (issue 24). Such a
 * run's rows are given cell by cell, as they stand.
 */
export function readTables(lines: SlideLine[]): SlideLine[] {
  const out: SlideLine[] = []
  let widthBefore: number | undefined
  for (let i = 0; i < lines.length;) {
    const run: string[][] = []
    while (i + run.length < lines.length && isTableRow(lines[i + run.length]!.text)) {
      run.push(lines[i + run.length]!.text.split(CELL_SEPARATOR).map(collapseSpaces))
    }
    if (run.length < 2) {
      // A line of one cell between blocks (a group's name) keeps the grouped table's width.
      if (run.length === 1) widthBefore = run[0]!.length
      else if (!isGroupName(lines[i]!)) widthBefore = undefined
      out.push(lines[i]!)
      i += 1
      continue
    }
    // "Q:<tab>Will the standards …?" over "A:<tab>No." is a question and its answer, no table: said as one
    // line, so the entry keeps them together (a row "A:: No." says an answer to nothing).
    if (run.every((row) => row.length === 2 && /^\p{L}{1,12}\s?:$/u.test(row[0]!))) {
      out.push(...labelledLines(run, lines[i]!.isBullet))
      i += run.length
      continue
    }
    const isLaterBlock = widthBefore === run[0]!.length && i > 0 && isGroupName(lines[i - 1]!)
    if (
      lines[i]!.isBullet ||
      isLaterBlock ||
      !namesColumns(run[0]!) ||
      isFirstRowARecord(run[0]!, run.slice(1))
    ) {
      const header = run[0]!.map(() => '')
      out.push(...tableLines(header, run).filter((line) => line.table !== 'header'))
    } else {
      const [header, ...rows] = run as [string[], ...string[][]]
      out.push(...tableLines(header, rows))
    }
    widthBefore = run[0]!.length
    i += run.length
  }
  return out
}

/**
 * A row that can name the columns under it: no cell after the first states a quantity. A first row that does
 * ("Proposed | Unrestricted Faithful | 234 (words)") is the table's first record: read as the header it put its
 * words before every other row's values, each method paired with the first one's scheme and figure (issue 24,
 * LNS slide 26: "Lewis — Unrestricted Faithful: Restricted Faithful; 234 (words): 768"). Names that hold a number
 * ("Phase 2", "Q1", "FY2024", "2023/24") still name columns; a header of quantities ("3 months | 6 months") is
 * read as a record, its rows left without column names rather than given wrong ones.
 */
function namesColumns(row: string[]): boolean {
  return row.slice(1).every((cell) => !statesQuantity(cell))
}

// A cell opening with a figure ("234 (words)", "≈1500", "$4.2M", "12 %") after any sign, no year or span of years.
function statesQuantity(cell: string): boolean {
  const text = cell.replace(/^[^\p{L}\p{N}]+/u, '').trim()
  return /^\d/u.test(text) && !/^(?:19|20)\d\d(?:\s*[-–/]\s*(?:19|20)?\d\d)?$/u.test(text)
}

/** Lines of a label and its text ("Q:", "A:"), each question joined with the answer under it. */
function labelledLines(run: string[][], isBullet: boolean): SlideLine[] {
  const lines: SlideLine[] = []
  for (const [label, said] of run) {
    const last = lines.at(-1)
    if (last && /\?$/u.test(last.text)) last.text = `${last.text} ${label} ${said}`
    else lines.push({ text: `${label} ${said}`, isBullet })
  }
  return lines
}

/** A short line of words alone, as a grouped table names each block ("Libraries", "Publishers, etc."). */
function isGroupName(line: SlideLine): boolean {
  return (
    !line.isBullet &&
    line.text.split(/\s+/u).length <= 6 &&
    extractFigures(line.text).length === 0 &&
    !/[.!?]$/u.test(line.text)
  )
}

/**
 * A table as lines: its header, then each row read against it, "Lisbon — Revenue: 4.2; Share: 12 %". A
 * row with one value names no column ("Lisbon: 4.2"): the slide's title and the header line say what it is.
 */
function tableLines(header: string[], rows: string[][]): SlideLine[] {
  const headerIsLabels = header.slice(1).some((cell) => cell !== '') && header.length >= 2
  const lines: SlideLine[] = [
    { text: header.filter((cell) => cell !== '').join(' | '), isBullet: false, table: 'header' },
  ]
  for (const row of rows) {
    const filled = row.slice(1).filter((cell) => cell !== '')
    const cells =
      filled.length === 1
        ? filled
        : row.slice(1).flatMap((cell, j) => {
            const label = headerIsLabels ? header[j + 1] : undefined
            return cell === '' ? [] : [label ? `${label}: ${cell}` : cell]
          })
    const text =
      filled.length === 1 && row[0]
        ? `${row[0]}: ${cells[0]}`
        : [row[0], cells.join('; ')].filter(Boolean).join(' — ')
    lines.push({ text, isBullet: false, table: 'row' })
  }
  return lines
}

// A cell that only ticks its column ("✔", "✓", "●"), or only crosses it out ("✗", "–").
const TICK = /^[✔✓☑✅●■]$/u
const CROSS = /^(?:[✗✘☐✕×○–-]|)$/u

/**
 * A row of a grid of ticks ("Verify that … — L1: ✔; L2: ✔; L3: ✔") said as the columns it ticks, "Verify
 * that … — L1, L2, L3": cell by cell, a compacted row keeps the ticks and loses the columns they stand in
 * ("…: ✔; ✔; ✔"). Any other row is returned as it came.
 */
export function sayTickedColumns(text: string): string {
  const at = text.indexOf(' — ')
  if (at < 0) return text
  const cells = text.slice(at + 3).split('; ')
  const named = cells.map((cell) => /^([^:]{1,40}): (.*)$/u.exec(cell))
  if (named.some((match) => match === null)) return text
  const values = named.map((match) => match![2]!.trim())
  if (
    !values.some((value) => TICK.test(value)) ||
    !values.every((value) => TICK.test(value) || CROSS.test(value))
  )
    return text
  const ticked = named.filter((_, n) => TICK.test(values[n]!)).map((match) => match![1]!)
  return `${text.slice(0, at)} — ${ticked.join(', ')}`
}

/**
 * A table row without its column names, "España: 11,2 M€; +15 %", for the rows after the first: the
 * first row shown names the columns for the rest.
 */
export function compactRow(text: string): string {
  const at = text.indexOf(' — ')
  if (at < 0) return text
  const cells = text
    .slice(at + 3)
    .split('; ')
    .map((cell) => cell.replace(/^[^:]{1,40}: /, ''))
  return `${text.slice(0, at)}: ${cells.join('; ')}`
}

// A table drawn without rules (PDF text) has at least this many rows of a label and the same number of values.
const MIN_TEXT_TABLE_ROWS = 3

/**
 * Tables whose cells the text does not separate: runs of lines that each end in the same number of values
 * after a label ("Onderhoud € 2,3 mln +12 %"). The line above the run is the header when its words name
 * one column each.
 */
export function readTextTables(lines: SlideLine[]): SlideLine[] {
  const out: SlideLine[] = []
  for (let i = 0; i < lines.length;) {
    const first = splitRow(lines[i]!)
    let end = i
    const rows: { label: string; values: string[] }[] = []
    while (end < lines.length) {
      const row = splitRow(lines[end]!)
      if (!row || !first || row.values.length !== first.values.length) break
      rows.push(row)
      end += 1
    }
    if (rows.length < MIN_TEXT_TABLE_ROWS) {
      out.push(lines[i]!)
      i += 1
      continue
    }
    // A table names each row once. Names that come back with another number ("Instance 7", "Instance 2")
    // are a diagram's boxes, numbered: the number is part of the name, no value (issue 24).
    if (new Set(rows.map((row) => row.label.toLowerCase())).size < rows.length) {
      out.push(...lines.slice(i, end))
      i = end
      continue
    }
    const above = out.at(-1)
    const headerWords =
      above && !above.isBullet && !above.table ? headerCells(above.text, first!.values.length) : undefined
    if (headerWords) out.pop()
    const header = headerWords ?? ['', ...first!.values.map(() => '')]
    out.push(
      ...tableLines(
        header,
        rows.map((row) => [row.label, ...row.values]),
      ).filter((line) => headerWords || line.table !== 'header'),
    )
    i = end
  }
  return out
}

/** A header line cut into a label column and `count` value columns: one word each, else undefined. */
function headerCells(text: string, count: number): string[] | undefined {
  const words = text.split(/\s+/)
  if (words.length !== count + 1 || /[.!?]$/.test(text)) return undefined
  return words.some((word) => extractFigures(word).length > 0) ? undefined : words
}

/** "Den Haag € 3,3 mln +13 %" as a label and its values; undefined for a line that does not end in values. */
function splitRow(line: SlideLine): { label: string; values: string[] } | undefined {
  if (line.isBullet || line.table || line.text.length > 120) return undefined
  const words = line.text.split(/\s+/)
  // A date is one value: "31 July 2026", "31. Juli 2026", "31 de julio de 2026" never splits into a label "… 31
  // July" and a value "2026" (reader r-s1: "Date: 31 July: 2026").
  const dates = datesIn(line.text)
  for (let k = 1; k < words.length; k += 1) {
    const label = words.slice(0, k).join(' ')
    if (!/^\p{L}/u.test(label)) return undefined
    if (dates.some((date) => date.index < label.length && label.length < date.index + date.text.length))
      continue
    const values = splitValues(words.slice(k).join(' '))
    if (values) return /[.!?:;,·|•–—-]$/.test(label) ? undefined : { label, values }
  }
  return undefined
}

/**
 * A table column drawn as its own text block (a header word, then one value per row) comes after the rows
 * it belongs to: it is appended to them, in order, when its count matches.
 */
export function attachColumns(lines: SlideLine[]): SlideLine[] {
  const out = lines.slice()
  for (let i = 0; i < out.length; i += 1) {
    if (out[i]!.table !== 'header') continue
    let rowsEnd = i + 1
    while (rowsEnd < out.length && out[rowsEnd]!.table === 'row') rowsEnd += 1
    const count = rowsEnd - i - 1
    for (let j = rowsEnd; j + count < out.length + 0; j += 1) {
      const head = out[j]!.text
      const column = out.slice(j + 1, j + 1 + count)
      if (
        column.length !== count ||
        !isLabel(head) ||
        head.split(/\s+/).length > 3 ||
        !column.every((line) => isValueOnly(line.text) && extractFigures(line.text).length === 1)
      )
        continue
      const header = out[i]!
      const firstColumn = header.text.split(' | ')[1]
      header.text = `${header.text} | ${head}`
      const rows = out.slice(i + 1, rowsEnd)
      rows.forEach((row, n) => {
        row.text = attachCell(row.text, firstColumn, head, column[n]!.text)
      })
      out.splice(j, count + 1)
      break
    }
  }
  return out
}

// "España: 11,2 M€" with "Variación: +15 %" becomes "España — Ventas: 11,2 M€; Variación: +15 %".
function attachCell(row: string, firstColumn: string | undefined, head: string, value: string): string {
  const single = /^([^—:]+): (.+)$/.exec(row)
  if (single && !row.includes(' — '))
    return `${single[1]} — ${firstColumn ? `${firstColumn}: ` : ''}${single[2]}; ${head}: ${value}`
  return `${row}; ${head}: ${value}`
}

export function isTableRow(text: string): boolean {
  return CELL_SEPARATOR.test(text) && text.split(CELL_SEPARATOR).length >= 2
}

// Spaces a row was aligned with by hand ("234           (words)") are one space in its cell.
function collapseSpaces(cell: string): string {
  return cell.replace(/\s{2,}/gu, ' ')
}
