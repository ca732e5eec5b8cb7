import type { SlideLine } from '../../shared'
import { isFigure } from '../layout'
import { joinSlideLines } from '../slide-lines'
import { lineText, textHeight, type Line, type TextRun } from './page-line'
import { findGridTables } from './find-grid-tables'
import { typeBodyLines } from './type-body-lines'
import { findFootnotes } from './find-footnotes'
import { CELL_GAP, findColumnGutter, readColumns } from './column-gutter'
import { setAsidesApart } from './set-asides-apart'
import { setCaptionBlocksApart } from './caption-blocks'

export type { TextRun } from './page-line'

export interface ArrangedPage {
  title: string
  text: string
  /** Typed lines, the title first; line-end hyphens still marked (HYPHEN_BREAK) for the document-wide join. */
  lines: SlideLine[]
  /** The title's font height against the page's body text (1 when it is set as the body is). */
  titleScale: number
  /**
   * The title is only a short first line, set no larger than the text around it: on a report's pages
   * that is often a running header, which only the whole document can tell (see joinPdfPages).
   */
  plainTitle: boolean
  /** Lines in the top and bottom strips of the page, title aside: running headers and footers are told at the join. */
  edges: EdgeLine[]
}

/** A line near the top or bottom of a page, for the document-wide running header and footer rule. */
export interface EdgeLine {
  /** Its letters only, lower-cased: a running footer differs from page to page only in its numbers. */
  key: string
  /** Its baseline as a share of the page height. */
  y: number
}

/** The top and bottom share of the page where running headers and footers stand. */
const EDGE_ZONE = 0.1

/** Fraction of the page, from the top, where a title may sit. */
const TITLE_ZONE = 0.4
/** A wrapped title keeps at most this many lines. */
const MAX_TITLE_LINES = 3
/** A title line is set at least this much larger than the body text... */
const PROMINENCE = 1.15
/** ...or at least this much larger when set in another font than the body (a bold face)... */
const PROMINENCE_IN_OWN_FONT = 1.08
/** ...or else it is a short first line... */
const MAX_PLAIN_TITLE_CHARS = 80
/** ...unless the page holds so little text (a slide with one statement) that its top line is the title. */
const SPARSE_PAGE_CHARS = 300

/**
 * Puts a page's text in reading order: pdf.js yields content-stream order, which is whatever order the
 * producer drew in. Lines are rebuilt from baselines, two-column prose is read column by column, the
 * most prominent line near the top becomes the title, and the body is typed (see `typeBodyLines`).
 */
export function arrangePageText(runs: TextRun[], pageHeight: number): ArrangedPage {
  const visible = dropShadowCopies(runs.filter((run) => run.text.trim() !== '' && run.height > 0))
  if (visible.length === 0) return emptyPage()

  const lines = setCaptionBlocksApart(withGridTables(buildLines(visible)))
  const gutter = findColumnGutter(lines)
  const ordered = gutter === undefined ? setAsidesApart(lines) : readColumns(lines, gutter)
  const body = bodyHeight(lines)
  const { lines: titleLines, plain } = pickTitle(ordered, pageHeight, body)
  const title = titleLines.map(lineText).join(' ')
  const footer = footerLines(ordered, pageHeight, body)
  const footnotes = findFootnotes(ordered, pageHeight, body)
  const bodyLines = ordered.filter(
    (line) => !titleLines.includes(line) && !footer.has(line) && !footnotes.has(line),
  )
  const typed = typeBodyLines(bodyLines)
  const titleScale = titleLines[0] ? textHeight(titleLines[0]) / (body || 1) : 1
  return {
    title,
    text: joinSlideLines(typed),
    lines: title === '' ? typed : [{ kind: 'title', text: title }, ...typed],
    titleScale,
    plainTitle: plain && title !== '',
    edges: ordered
      .filter((line) => !titleLines.includes(line))
      .map((line) => ({ key: edgeKey(lineText(line)), y: line.y / pageHeight }))
      .filter((edge) => edge.key !== '' && (edge.y <= EDGE_ZONE || edge.y >= 1 - EDGE_ZONE)),
  }
}

/** A page without text; an unreadable page is read as one too. */
export function emptyPage(): ArrangedPage {
  return { title: '', text: '', lines: [], titleScale: 1, plainTitle: false, edges: [] }
}

/** A line's letters only, lower-cased: what a running header or footer keeps from page to page. */
export function edgeKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}]+/gu, '')
}

/** Each table whose cells wrap, as one line in place of the lines it was read from. */
function withGridTables(lines: Line[]): Line[] {
  const tables = findGridTables(lines)
  if (tables.length === 0) return lines
  const replaced = new Map(tables.map((table) => [table.lines[0]!, table.line]))
  const inTable = new Set(tables.flatMap((table) => table.lines))
  return lines.flatMap((line) => {
    const table = replaced.get(line)
    return table ? [table] : inTable.has(line) ? [] : [line]
  })
}

/**
 * Shadowed or outlined text is drawn twice, a hair apart (LibreOffice exports do this): keep one copy so
 * the text does not read "TitleTitle".
 */
function dropShadowCopies(runs: TextRun[]): TextRun[] {
  const seen = new Map<string, TextRun[]>()
  return runs.filter((run) => {
    const same = seen.get(run.text) ?? []
    const tolerance = run.height * 0.3
    if (
      same.some((other) => Math.abs(other.x - run.x) <= tolerance && Math.abs(other.y - run.y) <= tolerance)
    ) {
      return false
    }
    same.push(run)
    seen.set(run.text, same)
    return true
  })
}

function buildLines(runs: TextRun[]): Line[] {
  const sorted = [...runs].sort((a, b) => a.y - b.y || a.x - b.x)
  const lines: Line[] = []
  let current: Line | undefined
  for (const run of sorted) {
    if (current && sameLine(current, run)) {
      current.runs.push(run)
      current.height = Math.max(current.height, run.height)
      current.left = Math.min(current.left, run.x)
      current.right = Math.max(current.right, run.x + run.width)
      continue
    }
    current = { runs: [run], y: run.y, height: run.height, left: run.x, right: run.x + run.width }
    lines.push(current)
  }
  for (const line of lines) line.runs.sort((a, b) => a.x - b.x)
  return joinSuperscripts(lines)
}

/** Runs far apart on one line (a table's cells) share their baseline within this share of the smaller font. */
const FAR_BASELINE_DRIFT = 0.3

/**
 * The run is on the line when the baselines are closer than half the smaller font: that tolerates
 * sub/superscripts and producers that jitter baselines, without merging consecutive lines. A run set far
 * off to the side is another block's (a chart's data label beside its legend, issue 24, reader r-j2: "1.2"
 * glued to "Harbourmaster"): it joins only on the line's own baseline, as a table's cells do.
 */
function sameLine(line: Line, run: TextRun): boolean {
  const smaller = Math.min(run.height, line.height)
  const drift = run.y - line.y
  if (drift > 0.5 * smaller) return false
  const apart = Math.max(run.x - line.right, line.left - (run.x + run.width), 0)
  return apart <= CELL_GAP * smaller || drift <= FAR_BASELINE_DRIFT * smaller
}

/** A superscript is set at most this share of its line's font... */
const MAX_SUPERSCRIPT_SCALE = 0.75
/** ...and raised less than this share of it. */
const MAX_SUPERSCRIPT_RISE = 0.6

/**
 * A superscript ("th" of "19th", a footnote's number) is smaller and raised above its line by more than the
 * line test tolerates, so it stands as a line of its own and is glued to the next sentence ("th flight") while
 * its own reads "the 19 century" (issue 24, reader r-a2). A line of only such runs, within the span of the
 * line right below, is put back into that line; a footnote's number is dropped.
 */
function joinSuperscripts(lines: Line[]): Line[] {
  const out: Line[] = []
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at]!
    const below = lines[at + 1]
    const isSuperscript =
      below !== undefined &&
      line.height <= MAX_SUPERSCRIPT_SCALE * below.height &&
      below.y - line.y < MAX_SUPERSCRIPT_RISE * below.height &&
      line.left >= below.left &&
      line.right <= below.right + below.height &&
      line.runs.every((run) => run.text.trim().length <= 3)
    if (!isSuperscript) {
      out.push(line)
      continue
    }
    // A raised number or mark is a footnote's reference: read into the line it would make "in 1878.1" a figure.
    // A raised 2 or 3 set close against a capital is a power ("CDO²", a CDO of CDOs), not a footnote's number,
    // whose loss read "an investor in a CDO" for a CDO² investor (reader r-p1).
    const powers = line.runs.flatMap((run) =>
      isPower(run, below) ? [{ ...run, text: POWERS[run.text.trim()]! }] : [],
    )
    const ordinals = [...line.runs.filter((run) => !/^[\d*†‡]+$/u.test(run.text.trim())), ...powers]
    below.runs = [...ordinals, ...below.runs].sort((a, b) => a.x - b.x)
    below.left = Math.min(below.left, line.left)
  }
  return out
}

const POWERS: Record<string, string> = { '2': '²', '3': '³' }
/** A power's digit stands this close (in the line's font) to the capital it raises. */
const POWER_GAP = 0.3

function isPower(run: TextRun, below: Line): boolean {
  if (POWERS[run.text.trim()] === undefined) return false
  return below.runs.some(
    (other) =>
      Math.abs(other.x + other.width - run.x) <= POWER_GAP * below.height && /\p{Lu}$/u.test(other.text),
  )
}

/**
 * The tallest line in the top part of the page (the first on a tie), with its wrapped continuation. On a
 * full page where nothing stands out (a report's body page) only a short first line, typically a running
 * heading, is taken: a sentence of body text is no title. A line needs a letter to be a title: page
 * numbers and chart axes are none, nor does an icon glyph make a line of body text look like a heading.
 */
function pickTitle(lines: Line[], pageHeight: number, body: number): { lines: Line[]; plain: boolean } {
  // A title needs a letter, and a row of figures ("$3.4M  418  76%") is a row of stat cards.
  const withText = lines.filter(
    (line) => !line.table && /\p{L}/u.test(lineText(line)) && !line.runs.every((run) => isFigure(run.text)),
  )
  const font = bodyFont(lines)
  // A heading in its own (bold) face needs to stand out less than one set in the body's face.
  const stands = (line: Line) =>
    textHeight(line) >= body * PROMINENCE ||
    (textHeight(line) >= body * PROMINENCE_IN_OWN_FONT && line.runs.every((run) => run.font !== font))
  const nearTop = tallest(withText.filter((line) => line.y <= pageHeight * TITLE_ZONE))
  // Cover slides centre their title: when nothing near the top stands out, the page's tallest line may.
  const anywhere = tallest(withText)
  const isSparse = withText.reduce((sum, line) => sum + lineText(line).length, 0) <= SPARSE_PAGE_CHARS
  let best: Line | undefined
  if (nearTop && stands(nearTop)) best = nearTop
  else if (anywhere && stands(anywhere)) best = anywhere
  else if (isSparse) best = nearTop ?? anywhere
  if (!best) {
    const first = withText[0]
    return first && isHeadingLike(lineText(first))
      ? { lines: [first], plain: true }
      : { lines: [], plain: false }
  }

  const title = [best]
  const height = textHeight(best)
  let previous = best
  for (const next of lines.slice(lines.indexOf(best) + 1, lines.indexOf(best) + MAX_TITLE_LINES)) {
    const sameSize = Math.abs(textHeight(next) - height) <= height * 0.1
    const close = next.y > previous.y && next.y - previous.y <= height * 1.6
    if (!sameSize || !close) break
    title.push(next)
    previous = next
  }
  return { lines: title, plain: false }
}

/** The bottom share of the page where footers and page numbers stand. */
const FOOTER_ZONE = 0.07

/**
 * Footers stay out of the slide model: in the bottom strip of the page, a page number, or a line set
 * smaller than the body ("Vetlark, Inc. · Confidential").
 */
function footerLines(lines: Line[], pageHeight: number, body: number): Set<Line> {
  return new Set(
    lines.filter(
      (line) =>
        line.y >= pageHeight * (1 - FOOTER_ZONE) &&
        (/^[\d\s/|·.-]+$/u.test(lineText(line)) || textHeight(line) < body),
    ),
  )
}

/** The first of the tallest lines, allowing for rounding in font sizes. */
function tallest(lines: Line[]): Line | undefined {
  let best: Line | undefined
  for (const line of lines) if (!best || textHeight(line) > textHeight(best) * 1.05) best = line
  return best
}

/** Short, starts like a heading and does not run on into the next line as prose does. */
function isHeadingLike(text: string): boolean {
  return text.length <= MAX_PLAIN_TITLE_CHARS && /^[\p{Lu}\p{N}§]/u.test(text) && !/[\p{Ll},-]$/u.test(text)
}

/** The font height most of the page's characters are set in. */
function bodyHeight(lines: Line[]): number {
  const runs = lines.flatMap((line) => line.runs).sort((a, b) => a.height - b.height)
  const total = runs.reduce((sum, run) => sum + run.text.length, 0)
  let seen = 0
  for (const run of runs) {
    seen += run.text.length
    if (seen * 2 >= total) return run.height
  }
  return 0
}

/** The font most of the page's characters are set in. */
function bodyFont(lines: Line[]): string | undefined {
  const counts = new Map<string | undefined, number>()
  for (const line of lines)
    for (const run of line.runs) counts.set(run.font, (counts.get(run.font) ?? 0) + run.text.length)
  let best: string | undefined
  let most = 0
  for (const [font, count] of counts) if (count > most) [best, most] = [font, count]
  return best
}
