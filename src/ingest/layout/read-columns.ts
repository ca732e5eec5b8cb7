import type { SlideLine } from '../../shared'
import { sharesColumn, sharesRow } from './shares-column'
import type { TextBox } from './text-box'

/** A run of lines at one reading position, with the box it came from when it is one box's own. */
export interface PlacedLines {
  x: number
  y: number
  lines: SlideLine[]
  box?: TextBox
}

// A column's heading is short: a few words, no sentence.
const MAX_HEADING_WORDS = 6
const MAX_HEADING_CHARS = 60
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/gu

/**
 * A comparison laid out in columns ("Risks" over its bullets, "Mitigation" over its own, side by side) is
 * read column by column: each heading with the body under it. Read row by row, by position alone, the
 * headings come first and the bodies after them, so that nothing tells which list is which (issue 24,
 * reader r24: risks read as paired with risks). Only when two or more such heading-over-body columns
 * stand side by side; any other layout keeps its order.
 */
export function readColumns(units: PlacedLines[]): PlacedLines[] {
  const columns: { heading: PlacedLines; body: PlacedLines }[] = []
  for (const heading of units) {
    if (!heading.box || !isHeading(heading.lines)) continue
    const body = bodyUnder(heading, units)
    if (body) columns.push({ heading, body })
  }
  const sideBySide = columns.filter((column) =>
    columns.some((other) => other !== column && sharesRow(other.heading.box!, column.heading.box!)),
  )
  if (sideBySide.length < 2) return units
  const bodies = new Set(sideBySide.map((column) => column.body))
  const bodyOf = new Map(sideBySide.map((column) => [column.heading, column.body]))
  return units
    .filter((unit) => !bodies.has(unit))
    .map((unit) => {
      const body = bodyOf.get(unit)
      return body ? { ...unit, lines: [...unit.lines, ...body.lines] } : unit
    })
}

function isHeading(lines: SlideLine[]): boolean {
  const only = lines.length === 1 ? lines[0] : undefined
  if (!only || only.kind !== 'paragraph') return false
  const text = only.text.trim()
  return (
    text.length <= MAX_HEADING_CHARS &&
    text.split(/\s+/u).length <= MAX_HEADING_WORDS &&
    // A year names a column too ("Ziel Ende 2027" beside "Heute", issue 24); other digits are a value's.
    !/\d/u.test(text.replace(YEAR, '')) &&
    !/[.!?;,]$/u.test(text)
  )
}

/** The nearest unit below a heading in its column, when it holds a list or several lines and no unit stands between. */
function bodyUnder(heading: PlacedLines, units: PlacedLines[]): PlacedLines | undefined {
  const top = heading.box!
  const below = units
    .filter(
      (unit) =>
        unit !== heading && unit.box && unit.y >= top.y + top.height * 0.5 && sharesColumn(top, unit.box),
    )
    .sort((a, b) => a.y - b.y)
  const body = below[0]
  if (
    !body ||
    !(body.lines.length >= 2 || body.lines.some((line) => line.kind === 'bullet' || line.kind === 'numbered'))
  )
    return undefined
  return body
}
