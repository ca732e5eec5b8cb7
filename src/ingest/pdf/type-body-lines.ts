import type { SlideLine } from '../../shared'
import { arrangeTextBoxes, isFigure, isLabel, type TextBox } from '../layout'
import { writtenMarker } from '../slide-lines'
import { HYPHEN_BREAK } from './hyphen-break'
import { LIST_GLYPHS, lineText, pieceLine, piecesOf, runsText, type Line, type TextRun } from './page-line'
import { readBulletColumns } from './bullet-columns'
import { readWrappedColumns } from './wrapped-columns'
import { findTables, type Tables } from './row-tables'
import { findDrawnLabels } from './find-drawn-labels'
import { isHandBreak, widestAt } from './hand-break'

/** A run that is only a bullet glyph, a dash, a minus or an asterisk among them. */
const BULLET_GLYPH = new RegExp(`^[${LIST_GLYPHS}\\u2212\\u2013\\u2014*·]$`, 'u')
/** A bullet glyph written in front of the words in the same run. */
const LEADING_BULLET = new RegExp(`^[${LIST_GLYPHS}·]\\s*`, 'u')
/** "Tax . . . . . . 12", "Introduction ........ iv", "Chapter 3 ___ 45": a contents or index line. */
const CONTENTS = /^(.*?\p{L}.*?)\s*(?:(?:\.\s*){4,}|…{2,}|_{4,})\s*(\d{1,4}|[ivxlc]{1,6})$/iu
const LEADERS = /(?:\.\s*){4}|…{2}|_{4}/u
/** A wrapped line goes on from one that reaches this share of the widest line starting where it starts. */
const FULL_LINE = 0.7
/** The next line of a paragraph is at least this many font heights down (set prose)... */
const MIN_LINE_STEP = 1.5
/** ...and at most this many (double spacing): further down is a new paragraph. */
const MAX_LINE_STEP = 2.4
/** A page with at most this many characters of body text is a slide: a lone figure there is a card. */
const SPARSE_CHARS = 600
/** A page of more lines than this is prose or a form, not stat cards: the pairing is left out (it costs n²). */
const MAX_LAYOUT_ITEMS = 80
/** A card's lines (a caption wrapped over two lines, then a third line) stand up to this many lines from its figure. */
const CARD_REACH = 3
/** A value this many font heights off the baseline of the item before it is not on that item's row. */
const OFF_ROW = 0.2
/** A wrapped line in lower case may go on from any of the last this many items (the captions of cards in a row). */
const MAX_ROW_ITEMS = 12

export interface Item {
  kind: 'paragraph' | 'bullet' | 'numbered' | 'contents' | 'table'
  /** A table's rows, already typed. */
  rows?: SlideLine[]
  text: string
  marker?: string
  page?: string
  /** Where the item's words start (after a bullet or a marker). */
  textLeft: number
  left: number
  top: number
  right: number
  height: number
  /** The item's last line, to decide whether the next line continues it. */
  last: Line
  /** The item holds a line with pieces far apart (a table row): it never runs on. */
  pieced: boolean
  /** Left edge of each bullet, to derive levels. */
  bulletLeft?: number
}

/**
 * A page's body lines, in reading order, as typed lines: wrapped lines joined into one (a line-end
 * hyphen marked HYPHEN_BREAK for the document-wide decision), bullets with their level, numbered items
 * whole with their marker, contents lines with their page. On a page holding figures, pieces of lines
 * set apart (stat cards in a row, a label and its value) go through the layout module, which joins
 * each figure to its label.
 */
export function typeBodyLines(body: Line[]): SlideLine[] {
  if (body.length === 0) return []
  // A chart's or a diagram's labels are set apart first: no table, card or paragraph is read from them.
  const drawn = findDrawnLabels(body)
  const typed = typeTextLines(body.filter((line) => !drawn.has(line)))
  if (drawn.size === 0) return typed
  const next = 1 + Math.max(-1, ...typed.map((line) => ('box' in line ? (line.box ?? -1) : -1)))
  return [
    ...typed,
    // Each piece a label of its own: two charts side by side share their ticks' rows ("500  500").
    ...body
      .filter((line) => drawn.has(line))
      .flatMap((line) => piecesOf(line).map(runsText))
      .map((text, at): SlideLine => ({ kind: 'paragraph', text, box: next + at, drawn: true })),
  ]
}

function typeTextLines(body: Line[]): SlideLine[] {
  if (body.length === 0) return []
  const listed = readBulletColumns(body.filter((line) => !isNoteMark(line, body)))
  // A table's rows of wrapped cells look like boxes side by side: they stay rows.
  const lines = readWrappedColumns(listed, findTables(listed).inTable)
  const tables = findTables(lines)
  const pieces = hasFigurePiece(lines)
    ? lines.flatMap((line, index) =>
        tables.inTable.has(line)
          ? [line]
          : splitPieces(line, lines.slice(Math.max(0, index - CARD_REACH), index + CARD_REACH + 1)),
      )
    : lines
  const items = buildItems(pieces, lineStep(pieces), tables)
  const levels = bulletLevels(items)
  const typed = items.map((item) => toSlideLine(item, levels))
  // Each item is a text block of its own: numbered as the layout module numbers its boxes.
  const flat = () =>
    items.flatMap((item, index) => {
      const line = typed[index]!
      return item.rows ?? [line.kind === 'contents' ? line : { ...line, box: index }]
    })
  // One figure on a page of prose ("Page 3", "No. 751") is no stat card; cards come in rows and grids.
  const figures = items.filter((item) => item.kind === 'paragraph' && isFigure(item.text)).length
  const chars = items.reduce((sum, item) => sum + item.text.length, 0)
  if (figures === 0 || (figures === 1 && chars > SPARSE_CHARS) || items.length > MAX_LAYOUT_ITEMS)
    return flat()
  const boxes: TextBox[] = items.map((item, index) => ({
    text: item.text,
    x: item.left,
    y: item.top,
    width: item.right - item.left,
    height: item.last.y - item.top + item.height * 0.25,
    fontSize: item.height,
    ...(item.kind === 'paragraph' ? {} : { lines: item.rows ?? [typed[index]!] }),
  }))
  return arrangeTextBoxes(boxes)
}

function hasFigurePiece(lines: Line[]): boolean {
  return lines.some((line) => piecesOf(line).some((runs) => isFigure(runsText(runs))))
}

/**
 * Pieces of a line become lines of their own where they are stat material: a row of figures or of their
 * labels, or a label and its value. A row of three or more mixed cells (a table) stays one line.
 */
function splitPieces(line: Line, around: Line[]): Line[] {
  const pieces = piecesOf(line)
  if (pieces.length < 2) return [line]
  const texts = pieces.map(runsText)
  // A row of captions under a row of figures: one caption each, or fewer when only some captions wrap
  // onto a second line or only some cards have a third line, each then standing under a figure of its own.
  // A third line may be a smaller figure ("41 000 arbeidstimer"): then each piece must stand under a figure.
  const labels = texts.every((text) => isLabel(text))
  const figureRow = (other: Line) => {
    const otherPieces = piecesOf(other)
    if (otherPieces.length < pieces.length || !otherPieces.every((runs) => isFigure(runsText(runs))))
      return false
    return (
      (labels && otherPieces.length === pieces.length) ||
      pieces.every((runs) => standsUnder(runs, otherPieces))
    )
  }
  const split =
    texts.every((text) => isFigure(text)) ||
    (pieces.length === 2 && isLabel(texts[0]!) && isFigure(texts[1]!)) ||
    // Captions a few lines from their figures: a caption may wrap ("Annual recurring" / "revenue"), a
    // card's third line comes after it.
    (texts.every((text) => isLabel(text) || isFigure(text)) &&
      around.some((other) => other !== line && figureRow(other)))
  if (!split) return [line]
  return pieces.map((runs) => pieceLine(runs, line))
}

/** The piece shares its horizontal span with one of the pieces of another line. */
function standsUnder(piece: TextRun[], others: TextRun[][]): boolean {
  const left = piece[0]!.x
  const right = Math.max(...piece.map((run) => run.x + run.width))
  return others.some(
    (other) => left < Math.max(...other.map((run) => run.x + run.width)) && right > other[0]!.x,
  )
}

/**
 * A footnote mark raised above its line ("inter-bank networks.¹ But the") is read as a line of its own:
 * it is left out, so that it does not cut the paragraph around it.
 */
function isNoteMark(line: Line, lines: Line[]): boolean {
  if (!/^[\d*†‡]{1,3}$/u.test(lineText(line))) return false
  // The mark touches its line: a chart's data label ("79") beside a bulleted line, far off, is a value.
  return lines.some(
    (other) =>
      other !== line &&
      Math.abs(other.y - line.y) <= other.height &&
      line.height < other.height * 0.8 &&
      line.left <= other.right + other.height &&
      line.right >= other.left - other.height,
  )
}

/**
 * The page's usual distance from one line to the next of the same size, over its font height: double
 * spaced text (a speech) steps 1.7 heights, where set prose steps 1.2.
 */
function lineStep(lines: Line[]): number {
  const steps: number[] = []
  for (let index = 1; index < lines.length; index++) {
    const [previous, line] = [lines[index - 1]!, lines[index]!]
    const step = line.y - previous.y
    if (step > 0 && Math.abs(line.height - previous.height) <= line.height * 0.1)
      steps.push(step / line.height)
  }
  steps.sort((a, b) => a - b)
  const median = steps[Math.floor(steps.length / 2)] ?? 0
  return Math.min(MAX_LINE_STEP, Math.max(MIN_LINE_STEP, median * 1.15))
}

function buildItems(lines: Line[], step: number, tables: Tables): Item[] {
  const items: Item[] = []
  for (const line of lines) {
    const text = lineText(line)
    if (text === '') continue
    const table = tables.starts.get(line)
    if (table) {
      items.push(table)
      continue
    }
    if (tables.inTable.has(line)) continue
    const start = startOf(line, text)
    const previous = start ? undefined : continuedItem(items, line, lines, step)
    if (previous) {
      previous.text = joinWrapped(previous.text, text)
      previous.right = Math.max(previous.right, line.right)
      previous.last = line
      continue
    }
    const opened = start ?? { kind: 'paragraph' as const, text, textLeft: line.left }
    items.push({
      ...opened,
      left: line.left,
      top: line.y - line.height,
      right: line.right,
      height: line.height,
      last: line,
      pieced: piecesOf(line).length > 1 && opened.kind !== 'numbered' && opened.kind !== 'bullet',
    })
  }
  return items
}

/**
 * The item the line goes on from: the last one, or, when the rows above were cut into pieces (captions
 * of stat cards in a row), the piece it stands under: "Average monthly" / "spend" under the second card.
 * Only a line in lower case goes back past the last item: "RAC CAPITAL PRICE:" under "Capital
 * Commitment:" in a form is the next label, not the rest of the first.
 */
function continuedItem(items: Item[], line: Line, lines: Line[], step: number): Item | undefined {
  let reach = /^\p{Ll}/u.test(lineText(line)) ? MAX_ROW_ITEMS : 1
  for (let index = items.length - 1; index >= 0 && reach > 0; index--) {
    const item = items[index]!
    if (continues(item, line, lines, step)) return item
    // A chart's value set off to the side between two lines of a bullet ("100" by "fell from" / "55% to
    // 48%") is another block's: the line may still go on from the item before it.
    if (!isFigureAside(item, items[index - 1], line)) reach--
  }
  return undefined
}

/**
 * A lone figure clear of the line's span, left or right, and off the baseline of the item before it: a form's
 * value stands on its label's row ("Capital Commitment:  $140,000"), and the next label starts an item.
 */
function isFigureAside(item: Item, before: Item | undefined, line: Line): boolean {
  const clear = item.right + line.height < line.left || item.left > line.right + line.height
  const offRow = before !== undefined && Math.abs(item.last.y - before.last.y) > OFF_ROW * line.height
  return item.kind === 'paragraph' && clear && offRow && isFigure(item.text)
}

type Start = Pick<Item, 'kind' | 'text' | 'marker' | 'page' | 'textLeft' | 'bulletLeft'>

/** How the line opens a new item, if it does: a contents line, a bullet, a numbered item. */
function startOf(line: Line, text: string): Start | undefined {
  // The full pattern backtracks on long lines: only lines with leaders and a page number at the end try it.
  const contents = LEADERS.test(text) && /[\divxlc]$/iu.test(text) ? CONTENTS.exec(text) : null
  if (contents) return { kind: 'contents', text, page: contents[2], textLeft: line.left }
  const [first, second] = line.runs
  const bulletLeft = line.left - (line.shift ?? 0)
  if (first && BULLET_GLYPH.test(first.text.trim())) {
    const words = text.slice(first.text.trim().length).trim()
    if (words !== '') return { kind: 'bullet', text: words, textLeft: second?.x ?? line.left, bulletLeft }
  }
  const leading = LEADING_BULLET.exec(text)
  if (leading && text.length > leading[0].length)
    return { kind: 'bullet', text: text.slice(leading[0].length), textLeft: line.left, bulletLeft }
  const marker = writtenMarker(text)
  if (marker) {
    // The words start after the marker: at the second run when the marker is a run of its own.
    const textLeft = first && first.text.trim() === marker && second ? second.x : line.left
    return { kind: 'numbered', text, marker, textLeft }
  }
  return undefined
}

/** Whether the line wraps on from the item: same size, the next line down, aligned with its words. */
function continues(item: Item, line: Line, lines: Line[], maxStep: number): boolean {
  const last = item.last
  const text = lineText(line)
  // "em-" / "ployee": a word cut at the line end goes on, whatever the indents or gaps in the line.
  const cutWord = /\p{L}[-\u00ad\u2010]$/u.test(lineText(last)) && /^\p{Ll}/u.test(text)
  if (
    item.kind === 'contents' ||
    item.kind === 'table' ||
    (!cutWord && (item.pieced || piecesOf(line).length > 1))
  )
    return false
  const height = Math.max(last.height, line.height)
  if (Math.abs(last.height - line.height) > height * 0.1) return false
  const step = line.y - last.y
  if (step <= 0 || step > height * maxStep) return false
  const full = isFull(last, lines)
  if (item.kind === 'paragraph') {
    const centre = (of: Line) => (of.left + of.right) / 2
    // Left-aligned, or centred as a card's caption is ("Annual recurring" / "revenue").
    const alignedLeft = Math.abs(line.left - item.left) <= height * (cutWord ? 4 : 0.6)
    if (!alignedLeft && Math.abs(centre(line) - centre(last)) > height * 0.6) return false
    return (full && !isHandBreak(last, line, lines)) || /^\p{Ll}/u.test(text) || /[-,]$/u.test(lineText(last))
  }
  // A list item's next line hangs under its words, or under its marker when the item was full.
  const underWords = Math.abs(line.left - item.textLeft) <= height * 0.6 && item.textLeft > item.left
  const underMarker = Math.abs(line.left - item.left) <= height * 0.6 && full && /^\p{Ll}/u.test(text)
  return (underWords && !isHandBreak(last, line, lines)) || underMarker
}

/** The line reaches most of the way across the lines that start where it starts. */
function isFull(line: Line, lines: Line[]): boolean {
  return line.right - line.left >= widestAt(line, lines) * FULL_LINE
}

/** Joins a wrapped line on: a word split by a line-end hyphen is marked for the document-wide decision. */
function joinWrapped(text: string, next: string): string {
  if (/\p{L}[-\u00ad\u2010]$/u.test(text) && /^\p{Ll}/u.test(next))
    return `${text.slice(0, -1)}${text.endsWith('\u00ad') ? '' : HYPHEN_BREAK}${next}`
  return `${text} ${next}`
}

/** Bullet levels from their left edges: the leftmost bullets are level 0. */
function bulletLevels(items: Item[]): number[] {
  const lefts: number[] = []
  for (const item of items) {
    if (item.kind !== 'bullet' || item.bulletLeft === undefined) continue
    if (!lefts.some((left) => Math.abs(left - item.bulletLeft!) <= item.height * 0.5))
      lefts.push(item.bulletLeft)
  }
  return lefts.sort((a, b) => a - b)
}

function toSlideLine(item: Item, levels: number[]): SlideLine {
  switch (item.kind) {
    case 'bullet': {
      const level = levels.findIndex((left) => Math.abs(left - (item.bulletLeft ?? 0)) <= item.height * 0.5)
      return { kind: 'bullet', text: item.text, level: Math.max(0, level) }
    }
    case 'numbered':
      return { kind: 'numbered', text: item.text, marker: item.marker ?? '', level: 0 }
    case 'contents':
      return item.page === undefined
        ? { kind: 'contents', text: item.text }
        : { kind: 'contents', text: item.text, page: item.page }
    default:
      return { kind: 'paragraph', text: item.text }
  }
}
