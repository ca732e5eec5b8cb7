import type { Language } from '../../shared'
import { attachColumns, readCellByCell, readTables, readTextTables } from './read-table-lines'
import { groupPairs, joinFigureLabels, readChartRows, splitValues } from './pair-figure-labels'
import { carryUnitHeaders } from './carry-unit-headers'
import { dropAxisTicks } from './drop-axis-ticks'
import { carryLists, joinWrappedLines } from './join-wrapped-lines'
import { nameBoxHeadings } from './name-box-headings'
import { signDashes } from './sign-dashes'
import { isMarksOnly } from './checkbox-marks'

/** One line of a slide as the summariser sees it: a figure already joined to what it measures. */
export interface SlideLine {
  text: string
  /** The line was a bullet ('- ') on the slide. */
  isBullet: boolean
  /** A bullet's depth in its list (0 at the top), where the slide gives it. */
  level?: number
  /** The line is a table's header, or one of its rows read against the header. */
  table?: 'header' | 'row'
  /** Set for typed lines only (see collectPassages): what the slide model says the line is. */
  kind?: 'stat' | 'chart' | 'caption' | 'chart-title' | 'agenda' | 'contents'
  /** The heading of the side-by-side column the line is an item of ("Risks", "Did not work"), see `nameColumns`. */
  column?: string
  /** A chart group's whole series (typed lines only), see `ChartSeries`. */
  chart?: ChartSeries
  /** The text box the line stands in, where ingest laid the slide out: figures pair with words of their own box only. */
  box?: number
}

/** A line of a slide's text, with the text box it stands in when the slide model says (see `Slide['lines']`). */
export interface BoxedText {
  text: string
  box?: number | undefined
}

/**
 * All points of one chart series on a slide, in the slide's order: the overall summary says what they show
 * (extremes, or first and last over time) in one item. `first` marks the slide line that stands for the
 * chart; the chart's other lines are read slide by slide only.
 */
export interface ChartSeries {
  label: string
  points: { category: string; value: string }[]
  first: boolean
  /** The category the deck names on other slides: its own subject among the chart's (see `markHomeCategories`). */
  home?: string
  /** The chart's further series (typed lines only): a plan beside its actual is read against it. */
  others?: { label: string; points: { category: string; value: string }[] }[]
}

// Ingest marks bullets '- '; a PDF's own bullet glyphs are read the same way.
const BULLET = /^\s*(?:-|[•▪◦●■‣–])\s+/u

/**
 * Lines of a slide body, with the layout's habit of separating a figure from its label undone:
 * a stat card ("42%" then "Gross margin"), a figure under its heading, and table rows read against their
 * header row ("Revenue — 2023: 3.1; 2024: 4.2") become one line each.
 */
export function readLines(text: string, options: ReadOptions = {}): SlideLine[] {
  return readBoxedLines(
    text.split('\n').map((line) => ({ text: line })),
    options,
  )
}

export interface ReadOptions {
  /** Each line is a paragraph its author ended (PPT, PPTX): no line is joined to the next for its width alone. */
  isParagraphed?: boolean
  /** The deck's language: a line ending on a word no phrase ends on ("of the") goes on below. */
  language?: Language
}

/**
 * `readLines` over lines that say which text box each stands in: a value pairs with a label in its own box
 * only. Where some lines say and others do not (a title read as a line), each of the others is a box alone.
 */
export function readBoxedLines(input: readonly BoxedText[], options: ReadOptions = {}): SlideLine[] {
  const isLaidOut = input.some((line) => line.box !== undefined)
  // A chart's labels that a PDF set beside the text open lines of their own ("74 •", "90 92 • Chamberí…").
  const besideChart = input.filter((line) => CHART_LABELS.test(line.text.trim())).length >= MIN_CHART_LABELS
  // A form's checkbox marks alone on a line are no text: read as a label they take the value below ("•: 15.04.1999").
  const raw = input
    .filter((source) => !isMarksOnly(source.text))
    .map((source, at) => {
      const line = markHoles(dropValuesBeforeBullet(source.text))
      const box = source.box ?? (isLaidOut ? -1 - at : undefined)
      return {
        text: signDashes(line.replace(BULLET, '').trim()),
        isBullet: BULLET.test(line),
        // Ingest indents a nested bullet two spaces a level.
        ...(BULLET.test(line) ? { level: Math.floor((/^\s*/u.exec(line)?.[0].length ?? 0) / 2) } : {}),
        ...(box === undefined ? {} : { box }),
      }
    })
    .filter((line) => line.text !== '')
    .map((line, at, all) => (besideChart ? dropValuesBeforeContinuation(line, all[at - 1]) : line))
  const lines = readTables(
    carryLists(nameBoxHeadings(joinWrappedLines(readCellByCell(dropAxisTicks(raw)), options))),
  )
  return carryUnitHeaders(groupPairs(joinFigureLabels(readChartRows(attachColumns(readTextTables(lines))))))
}

// A bullet's glyph inside a line: what stands before it was set beside the list, not in it.
const INNER_BULLET = /^(.+?)\s+[•▪◦●■‣]\s+(\S.*)$/u

/**
 * A chart's data label that a PDF set on the same line as a bullet beside the chart ("1,041 • Line 3 (Oven 3)
 * lost 164 tonnes"): glued on, Line 1's output reads as Line 3's (issue 24, reader r-b2). The values before
 * the glyph have no label on the line, so the line is read as its bullet alone.
 */
function dropValuesBeforeBullet(line: string): string {
  const match = INNER_BULLET.exec(line)
  return match && splitValues(match[1]!.trim()) ? `- ${match[2]!}` : line
}

// Bare numbers, then the lower-case rest of a sentence: "61 los acuerdos con empresas".
const VALUES_BEFORE_WORDS = /^((?:\d+(?:[.,]\d+)?\s+)+)(\p{Ll}.*)$/u
// Only beside a chart, whose labels stand alone or before a bullet's glyph: elsewhere "Revenue rose to" /
// "4 million", or "period = 1 week" / "300 m (CA)", is the text's own figure.
const CHART_LABELS = /^(?:\d+(?:[.,]\d+)?\s*)+(?:[•▪◦●■‣]|$)/u
const MIN_CHART_LABELS = 2

/**
 * A chart's axis or data labels that a PDF set at the start of a wrapped sentence's next line ("Triana sube 7
 * puntos gracias a" / "61 los acuerdos con empresas"): glued on, the chart's 61 reads as 61 agreements (issue
 * 24). Where the line above stops mid-sentence on a word, the numbers are the chart's, not the sentence's.
 */
function dropValuesBeforeContinuation<T extends { text: string; isBullet: boolean }>(line: T, above?: T): T {
  const match = VALUES_BEFORE_WORDS.exec(line.text)
  if (!match || line.isBullet || !above || !/\p{L}$/u.test(above.text)) return line
  return { ...line, text: match[2]! }
}

// A gap of spaces inside a sentence ("waveform,        , as a function") is where an equation or symbol sat
// that the text layer does not hold. Columns of a table or a chart's axis are set by tabs and short runs.
const HOLE = /(?<=[\p{L},])[ ]{5,}(?=[\p{L},.(])/gu
// A line reads as a sentence, not a row of cells, from this many words.
const SENTENCE_WORDS = 6

/**
 * A sentence with a hole is no whole sentence: the hole is shown ("[…]") so that the entry does not state
 * "the worst-case waveform, , as a function of…" as if the deck had said it so.
 */
function markHoles(line: string): string {
  if ((line.match(/\p{L}{2,}/gu) ?? []).length < SENTENCE_WORDS) return line
  // Only the marker's own space goes before a comma: elsewhere a space before a comma may part two figures.
  return line.replace(HOLE, ' […] ').replace(/ \[…\] (?=[,.])/gu, ' […]')
}
