import { lineText, piecesOf, type Line } from './page-line'

/** A line ending on one of these closes its sentence or clause: joining on what follows keeps the break readable. */
const CLOSED = /[.!?:;,…\-–—([{/&+]$/u
/** The space before the word that would have gone on the line, in font heights. */
const SPACE = 0.3
/**
 * A page with at most this many characters of body text is a slide, whose lines are items set by hand; on a page
 * of prose lines wrap, and justified or indented lines leave room that no hand break made (as SPARSE_CHARS).
 */
const SLIDE_CHARS = 600
/** The lines that set a text's right margin stand within this many font heights of the line. */
const BLOCK_REACH = 10
/** A step this much wider than the block's closest one is a paragraph's spacing, not a wrap. */
const PARAGRAPH_SPACING = 1.3

/**
 * On a slide, the line was broken by hand, not wrapped: its text has no closing mark, the next line opens on a capital, and
 * either that line's first word would have fitted in the room left at the end of this one, or the next line
 * stands further down than the block's wrapped lines do (a paragraph's spacing). Text only wraps a word that does
 * not fit, so such a break ends an item ("… no “lock in”" / "They want everything to “just work”"): read on as
 * one, the two run together with no full stop between them (issue 24, reader r-a3). A capital after a wrapped
 * line ("… run on" / "Kubernetes today") stays joined, as its first word had no room.
 */
export function isHandBreak(last: Line, next: Line, lines: Line[]): boolean {
  if (CLOSED.test(lineText(last)) || !/^\p{Lu}/u.test(lineText(next)) || !isSlidePage(lines)) return false
  const height = Math.max(last.height, next.height)
  if (roomAfter(last, lines) >= firstWordWidth(next) + SPACE * height) return true
  const closest = closestStep(last, lines)
  return closest !== undefined && next.y - last.y > closest * PARAGRAPH_SPACING
}

/** The width of the widest line that starts where the line starts, measured once per page and left edge. */
export function widestAt(line: Line, lines: Line[]): number {
  let widths = widestCache.get(lines)
  if (!widths) {
    widths = new Map()
    widestCache.set(lines, widths)
  }
  const key = Math.round(line.left)
  let widest = widths.get(key)
  if (widest === undefined) {
    widest = 0
    for (const other of lines)
      if (Math.abs(other.left - line.left) <= line.height) widest = Math.max(widest, other.right - other.left)
    widths.set(key, widest)
  }
  return widest
}
const widestCache = new WeakMap<Line[], Map<number, number>>()

/**
 * The room left at the end of the line: the text's right margin is at least as far as the widest line of its size
 * that starts where it starts, near it (a paper's lines across both columns are another text's). A footer in small print, or a row of headings over columns side by side, may run
 * wider, and sets no margin of the text's.
 */
function roomAfter(line: Line, lines: Line[]): number {
  let right = line.right
  for (const other of lines)
    if (
      isAlike(other, line) &&
      piecesOf(other).length === 1 &&
      Math.abs(other.y - line.y) <= line.height * BLOCK_REACH
    )
      right = Math.max(right, other.right)
  return right - line.right
}

/** The closest step down between two lines of the page that start where the line starts and share its size. */
function closestStep(line: Line, lines: Line[]): number | undefined {
  const alike = lines.filter((other) => isAlike(other, line))
  let closest: number | undefined
  for (let at = 1; at < alike.length; at++) {
    const step = alike[at]!.y - alike[at - 1]!.y
    // Lines less than a font height apart are no text's lines (a raised mark, a chart's label).
    if (step >= line.height && (closest === undefined || step < closest)) closest = step
  }
  return closest
}

/** The page holds as little text as a slide does. */
function isSlidePage(lines: Line[]): boolean {
  let chars = pageChars.get(lines)
  if (chars === undefined) {
    chars = lines.reduce((sum, line) => sum + lineText(line).length, 0)
    pageChars.set(lines, chars)
  }
  return chars <= SLIDE_CHARS
}
const pageChars = new WeakMap<Line[], number>()

/** The other line starts where the line starts and is set in its size. */
function isAlike(other: Line, line: Line): boolean {
  return (
    Math.abs(other.left - line.left) <= line.height &&
    Math.abs(other.height - line.height) <= line.height * 0.1
  )
}

/** The width of the line's first word, from its first run's average letter width. */
function firstWordWidth(line: Line): number {
  const run = line.runs[0]!
  const letters = run.text.trim().length || 1
  const word = lineText(line).split(/\s/u)[0] ?? ''
  return (run.width / letters) * word.length
}
