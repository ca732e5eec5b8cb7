import { isCardinality, isListNumber } from '../../shared'
import { extractFigures } from '../figures'

/** One line of a slide as the summariser sees it: a figure already joined to what it measures. */
export interface SlideLine {
  text: string
  /** The line was a bullet ('- ') on the slide. */
  isBullet: boolean
  /** The line is a table's header, or one of its rows read against the header. */
  table?: 'header' | 'row'
  /** Set for typed lines only (see collectPassages): what the slide model says the line is. */
  kind?: 'stat' | 'chart' | 'caption' | 'chart-title' | 'agenda' | 'contents'
  /** A chart group's whole series (typed lines only), see `ChartSeries`. */
  chart?: ChartSeries
}

/**
 * All points of one chart series on a slide, in the slide's order: the overall summary says what they show
 * (extremes, or first and last over time) in one item. `first` marks the slide line that stands for the
 * chart; the chart's other lines are read slide by slide only.
 */
export interface ChartSeries {
  label: string
  points: { category: string; value: string }[]
  first: boolean
}

// Stat cards and chart labels joined on one line, at most this many: a longer run reads better as a list.
const MAX_GROUP = 6
const GROUP_JOINER = ' · '

// Ingest marks bullets '- '; a PDF's own bullet glyphs are read the same way.
const BULLET = /^\s*(?:-|[•▪◦●■‣–])\s+/u

const CELL_SEPARATOR = /\s*(?:\||\t)\s*/

// What may stand beside the digits of a stat card's value: currency, units and scale words.
const VALUE_DECORATION =
  /[$€£¥%‰+~<>≈±×x/.,:()\s-]|(?<![\p{L}])(?:k|m|mn|mm|bn|mln|mld|b|mio|mrd|md|tn|k€|m€|million|millions|billion|billions|milliards?|millones|milhões|milioni|miljoen|millioner|milliarder|mil|milhão|millionen|milliarden|tsd|pp|pts|bps|yoy|q[1-4]|r\$|us\$|kr|nok|mnok|mrd|mio|eur|euro|euros|usd|chf|sek|dkk|prosent|prozent|procent|percent)(?![\p{L}])/giu

/**
 * Lines of a slide body, with the layout's habit of separating a figure from its label undone:
 * a stat card ("42%" then "Gross margin"), a figure under its heading, and table rows read against their
 * header row ("Revenue — 2023: 3.1; 2024: 4.2") become one line each.
 */
export function readLines(text: string): SlideLine[] {
  const raw = text
    .split('\n')
    .map((line) => ({ text: line.replace(BULLET, '').trim(), isBullet: BULLET.test(line) }))
    .filter((line) => line.text !== '')
  const lines = readTables(joinWrappedLines(readCellByCell(raw)))
  return groupPairs(joinFigureLabels(readChartRows(attachColumns(readTextTables(lines)))))
}

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
function readCellByCell(lines: SlideLine[]): SlideLine[] {
  const isHeaderCell = (line: SlideLine) =>
    !line.isBullet &&
    /\p{L}{2}/u.test(line.text) &&
    line.text.split(/\s+/).length <= 2 &&
    line.text.length <= 24 &&
    extractFigures(line.text).length === 0 &&
    !/[.!?:]$/.test(line.text)
  for (let start = 0; start < lines.length; start += 1) {
    let columns = 0
    while (start + columns < lines.length && isHeaderCell(lines[start + columns]!)) columns += 1
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
 * Values paired with their labels (stat cards, chart labels) stand for one row of the layout: they are
 * joined on one line, "ARR: €4.2M · Churn: 3.1 % · NRR: 118 %", so that they are kept, or dropped, together.
 */
function groupPairs(lines: Paired[]): SlideLine[] {
  const out: SlideLine[] = []
  for (let i = 0; i < lines.length;) {
    let end = i
    while (end < lines.length && lines[end]!.paired && end - i < MAX_GROUP) end += 1
    if (end - i >= 2) {
      out.push({
        text: lines
          .slice(i, end)
          .map((line) => line.text)
          .join(GROUP_JOINER),
        isBullet: false,
      })
      i = end
    } else {
      const { paired: _paired, ...line } = lines[i]!
      void _paired
      out.push(line)
      i += 1
    }
  }
  return out
}

/** A line that came out of pairing a value with its label. */
type Paired = SlideLine & { paired?: boolean }

/**
 * A chart's data labels read as two lines, values then categories ("41% 33% 26%" / "Nordics DACH UK")
 * or the reverse: when the counts match, the n-th value belongs to the n-th category.
 */
function readChartRows(lines: SlideLine[]): Paired[] {
  const out: Paired[] = []
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!
    const next = lines[i + 1]
    if (next) {
      const pairs = pairChartRow(line.text, next.text) ?? pairChartRow(next.text, line.text)
      if (pairs) {
        out.push(...pairs.map((text) => ({ text, isBullet: false, paired: true })))
        i += 1
        continue
      }
    }
    out.push(line)
  }
  return out
}

function pairChartRow(valueLine: string, labelLine: string): string[] | undefined {
  const values = splitValues(valueLine)
  if (!values || values.length < 2 || extractFigures(labelLine).length > 0) return undefined
  const words = labelLine.split(/\s+/)
  if (words.some((word) => !/^\p{L}/u.test(word))) return undefined
  const labels = splitLabels(words, values.length)
  // Labels of several words whose bounds the text does not show: the row of labels is kept whole with its values.
  if (!labels) return [`${labelLine}: ${values.join(GROUP_JOINER)}`]
  return labels.map((label, n) => `${label}: ${values[n]}`)
}

/**
 * Category labels of a chart read as one line, cut into `count` labels: one word each, or, for labels of
 * several words ("Offshore wind Onshore wind Hydro dams"), a cut before each capitalised word.
 */
function splitLabels(words: string[], count: number): string[] | undefined {
  if (words.length === count) return words
  const labels: string[] = []
  for (const word of words) {
    if (/^\p{Lu}/u.test(word) || labels.length === 0) labels.push(word)
    else labels[labels.length - 1] += ` ${word}`
  }
  return labels.length === count ? labels : undefined
}

/** "€ 2,3 mln 41 % 7" as ["€ 2,3 mln", "41 %", "7"], or undefined when the line holds more than values. */
function splitValues(text: string): string[] | undefined {
  if (text.replace(/\d/g, '').replace(VALUE_DECORATION, '').trim() !== '') return undefined
  const chunks: string[][] = []
  for (const token of text.split(/\s+/)) {
    const current = chunks.at(-1)
    // "3 000": a group of three digits opening with 0 continues the number before it.
    const continuesNumber = /^0\d\d$/.test(token) && current?.length === 1 && /^\d{1,3}$/.test(current[0]!)
    const startsValue =
      /\d/.test(token) && !continuesNumber && !(current && !current.some((part) => /\d/.test(part)))
    if (!current || startsValue || /^[$€£¥]$/.test(token)) chunks.push([token])
    else current.push(token)
  }
  const values = chunks.map((chunk) => chunk.join(' '))
  // "1. 2. 3." over "Parents Teachers Peers" is a numbered list laid out in a row, not a chart's data labels.
  return values.every((value) => extractFigures(value).length === 1 && !isListNumber(value))
    ? values
    : undefined
}

/**
 * PDF text comes as visual lines: a sentence wrapped onto the next line continues in lower case, or after
 * a line that fills the text's width without ending its sentence ("…du laboratoire" / "Énergie Lyon…").
 */
function joinWrappedLines(lines: SlideLine[]): SlideLine[] {
  const out: SlideLine[] = []
  const width = Math.max(0, ...lines.map((line) => line.text.length))
  const isFull = (text: string) => text.length >= WRAP_MIN && text.length >= 0.75 * width
  for (const line of lines) {
    const previous = out.at(-1)
    const continues =
      previous &&
      !line.isBullet &&
      !isValueOnly(line.text) &&
      // A list's number stands apart: glued on, "…Student Feedback 3." reads as a figure of the line.
      !isListNumber(line.text) &&
      // A table's rows are lines of their own, however wide the row before.
      !isTableRow(line.text) &&
      !isTableRow(previous.text) &&
      // A label cut after its "&" ("Low Warmth &" / "Responsiveness", the axis of a 2×2) goes on.
      (/\s&$/u.test(previous.text) ||
        (/[\p{L},-]$/u.test(previous.text)
          ? (/^\p{Ll}/u.test(line.text) && previous.text.length >= 0.5 * width) ||
            (isFull(previous.text) && !(/\p{L}$/u.test(previous.text) && isTitleCased(previous.text)))
          : /[\p{N})»”"]$/u.test(previous.text) && isFull(previous.text)))
    if (previous && continues) {
      previous.text = previous.text.endsWith('-')
        ? `${previous.text}${line.text}`
        : `${previous.text} ${line.text}`
    } else {
      out.push({ ...line })
    }
  }
  return out
}

/**
 * Every longer word capitalised ("Orientations to the World of Work and Possible Selves"): a label, which
 * ends where its box ends; the next capitalised line is the next box, not its continuation.
 */
function isTitleCased(text: string): boolean {
  const words = text.match(/\p{L}{4,}/gu) ?? []
  return words.length >= 3 && words.every((word) => /^\p{Lu}/u.test(word))
}

// A wrapped paragraph line is at least this long: shorter lines that fill the width are labels and cards.
const WRAP_MIN = 60

function readTables(lines: SlideLine[]): SlideLine[] {
  const out: SlideLine[] = []
  for (let i = 0; i < lines.length;) {
    const run: string[][] = []
    while (i + run.length < lines.length && isTableRow(lines[i + run.length]!.text)) {
      run.push(lines[i + run.length]!.text.split(CELL_SEPARATOR))
    }
    if (run.length < 2) {
      out.push(lines[i]!)
      i += 1
      continue
    }
    const [header, ...rows] = run as [string[], ...string[][]]
    out.push(...tableLines(header, rows))
    i += run.length
  }
  return out
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
function readTextTables(lines: SlideLine[]): SlideLine[] {
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
  for (let k = 1; k < words.length; k += 1) {
    const label = words.slice(0, k).join(' ')
    if (!/^\p{L}/u.test(label)) return undefined
    const values = splitValues(words.slice(k).join(' '))
    if (values) return /[.!?:;,·|•–—-]$/.test(label) ? undefined : { label, values }
  }
  return undefined
}

/**
 * A table column drawn as its own text block (a header word, then one value per row) comes after the rows
 * it belongs to: it is appended to them, in order, when its count matches.
 */
function attachColumns(lines: SlideLine[]): SlideLine[] {
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

function isTableRow(text: string): boolean {
  return CELL_SEPARATOR.test(text) && text.split(CELL_SEPARATOR).length >= 2
}

/**
 * A line that is a value and nothing else: "$4.2M", "42 %", "3x", "1 200+". A list's number ("2.", "3)")
 * and a diagram's cardinality ("1...n") count items and measure nothing: paired with the label beside them
 * they read as "Teachers: 3." (issue 24, reader r24).
 */
export function isValueOnly(text: string): boolean {
  return (
    !text.split(/\s+/u).every(isListNumber) &&
    !isCardinality(text) &&
    extractFigures(text).length > 0 &&
    text.length <= 24 &&
    text.replace(/\d/g, '').replace(VALUE_DECORATION, '').trim() === ''
  )
}

// A short line without a figure (but for a year, "Revenue 2024") that can name a value beside it.
function isLabel(text: string): boolean {
  const figures = extractFigures(text)
  const isYear = figures.length === 1 && /^(?:19|20)\d\d$/.test(figures[0]!) && text.split(/\s+/).length <= 4
  return (
    (figures.length === 0 || isYear) &&
    !isListNumber(text) &&
    text.length <= 60 &&
    text.split(/\s+/).length <= 8 &&
    !/[.!?]$/.test(text)
  )
}

/**
 * Pairs values with labels in a run of short lines. Layouts put the value above its label or below it;
 * of the two readings the one leaving fewer lines unpaired wins, and on a tie the one whose unpaired
 * line comes first (a heading above the cards).
 */
function joinFigureLabels(lines: Paired[]): Paired[] {
  const out: Paired[] = []
  for (let i = 0; i < lines.length;) {
    let end = i
    while (end < lines.length && (isValueOnly(lines[end]!.text) || isLabel(lines[end]!.text))) end += 1
    const run = lines.slice(i, end)
    if (run.length < 2) {
      out.push(lines[i]!)
      i += 1
      continue
    }
    // A run of labels without a value pairs nowhere, nor does any part of it: passed on whole (rescanning
    // it from each line was quadratic on a long document's short lines).
    if (!run.some((line) => isValueOnly(line.text))) {
      out.push(...run)
      i = end
      continue
    }
    const grid = pairGrid(run)
    if (grid) {
      out.push(...grid)
      i = end
      continue
    }
    const valueFirst = pairRun(run, true)
    const labelFirst = pairRun(run, false)
    out.push(...(rank(valueFirst) <= rank(labelFirst) ? valueFirst : labelFirst).lines)
    i = end
  }
  return out
}

/**
 * A row of stat cards read in position order gives every value first, then every label (or the reverse):
 * "$4.2M / 38% / Revenue / Margin". The n-th value belongs to the n-th label.
 */
function pairGrid(run: Paired[]): Paired[] | undefined {
  const isValue = run.map((line) => isValueOnly(line.text))
  for (const valuesFirst of [true, false]) {
    const lead = isValue.findIndex((value) => value !== valuesFirst)
    const count = lead < 0 ? run.length : lead
    if (count < 2 || run.length - count < count) continue
    const second = run.slice(count, 2 * count)
    if (second.some((line) => isValueOnly(line.text) === valuesFirst)) continue
    const first = run.slice(0, count)
    const pairs = first.map((line, n) => {
      const [value, label] = valuesFirst ? [line, second[n]!] : [second[n]!, line]
      return {
        text: `${label.text}: ${value.text}`,
        isBullet: line.isBullet || second[n]!.isBullet,
        paired: true,
      }
    })
    return [...pairs, ...run.slice(2 * count)]
  }
  return undefined
}

interface Pairing {
  lines: Paired[]
  unpaired: number
  firstUnpairedAt: number
}

function rank(pairing: Pairing): number {
  return pairing.unpaired * 1000 + (pairing.firstUnpairedAt === 0 ? 0 : 1)
}

function pairRun(run: Paired[], valueFirst: boolean): Pairing {
  const lines: Paired[] = []
  let unpaired = 0
  let firstUnpairedAt = -1
  for (let i = 0; i < run.length;) {
    const first = run[i]!
    const second = run[i + 1]
    const [value, label] = valueFirst ? [first, second] : [second, first]
    if (value && label && isValueOnly(value.text) && isLabel(label.text)) {
      lines.push({
        text: `${label.text}: ${value.text}`,
        isBullet: first.isBullet || second!.isBullet,
        paired: true,
      })
      i += 2
    } else {
      if (firstUnpairedAt < 0) firstUnpairedAt = i
      if (isValueOnly(first.text)) unpaired += 1
      lines.push(first)
      i += 1
    }
  }
  return { lines, unpaired, firstUnpairedAt }
}
