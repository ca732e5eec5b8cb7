import type { SlideLine } from '../../shared'

/**
 * Glyphs only a list uses, for every bullet test of the PDF reader (pdf.js gives Wingdings and Symbol
 * bullets as private-use characters). Dashes, a minus, an asterisk or a middle dot are added where needed.
 */
export const LIST_GLYPHS = '•▪‣◦●○■□◆◇➢➤►▸▹✓✔❖\uf0a7\uf0b7\uf0d8\uf076\uf0fc\uf06e\uf0a8'

/** One run of text as pdf.js reports it, already in viewport space (origin top-left, y grows downwards). */
export interface TextRun {
  text: string
  /** Left edge. */
  x: number
  /** Baseline. */
  y: number
  width: number
  /** Font height: the glyphs' vertical scale. */
  height: number
  /** pdf.js's name for the run's font: a heading set in another font than the body (a bold face) stands out. */
  font?: string
}

export interface Line {
  runs: TextRun[]
  y: number
  height: number
  left: number
  right: number
  /** lineText's answer, kept: the title pick and the body both read every line's text. */
  text?: string
  /** textHeight's answer, kept: the title pick compares lines several times. */
  textHeight?: number
  /** The line cut where its runs stand far apart (type-body-lines), kept. */
  pieces?: TextRun[][]
  /**
   * How far right of the page's left edge the line's list stands, when bulleted lists are set side by side:
   * bullet levels are measured within each list.
   */
  shift?: number
  /** The line stands for a whole table read from several lines (find-grid-tables): its rows. */
  table?: SlideLine[]
}

/** The line's font height, counting only runs with a letter or digit: an icon glyph is no heading. */
export function textHeight(line: Line): number {
  line.textHeight ??= Math.max(
    0,
    ...line.runs.filter((run) => /[\p{L}\p{N}]/u.test(run.text)).map((run) => run.height),
  )
  return line.textHeight
}

export function lineText(line: Line): string {
  line.text ??= joinRuns(line.runs)
  return line.text
}

const runsTexts = new WeakMap<TextRun[], string>()

/** The text of some of a line's runs (a piece, a cell), joined as `lineText` joins a line's; kept per array. */
export function runsText(runs: TextRun[]): string {
  let text = runsTexts.get(runs)
  if (text === undefined) {
    text = joinRuns(runs)
    runsTexts.set(runs, text)
  }
  return text
}

function joinRuns(runs: TextRun[]): string {
  let text = ''
  let end = -Infinity
  for (const run of runs) {
    // pdf.js drops most inter-word spaces into the geometry: a gap wider than a fifth of the font is one.
    const gap = run.x - end
    if (text !== '' && gap > run.height * 0.2 && !/\s$/.test(text) && !/^\s/.test(run.text)) text += ' '
    text += run.text
    end = Math.max(end, run.x + run.width)
  }
  return text.replace(/\s+/g, ' ').trim()
}

/** A gap between runs wider than this many font heights separates two pieces of a line (columns, cards). */
const PIECE_GAP = 1.5

/** A line's runs cut where they stand far apart. */
export function piecesOf(line: Line): TextRun[][] {
  // Asked for several times a line (figures, tables, splitting, wrapping): cut once.
  line.pieces ??= cutPieces(line)
  return line.pieces
}

function cutPieces(line: Line): TextRun[][] {
  const pieces: TextRun[][] = []
  let end = -Infinity
  for (const run of line.runs) {
    const current = pieces.at(-1)
    if (current && run.x - end <= run.height * PIECE_GAP) current.push(run)
    else pieces.push([run])
    end = Math.max(end, run.x + run.width)
  }
  return pieces
}

/** Some of a line's runs (a piece, a cell) as a line of their own, on the line's baseline. */
export function pieceLine(runs: TextRun[], line: Line): Line {
  return {
    runs,
    y: line.y,
    height: Math.max(...runs.map((run) => run.height)),
    left: runs[0]!.x,
    right: Math.max(...runs.map((run) => run.x + run.width)),
  }
}
