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
}

interface Line {
  runs: TextRun[]
  y: number
  height: number
  left: number
  right: number
  /** lineText's answer, kept: the title pick and the body both read every line's text. */
  text?: string
  /** textHeight's answer, kept: the title pick compares lines several times. */
  textHeight?: number
}

export interface ArrangedPage {
  title: string
  text: string
  /**
   * The title is only a short first line, set no larger than the text around it: on a report's pages
   * that is often a running header, which only the whole document can tell (see joinPdfPages).
   */
  plainTitle: boolean
}

/** Fraction of the page, from the top, where a title may sit. */
const TITLE_ZONE = 0.4
/** A wrapped title keeps at most this many lines. */
const MAX_TITLE_LINES = 3
/** A title line is set at least this much larger than the body text... */
const PROMINENCE = 1.15
/** ...or else it is a short first line... */
const MAX_PLAIN_TITLE_CHARS = 80
/** ...unless the page holds so little text (a slide with one statement) that its top line is the title. */
const SPARSE_PAGE_CHARS = 300

/**
 * Puts a page's text in reading order: pdf.js yields content-stream order, which is whatever order the
 * producer drew in. Lines are rebuilt from baselines, two-column prose is read column by column, blank
 * lines mark paragraph gaps, and the most prominent line near the top becomes the title.
 */
export function arrangePageText(runs: TextRun[], pageHeight: number): ArrangedPage {
  const visible = dropShadowCopies(runs.filter((run) => run.text.trim() !== '' && run.height > 0))
  if (visible.length === 0) return { title: '', text: '', plainTitle: false }

  const lines = buildLines(visible)
  const gutter = findColumnGutter(lines)
  const ordered = gutter === undefined ? lines : readColumns(lines, gutter)
  const { lines: titleLines, plain } = pickTitle(ordered, pageHeight)
  const title = titleLines.map(lineText).join(' ')
  const body = ordered.filter((line) => !titleLines.includes(line))
  return { title, text: joinLines(body), plainTitle: plain && title !== '' }
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
    // Same line when the baselines are closer than half the smaller font: tolerates sub/superscripts
    // and producers that jitter baselines, without merging consecutive lines.
    if (current && run.y - current.y <= 0.5 * Math.min(run.height, current.height)) {
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
  return lines
}

/**
 * Finds the x of a gap between two columns of prose, or undefined. Cheap test: a vertical strip in the
 * middle of the text that few runs cross, with at least five lines on each side, and the left lines
 * reaching close to the strip (justified prose does, table cells mostly do not — tables keep their rows).
 */
function findColumnGutter(lines: Line[]): number | undefined {
  if (lines.length < 10) return undefined
  const left = Math.min(...lines.map((line) => line.left))
  const right = Math.max(...lines.map((line) => line.right))
  const span = right - left
  if (span <= 0) return undefined

  const bins = 200
  const coverage = new Uint32Array(bins)
  for (const line of lines) {
    for (const run of line.runs) {
      const from = Math.max(0, Math.floor(((run.x - left) / span) * bins))
      const to = Math.min(bins - 1, Math.floor(((run.x + run.width - left) / span) * bins))
      for (let bin = from; bin <= to; bin++) coverage[bin] = (coverage[bin] ?? 0) + 1
    }
  }
  let best = Math.floor(bins * 0.3)
  for (let bin = best; bin <= Math.ceil(bins * 0.7); bin++) {
    if ((coverage[bin] ?? 0) < (coverage[best] ?? 0)) best = bin
  }
  const gutter = left + ((best + 0.5) / bins) * span
  const splittable = lines.filter((line) => !crossesGutter(line.runs, gutter))
  if (splittable.length < lines.length * 0.75) return undefined

  const leftLines = splittable.filter((line) => line.left < gutter)
  const rightLines = splittable.filter((line) => line.right > gutter)
  if (leftLines.length < 5 || rightLines.length < 5) return undefined

  const reaches = leftLines.map((line) => lastRunBefore(line, gutter) - left).sort((a, b) => a - b)
  const medianReach = reaches[Math.floor(reaches.length / 2)] ?? 0
  return medianReach >= (gutter - left) * 0.75 ? gutter : undefined
}

function crossesGutter(runs: TextRun[], gutter: number): boolean {
  return runs.some((run) => run.x < gutter && run.x + run.width > gutter)
}

function lastRunBefore(line: Line, gutter: number): number {
  let end = line.left
  for (const run of line.runs) if (run.x < gutter) end = Math.max(end, run.x + run.width)
  return end
}

/** Between lines that span both columns, reads the left column down, then the right. */
function readColumns(lines: Line[], gutter: number): Line[] {
  const ordered: Line[] = []
  let leftBlock: Line[] = []
  let rightBlock: Line[] = []
  const flush = () => {
    ordered.push(...leftBlock, ...rightBlock)
    leftBlock = []
    rightBlock = []
  }
  for (const line of lines) {
    if (crossesGutter(line.runs, gutter)) {
      flush()
      ordered.push(line)
      continue
    }
    const leftRuns = line.runs.filter((run) => run.x < gutter)
    const rightRuns = line.runs.filter((run) => run.x >= gutter)
    if (isNonEmpty(leftRuns)) leftBlock.push(lineOf(leftRuns))
    if (isNonEmpty(rightRuns)) rightBlock.push(lineOf(rightRuns))
  }
  flush()
  return ordered
}

function lineOf(runs: [TextRun, ...TextRun[]]): Line {
  return {
    runs,
    y: runs[0].y,
    height: Math.max(...runs.map((run) => run.height)),
    left: runs[0].x,
    right: Math.max(...runs.map((run) => run.x + run.width)),
  }
}

function isNonEmpty<T>(items: T[]): items is [T, ...T[]] {
  return items.length > 0
}

/**
 * The tallest line in the top part of the page (the first on a tie), with its wrapped continuation. On a
 * full page where nothing stands out (a report's body page) only a short first line, typically a running
 * heading, is taken: a sentence of body text is no title. A line needs a letter to be a title: page
 * numbers and chart axes are none, nor does an icon glyph make a line of body text look like a heading.
 */
function pickTitle(lines: Line[], pageHeight: number): { lines: Line[]; plain: boolean } {
  const withText = lines.filter((line) => /\p{L}/u.test(lineText(line)))
  const prominent = bodyHeight(lines) * PROMINENCE
  const nearTop = tallest(withText.filter((line) => line.y <= pageHeight * TITLE_ZONE))
  // Cover slides centre their title: when nothing near the top stands out, the page's tallest line may.
  const anywhere = tallest(withText)
  const isSparse = withText.reduce((sum, line) => sum + lineText(line).length, 0) <= SPARSE_PAGE_CHARS
  let best: Line | undefined
  if (nearTop && textHeight(nearTop) >= prominent) best = nearTop
  else if (anywhere && textHeight(anywhere) >= prominent) best = anywhere
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

/** The first of the tallest lines, allowing for rounding in font sizes. */
function tallest(lines: Line[]): Line | undefined {
  let best: Line | undefined
  for (const line of lines) if (!best || textHeight(line) > textHeight(best) * 1.05) best = line
  return best
}

/** The line's font height, counting only runs with a letter or digit: an icon glyph is no heading. */
function textHeight(line: Line): number {
  line.textHeight ??= Math.max(
    0,
    ...line.runs.filter((run) => /[\p{L}\p{N}]/u.test(run.text)).map((run) => run.height),
  )
  return line.textHeight
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

function lineText(line: Line): string {
  line.text ??= joinRuns(line.runs)
  return line.text
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

function joinLines(lines: Line[]): string {
  const out: string[] = []
  let previous: Line | undefined
  for (const line of lines) {
    const text = lineText(line)
    if (text === '') continue
    // A gap wider than one and a half lines, or a jump back up (next column), starts a paragraph.
    if (previous) {
      const step = line.y - previous.y
      if (step < 0 || step > Math.max(line.height, previous.height) * 1.8) out.push('')
    }
    out.push(text)
    previous = line
  }
  return out.join('\n')
}
