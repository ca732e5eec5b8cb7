import { extractFigures } from '../figures'

/** One line of a slide as the summariser sees it: a figure already joined to what it measures. */
export interface SlideLine {
  text: string
  /** The line was a bullet ('- ') on the slide. */
  isBullet: boolean
  /** The line is a table's header, or one of its rows read against the header. */
  table?: 'header' | 'row'
}

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
  return joinFigureLabels(readChartRows(readTables(joinWrappedLines(raw))))
}

/**
 * A chart's data labels read as two lines, values then categories ("41% 33% 26%" / "Nordics DACH UK")
 * or the reverse: when the counts match, the n-th value belongs to the n-th category.
 */
function readChartRows(lines: SlideLine[]): SlideLine[] {
  const out: SlideLine[] = []
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!
    const next = lines[i + 1]
    if (next) {
      const pairs = pairChartRow(line.text, next.text) ?? pairChartRow(next.text, line.text)
      if (pairs) {
        out.push(...pairs.map((text) => ({ text, isBullet: true })))
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
  const labels = labelLine.split(/\s+/)
  if (labels.length !== values.length || labels.some((label) => !/^\p{L}/u.test(label))) return undefined
  return labels.map((label, n) => `${label}: ${values[n]}`)
}

/** "€ 2,3 mln 41 % 7" as ["€ 2,3 mln", "41 %", "7"], or undefined when the line holds more than values. */
function splitValues(text: string): string[] | undefined {
  if (text.replace(/\d/g, '').replace(VALUE_DECORATION, '').trim() !== '') return undefined
  const chunks: string[][] = []
  for (const token of text.split(/\s+/)) {
    const current = chunks.at(-1)
    const startsValue = /\d/.test(token) && !(current && !current.some((part) => /\d/.test(part)))
    if (!current || startsValue || /^[$€£¥]$/.test(token)) chunks.push([token])
    else current.push(token)
  }
  const values = chunks.map((chunk) => chunk.join(' '))
  return values.every((value) => extractFigures(value).length === 1) ? values : undefined
}

// PDF text comes as visual lines: a sentence wrapped onto the next line continues in lower case.
function joinWrappedLines(lines: SlideLine[]): SlideLine[] {
  const out: SlideLine[] = []
  for (const line of lines) {
    const previous = out.at(-1)
    if (previous && !line.isBullet && /[\p{L},-]$/u.test(previous.text) && /^\p{Ll}/u.test(line.text)) {
      previous.text = previous.text.endsWith('-')
        ? `${previous.text}${line.text}`
        : `${previous.text} ${line.text}`
    } else {
      out.push({ ...line })
    }
  }
  return out
}

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
    const headerIsLabels = header.slice(1).some((cell) => cell !== '') && header.length >= 2
    out.push({ text: header.filter((cell) => cell !== '').join(' | '), isBullet: false, table: 'header' })
    for (const row of rows) {
      const cells = row.slice(1).map((cell, j) => {
        const label = headerIsLabels ? header[j + 1] : undefined
        return label && cell ? `${label}: ${cell}` : cell
      })
      out.push({
        text: [row[0], cells.filter((cell) => cell !== '').join('; ')].filter(Boolean).join(' — '),
        isBullet: true,
        table: 'row',
      })
    }
    i += run.length
  }
  return out
}

function isTableRow(text: string): boolean {
  return CELL_SEPARATOR.test(text) && text.split(CELL_SEPARATOR).length >= 2
}

/** A line that is a value and nothing else: "$4.2M", "42 %", "3x", "1 200+". */
export function isValueOnly(text: string): boolean {
  return (
    extractFigures(text).length > 0 &&
    text.length <= 24 &&
    text.replace(/\d/g, '').replace(VALUE_DECORATION, '').trim() === ''
  )
}

// A short line without a figure that can name a value beside it.
function isLabel(text: string): boolean {
  return (
    extractFigures(text).length === 0 &&
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
function joinFigureLabels(lines: SlideLine[]): SlideLine[] {
  const out: SlideLine[] = []
  for (let i = 0; i < lines.length;) {
    let end = i
    while (end < lines.length && (isValueOnly(lines[end]!.text) || isLabel(lines[end]!.text))) end += 1
    const run = lines.slice(i, end)
    if (run.length < 2 || !run.some((line) => isValueOnly(line.text))) {
      out.push(lines[i]!)
      i += 1
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
function pairGrid(run: SlideLine[]): SlideLine[] | undefined {
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
      return { text: `${label.text}: ${value.text}`, isBullet: line.isBullet || second[n]!.isBullet }
    })
    return [...pairs, ...run.slice(2 * count)]
  }
  return undefined
}

interface Pairing {
  lines: SlideLine[]
  unpaired: number
  firstUnpairedAt: number
}

function rank(pairing: Pairing): number {
  return pairing.unpaired * 1000 + (pairing.firstUnpairedAt === 0 ? 0 : 1)
}

function pairRun(run: SlideLine[], valueFirst: boolean): Pairing {
  const lines: SlideLine[] = []
  let unpaired = 0
  let firstUnpairedAt = -1
  for (let i = 0; i < run.length;) {
    const first = run[i]!
    const second = run[i + 1]
    const [value, label] = valueFirst ? [first, second] : [second, first]
    if (value && label && isValueOnly(value.text) && isLabel(label.text)) {
      lines.push({ text: `${label.text}: ${value.text}`, isBullet: first.isBullet || second!.isBullet })
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
