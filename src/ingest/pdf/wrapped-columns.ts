import { lineText, piecesOf, runsText, type Line, type TextRun } from './page-line'

/** A diagram's steps stand side by side: at least this many boxes in a row. */
const MIN_COLUMNS = 3
/** A wrapped box's next line stands at most this many font heights below the line before. */
const MAX_LINE_STEP = 2
/** Its words go on below: at least this many pieces in the block continue the piece above them. */
const MIN_CONTINUATIONS = 2

// A piece that goes on with the words above it: a lower-case word, an ampersand, an ellipsis.
const HAS_DIGIT = /\d/u

const CONTINUES = /^(?:\p{Ll}|&|\.\.\.|…)/u

/**
 * Short text boxes set side by side as columns (a flow diagram's steps, each wrapped over two or three lines) are
 * read by baseline as lines across all of them: "App is developed Built automatically Container image Deployed
 * ...to an" then "& tested locally using CI of your …" (issue 24, reader r-a3). Where three pieces or more stand
 * in a row, the lines below fit into their columns, no piece holds a digit (cards and tables keep their rows),
 * and pieces below go on with the words above them, each column is read top to bottom as one line, left to right.
 */
export function readWrappedColumns(lines: Line[], inTable: ReadonlySet<Line> = new Set()): Line[] {
  const out: Line[] = []
  for (let at = 0; at < lines.length;) {
    const found = columnBlock(lines, at)
    const block =
      found && lines.slice(at, at + found.size).some((line) => inTable.has(line)) ? undefined : found
    if (!block) {
      out.push(lines[at]!)
      at += 1
      continue
    }
    out.push(...block.columns)
    at += block.size
  }
  return out
}

interface Span {
  left: number
  right: number
  pieces: TextRun[][]
}

function columnBlock(lines: Line[], start: number): { columns: Line[]; size: number } | undefined {
  const first = lines[start]!
  const firstPieces = piecesOf(first)
  // A digit anywhere, even in words ("up from 3.6%"), makes the boxes cards or cells, whose rows are read whole.
  if (firstPieces.length < MIN_COLUMNS || firstPieces.some((piece) => HAS_DIGIT.test(runsText(piece))))
    return undefined
  const spans: Span[] = firstPieces.map((piece) => ({ ...extent(piece), pieces: [piece] }))
  let continuations = 0
  const isClose = (line: Line, previous: Line) =>
    line.y - previous.y <= MAX_LINE_STEP * Math.max(line.height, previous.height)
  // Cards' captions wrap too ("Average monthly" over "spend"): their figures or third lines stand right by them.
  const holdsDigit = (line: Line | undefined) => line !== undefined && HAS_DIGIT.test(lineText(line))
  const before = lines[start - 1]
  if (before && isClose(first, before) && holdsDigit(before)) return undefined
  let end = start + 1
  for (; end < lines.length; end += 1) {
    const line = lines[end]!
    if (!isClose(line, lines[end - 1]!)) break
    const placed = piecesOf(line).map((piece) => [piece, columnOf(piece, spans)] as const)
    if (placed.some(([piece, column]) => column === undefined || HAS_DIGIT.test(runsText(piece)))) break
    for (const [piece, column] of placed) {
      const span = spans[column!]!
      if (CONTINUES.test(runsText(piece))) continuations += 1
      span.pieces.push(piece)
      const { left, right } = extent(piece)
      span.left = Math.min(span.left, left)
      span.right = Math.max(span.right, right)
    }
  }
  if (end - start < 2 || continuations < MIN_CONTINUATIONS) return undefined
  const after = lines[end]
  if (after && isClose(after, lines[end - 1]!) && holdsDigit(after)) return undefined
  return { columns: spans.map((span) => columnLine(span, first)), size: end - start }
}

function extent(piece: TextRun[]): { left: number; right: number } {
  return { left: piece[0]!.x, right: Math.max(...piece.map((run) => run.x + run.width)) }
}

/** The one column whose span the piece overlaps, or undefined (none, or it reaches across two). */
function columnOf(piece: TextRun[], spans: Span[]): number | undefined {
  const { left, right } = extent(piece)
  const hits = spans.flatMap((span, at) => (left < span.right && right > span.left ? [at] : []))
  return hits.length === 1 ? hits[0] : undefined
}

/** A column's pieces as one line, a space between its wrapped lines, on the row's first baseline. */
function columnLine(span: Span, row: Line): Line {
  const runs = span.pieces.flatMap((piece, at) =>
    at === 0 ? piece : [{ ...piece[0]!, text: ' ', width: 0 }, ...piece],
  )
  return {
    runs,
    y: row.y,
    height: Math.max(...runs.map((run) => run.height)),
    left: span.left,
    right: span.right,
  }
}
