import { writtenMarker } from '../slide-lines'
import { LIST_GLYPHS, piecesOf, runsText, type Line, type TextRun } from './page-line'

/** A label of a drawing holds this many words and characters at most, and no sentence. */
const MAX_LABEL_WORDS = 5
const MAX_LABEL_CHARS = 40
/** An axis has at least this many ticks, evenly spaced, their values a constant step apart. */
const MIN_TICKS = 4
/** Two ticks of one axis stand at most this many font heights apart. */
const MAX_TICK_GAP = 8
/** A page with more bare figures than this is a table or a form: no axis is looked for (pairs cost n²). */
const MAX_FIGURES = 200
/** A label this many font heights from the drawing, or nearer, is the drawing's (a legend, an axis title). */
const REACH = 3
/** A table's cell beside a figure: within this many font heights on its row (a numbered list's words)... */
const ROW_REACH = 3
/** ...or under a row of figures within this many font heights (a table's header over its rows). */
const COLUMN_REACH = 2.5
/** Labels in a diagram without axes: at least this many... */
const MIN_DIAGRAM_LABELS = 6
/** ...linked when they stand this many font heights apart at most... */
const DIAGRAM_REACH = 6
/** ...standing at this many places across the page, or spaced further apart (font heights) than lines. */
const MIN_PLACES = 4
/** ...with fewer than this share of them in columns (left edges aligned), as a table's or a list's stand. */
const MAX_ALIGNED = 0.7
const SPACED_ROWS = 3.5
/** A cluster whose labels mostly stand in rows of this many cells or more is a table. */
const TABLE_ROW_CELLS = 3

const BULLET = new RegExp(`^[${LIST_GLYPHS}\\u2212\\u2013\\u2014*·-]`, 'u')
const SENTENCE_END = /\p{L}.*[.!?;:]$/u
// An address or a handle is the page's own, as on a slide of contact details (decision 098).
const CONTACT = /@|https?:\/\/|www\./iu
// A figure alone, as an axis prints its ticks: "500", "0.5", "-50%", "$1,000", "00".
const TICK = /^([-−+]?)[$€£¥]?\s?(\d+(?:[.,]\d+)*)\s?(?:%|[$€£¥])?$/u

interface Piece {
  line: Line
  text: string
  left: number
  right: number
  top: number
  bottom: number
  height: number
  value?: number
}

/**
 * The lines of a page that are the labels of a chart or diagram drawn on it: axis ticks, axis titles,
 * legends, series names, the boxes of a flow (issue 24, readers r24 and r-m1: the Bank of England speech's
 * axis ticks read as "bps: 500" and "Cumulative return: 200%", the OWASP deck's status diagram read as a
 * table, "Data Analysis — Industry Survey: Write Up"). A PDF has no text boxes to tell them by (decision
 * 098), so they are told by position:
 * - an axis: four figures or more evenly spaced along a line, their values a constant step apart, with no
 *   other figure on their rows or under them (a table's) and no words right beside them (a numbered list's);
 *   the short labels within a few font heights of it, and of each other, are its chart's;
 * - a diagram: six short labels or more, each near another, no sentence among them and nothing else in
 *   their span, set smaller than the page's text or spaced further apart than lines of a list, and not
 *   mostly rows of three cells or more (a table's).
 * A label holds at most five words and no sentence; a bullet or a numbered item is none. A line is the
 * drawing's when all its pieces are.
 */
export function findDrawnLabels(lines: Line[]): Set<Line> {
  const pieces = lines.flatMap((line) => piecesOf(line).map((runs) => toPiece(runs, line)))
  const labels = pieces.filter(isLabelPiece)
  const drawn = new Set<Piece>()
  for (const tick of findAxes(pieces)) drawn.add(tick)
  if (drawn.size > 0) grow(drawn, labels, REACH)
  const words = labels.filter((piece) => piece.value === undefined && !drawn.has(piece))
  for (const cluster of words.length <= MAX_FIGURES ? diagramClusters(words, pieces) : [])
    for (const piece of cluster) drawn.add(piece)
  const byLine = new Map<Line, Piece[]>()
  for (const piece of pieces) byLine.set(piece.line, [...(byLine.get(piece.line) ?? []), piece])
  return new Set(
    [...byLine].filter(([, own]) => own.every((piece) => drawn.has(piece))).map(([line]) => line),
  )
}

function toPiece(runs: TextRun[], line: Line): Piece {
  const text = runsText(runs)
  const height = Math.max(...runs.map((run) => run.height))
  const left = runs[0]!.x
  const right = Math.max(...runs.map((run) => run.x + run.width))
  const tick = TICK.exec(text)
  return {
    line,
    text,
    left,
    right,
    top: line.y - height,
    bottom: line.y,
    height,
    ...(tick ? { value: tickValue(tick[1]!, tick[2]!) } : {}),
  }
}

/** "1,000" and "1.000" are a thousand, "0,5" and "0.5" a half: a separator before three digits groups them. */
function tickValue(sign: string, digits: string): number {
  const parts = digits.split(/[.,]/u)
  const last = parts.at(-1)!
  const grouped = parts.length > 1 && last.length === 3 && parts[0] !== '0'
  const number = grouped
    ? Number(parts.join(''))
    : Number(`${parts.slice(0, -1).join('') || parts[0]}${parts.length > 1 ? `.${last}` : ''}`)
  return sign === '-' || sign === '−' ? -number : number
}

function isLabelPiece(piece: Piece): boolean {
  const text = piece.text.trim()
  if (piece.value !== undefined) return true
  if (text.length > MAX_LABEL_CHARS || text.split(/\s+/u).length > MAX_LABEL_WORDS) return false
  return (
    !SENTENCE_END.test(text) && !BULLET.test(text) && !CONTACT.test(text) && writtenMarker(text) === undefined
  )
}

/** The ticks of every axis on the page (see `findDrawnLabels`). */
function findAxes(pieces: Piece[]): Piece[] {
  const figures = pieces.filter((piece) => piece.value !== undefined)
  if (figures.length < MIN_TICKS || figures.length > MAX_FIGURES) return []
  let axes: Piece[][] = []
  const taken = new Set<Piece>()
  for (const first of figures)
    for (const second of figures) {
      if (first === second || taken.has(second)) continue
      const axis = extendAxis(first, second, figures)
      if (axis.length < MIN_TICKS) continue
      axes.push(axis)
      for (const tick of axis) taken.add(tick)
    }
  // An axis whose tick shares its row or column with a figure of no axis is a table's column or header;
  // dropping it may leave another axis beside a figure that is no longer a tick.
  for (;;) {
    const ticks = new Set(axes.flat())
    const kept = axes.filter((axis) => !axis.some((tick) => hasTableNeighbour(tick, axis, pieces, ticks)))
    if (kept.length === axes.length) return axes.flat()
    axes = kept
  }
}

/** The ticks from `first` on, each the same step further along the page and in value. */
function extendAxis(first: Piece, second: Piece, figures: Piece[]): Piece[] {
  const [dx, dy] = [centre(second) - centre(first), second.bottom - first.bottom]
  const step = second.value! - first.value!
  const height = Math.max(first.height, second.height)
  if (step === 0 || Math.hypot(dx, dy) > MAX_TICK_GAP * height) return []
  if (Math.abs(first.height - second.height) > 0.2 * height) return []
  const axis = [first, second]
  const tolerance = 0.4 * height + 0.15 * Math.hypot(dx, dy)
  for (;;) {
    const last = axis.at(-1)!
    const next = figures.find(
      (figure) =>
        !axis.includes(figure) &&
        Math.abs(figure.value! - last.value! - step) <= 1e-9 * Math.max(1, Math.abs(step)) &&
        Math.hypot(centre(figure) - centre(last) - dx, figure.bottom - last.bottom - dy) <= tolerance,
    )
    if (!next) return axis
    axis.push(next)
  }
}

function hasTableNeighbour(tick: Piece, axis: Piece[], pieces: Piece[], ticks: Set<Piece>): boolean {
  const isRow =
    Math.abs(axis.at(-1)!.bottom - axis[0]!.bottom) < Math.abs(centre(axis.at(-1)!) - centre(axis[0]!))
  return pieces.some((other) => {
    if (other === tick || ticks.has(other)) return false
    const sameRow = Math.abs(other.bottom - tick.bottom) <= 0.3 * tick.height
    if (sameRow && other.value !== undefined) return true
    // A numbered list's or a footnote's words start right after their number (a raised one too); a chart's
    // legend may share a tick's row far off.
    const beside = other.top < tick.bottom && other.bottom > tick.top && other.left >= tick.right
    if (beside && !isRow && other.left - tick.right <= ROW_REACH * tick.height) return true
    const underOrOver =
      isRow &&
      other.value !== undefined &&
      Math.min(other.right, tick.right) - Math.max(other.left, tick.left) > 0.2 * tick.height &&
      Math.abs(other.bottom - tick.bottom) <= COLUMN_REACH * tick.height
    return underOrOver
  })
}

/** Adds the labels standing within `reach` font heights of the drawing, and of those added, to it. */
function grow(drawn: Set<Piece>, labels: Piece[], reach: number, byRow = false): void {
  const queue = [...drawn]
  let rest = labels.filter((label) => !drawn.has(label))
  while (queue.length > 0 && rest.length > 0) {
    const piece = queue.pop()!
    const near = rest.filter(
      (label) =>
        gap(label, piece) <= reach * Math.max(label.height, piece.height) ||
        (byRow && Math.abs(label.bottom - piece.bottom) <= 0.3 * Math.min(label.height, piece.height)),
    )
    if (near.length === 0) continue
    for (const label of near) drawn.add(label)
    queue.push(...near)
    rest = rest.filter((label) => !drawn.has(label))
  }
}

/** Groups of labels that make a diagram without axes (see `findDrawnLabels`). */
function diagramClusters(labels: Piece[], pieces: Piece[]): Piece[][] {
  const left = new Set(labels)
  const clusters: Piece[][] = []
  for (const seed of labels) {
    if (!left.has(seed)) continue
    const cluster = new Set([seed])
    left.delete(seed)
    // Boxes in a row of a flow stand far apart across the page: a row links whatever its width.
    grow(cluster, [...left], DIAGRAM_REACH, true)
    for (const piece of cluster) left.delete(piece)
    const diagram = readDiagram([...cluster], pieces)
    if (diagram) clusters.push(diagram)
  }
  return clusters
}

/** The cluster with what else stands in its span, when it is a diagram (see `findDrawnLabels`). */
function readDiagram(cluster: Piece[], pieces: Piece[]): Piece[] | undefined {
  if (cluster.length < MIN_DIAGRAM_LABELS) return undefined
  const height = median(cluster.map((piece) => piece.height))
  const [top, bottom] = [Math.min(...cluster.map((p) => p.top)), Math.max(...cluster.map((p) => p.bottom))]
  const [left, right] = [Math.min(...cluster.map((p) => p.left)), Math.max(...cluster.map((p) => p.right))]
  const inside = pieces.filter(
    (piece) =>
      !cluster.includes(piece) &&
      piece.left < right &&
      piece.right > left &&
      piece.bottom > top &&
      piece.top < bottom,
  )
  // Most labels in rows of three cells or more: a table's rows, kept as a table (decisions 091, 102).
  const inRows = cluster.filter(
    (piece) =>
      cluster.filter((other) => Math.abs(other.bottom - piece.bottom) <= 0.3 * piece.height).length >=
      TABLE_ROW_CELLS,
  ).length
  if (inRows * 2 >= cluster.length) return undefined
  // Labels at many places across (left edges and centres both): boxes of a drawing, where a list, a table's
  // columns or centred lines share an edge or a centre.
  const places = (at: (piece: Piece) => number) =>
    new Set(cluster.map((piece) => Math.round(at(piece) / (2 * height)))).size
  // A table's or a list's labels stand in columns, each under another at its left edge; a drawing's boxes
  // are stacked here and there.
  const isAligned = (piece: Piece) =>
    cluster.some(
      (other) =>
        other !== piece &&
        Math.abs(other.left - piece.left) <= 0.5 * height &&
        gap(other, piece) <= DIAGRAM_REACH * height,
    )
  const isScattered =
    places((piece) => piece.left) >= MIN_PLACES &&
    places(centre) >= MIN_PLACES &&
    cluster.filter(isAligned).length < MAX_ALIGNED * cluster.length
  // Anything else in its span (a sentence, a bullet, a figure) makes it a page of text or a table with short
  // lines among it; in a scattered drawing, labels set so close that pdf.js ran them into one line
  // ("trancheNotesEquity") are its own.
  const isOwn = (piece: Piece) =>
    isScattered && piece.height <= 1.2 * height && !SENTENCE_END.test(piece.text) && piece.value === undefined
  if (!inside.every(isOwn)) return undefined
  if (isScattered) return [...cluster, ...inside]
  // Boxes spaced further apart than a list's lines, in two columns or more: a flow, a status chart.
  const rows = [...new Set(cluster.map((piece) => Math.round(piece.bottom)))].sort((a, b) => a - b)
  const steps = rows.slice(1).map((row, at) => row - rows[at]!)
  const isSpaced =
    places((piece) => piece.left) >= 2 && steps.length >= 2 && Math.min(...steps) >= SPACED_ROWS * height
  return isSpaced ? cluster : undefined
}

/** The distance between two pieces' boxes (0 when they overlap). */
function gap(a: Piece, b: Piece): number {
  const dx = Math.max(0, a.left - b.right, b.left - a.right)
  const dy = Math.max(0, a.top - b.bottom, b.top - a.bottom)
  return Math.hypot(dx, dy)
}

function centre(piece: Piece): number {
  return (piece.left + piece.right) / 2
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
