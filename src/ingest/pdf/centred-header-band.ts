import { piecesOf, runsText, type Line, type TextRun } from './page-line'

/** A header band holds at most this many lines (a heading wrapped over three, one centred between them)... */
const MAX_BAND_LINES = 4
/** ...each this many font heights at most under the one before (a wrapped line; a centred one stands half way). */
const BAND_LINE_STEP = 1.3
/** The rows' labels start this many font heights left of the first heading, or more: the corner is blank. */
const CORNER_GAP = 1

export interface HeaderBand {
  /** The page's lines the header was read from, from the first. */
  lines: Line[]
  /** One cell per column, left to right, as one run spanning its words; a blank corner first when there is one. */
  columns: TextRun[][]
}

/**
 * A table's header whose headings wrap over two lines while a shorter one is centred against them, as
 * presentation tables set their cells: "B: S&OP e catalogo" / "ridotto" beside "A: Saldi straordinari", which
 * stands half a line lower, on a baseline of its own. Read line by line, the first line lacks the centred
 * headings, so the columns under them fit none of its cells and the table is lost: its first row became the
 * header and each value was labelled with another value (issue 24, reader on an options table). Lines close
 * under each other whose pieces are all headings are one header band; its columns are the pieces that overlap
 * across (top to bottom, joined); when the rows' labels start left of the first heading, the corner is blank.
 * Only a band with a heading centred off its first line is one (see `isCentredBand`): other wrapped headers
 * are read by `findGridTables`.
 */
export function centredHeaderBand(
  lines: Line[],
  index: number,
  isHeading: (text: string) => boolean,
): HeaderBand | undefined {
  const first = lines[index]!
  const band = [first]
  for (const line of lines.slice(index + 1, index + MAX_BAND_LINES)) {
    const previous = band.at(-1)!
    const sameSize = Math.abs(line.height - first.height) <= first.height * 0.2
    if (!sameSize || line.y <= previous.y || line.y - previous.y > BAND_LINE_STEP * first.height) break
    if (!piecesOf(line).every((piece) => isHeading(runsText(piece)))) break
    band.push(line)
  }
  if (band.length < 2 || !piecesOf(first).every((piece) => isHeading(runsText(piece)))) return undefined
  const columns = overlapColumns(band)
  if (!columns || columns.length < 2 || !isCentredBand(columns, band)) return undefined
  const cells = columns.map((column) => [columnRun(column, first)])
  const below = lines[index + band.length]
  const corner =
    below !== undefined && below.left < cells[0]![0]!.x - CORNER_GAP * first.height
      ? [[{ ...first.runs[0]!, text: '', x: below.left, width: 0 }]]
      : []
  return { lines: band, columns: [...corner, ...cells] }
}

/** A centred heading's middle stands this many font heights at most off the band's middle. */
const CENTRE_DRIFT = 0.25

/**
 * The band as a presentation table sets its header: a heading wraps over the whole band (its first line to
 * its last), and each heading missing from the first line is centred against it, its baselines' middle at the
 * band's middle. Labels stacked beside a diagram ("Sale and" / "distribution", then "Word" below) are none.
 */
function isCentredBand(columns: Column[], band: Line[]): boolean {
  const last = band.length - 1
  const missing = columns.filter((column) => !column.rows.includes(0))
  if (
    missing.length === 0 ||
    !columns.some((column) => column.rows.includes(last) && column.rows.includes(0))
  )
    return false
  const middle = (band[0]!.y + band[last]!.y) / 2
  return missing.every((column) => {
    const ys = column.rows.map((row) => band[row]!.y)
    return Math.abs((Math.min(...ys) + Math.max(...ys)) / 2 - middle) <= CENTRE_DRIFT * band[0]!.height
  })
}

interface Column {
  left: number
  right: number
  /** Its pieces' words, top to bottom. */
  texts: string[]
  /** The band's lines it has a piece on. */
  rows: number[]
}

/** The band's pieces grouped by their horizontal spans, left to right; undefined when one spans two columns. */
function overlapColumns(band: Line[]): Column[] | undefined {
  const columns: Column[] = []
  for (const [row, line] of band.entries())
    for (const piece of piecesOf(line)) {
      const left = piece[0]!.x
      const right = Math.max(...piece.map((run) => run.x + run.width))
      const hits = columns.filter((column) => left < column.right && right > column.left)
      if (hits.length > 1) return undefined
      const column = hits[0]
      if (!column) {
        columns.push({ left, right, texts: [runsText(piece)], rows: [row] })
        continue
      }
      column.left = Math.min(column.left, left)
      column.right = Math.max(column.right, right)
      column.texts.push(runsText(piece))
      column.rows.push(row)
    }
  return columns.sort((a, b) => a.left - b.left)
}

function columnRun(column: Column, first: Line): TextRun {
  return {
    ...first.runs[0]!,
    text: column.texts.join(' '),
    x: column.left,
    width: column.right - column.left,
  }
}
