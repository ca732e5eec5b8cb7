import type { Language } from '../../shared'
import { mentionsMonth } from '../dates-in'
import type { Passage } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { parseAmount } from './parse-amount'

/**
 * The lines a slide's entry keeps before any other after its point (criterion e): what falls off a table or a
 * list cut at a fixed depth is often the point. First a table's bottom-line rows ("Total", "Adjusted EBITDA"),
 * then a line under the table that qualifies a row it names ("Adjusted EBITDA excludes £0.9M capitalised"),
 * then a line that opens on a contrast ("But no maintenance guidelines"), which turns the lines above it,
 * then a question said with its answer, then a dated line ("A task will be sent to all employees on 01 December",
 * "In February the team will pull succession data"): a date is what a reader acts on, and a list cut at a fixed
 * depth drops it (issue 24, talent slides 15 and 19); on a slide, not beside a table. Each group in slide order.
 * In a document's running text a contrast turns only the sentence before it, which it needs to be read
 * (`answersBefore`): it comes first no more.
 */
export function keepFirstInEntry(
  candidates: number[],
  passages: Passage[],
  language: Language,
  isDocument = false,
): number[] {
  const words = DECK_WORDS[language].entries
  const rows = candidates.filter((index) => passages[index]!.table === 'row')
  const bottom = rows.filter((index) => words.isBottomLine(rowLabel(passages[index]!)))
  // A row of one cell of words inside a table ("School Two: Ranked 48th out of 49 …", the rest empty) heads the
  // rows under it as the line above the table heads the first: cut at a fixed depth, the entry said one part of
  // the table and rows of the next without it (issue 24, reader r-u1, workforce slide 23).
  const isHeading = (index: number) => isHeadingRow(passages[index]!.brief)
  // A table read from a PDF with wrapped cells has many rows of one phrase each: those are cut cells, not parts.
  const headingRows = rows.filter(isHeading)
  const isParted =
    headingRows.length <= MAX_HEADING_ROWS && rows.length >= PART_ROWS * (headingRows.length + 1)
  const headings = isParted ? headingRows : []
  const labels = rows.map((index) => rowLabel(passages[index]!).toLowerCase()).filter(isNamingLabel)
  // A footnote stands under its table: a line above the last row is a cell the reader cut, or the slide's own.
  const lastRow = Math.max(-1, ...rows)
  const qualifying = candidates.filter((index) => {
    const passage = passages[index]!
    if (passage.table || passage.fromNotes || index < lastRow) return false
    const text = passage.brief.toLowerCase()
    return labels.some((label) => text.includes(label))
  })
  const contrasts = isDocument
    ? []
    : candidates.filter((index) => !passages[index]!.table && words.opensContrast(passages[index]!.brief))
  // A question with its answer on one line ("Q: Will the standards …? A: No.") is the slide's own finding.
  const answered = candidates.filter((index) => ANSWERED.test(passages[index]!.brief))
  // Beside a table, its rows are the point: a line under it naming the month the table is of ("Every measure
  // missed plan in October") would take a row's bullet (Wrenfield's labour cost per tonne).
  // A report's section dates much of what it says (its background, its period): there a month marks no key line.
  const dated = candidates.filter(
    (index) => !isDocument && rows.length === 0 && mentionsMonth(passages[index]!.brief, language),
  )
  return [...new Set([...headings, ...bottom, ...qualifying, ...contrasts, ...answered, ...dated])]
}

/** A heading row says a phrase: this many words at least, and no cells beside it. */
const MIN_HEADING_WORDS = 4
/** A table has a part or two, each of several rows (workforce slide 23: two schools of 14 rows each). */
const MAX_HEADING_ROWS = 2
const PART_ROWS = 4

function isHeadingRow(text: string): boolean {
  return !/;\s|\s—\s|\s·\s/u.test(text) && text.trim().split(/\s+/u).length >= MIN_HEADING_WORDS
}

// The rows left out named at most: a longer list of names would fill the entry the table was cut to fit.
const MAX_NAMED = 5
const ANSWERED = /\?\s+\p{L}{1,12}\s?:\s+\S/u

/** A table row's label: what stands before its cells ("Adjusted EBITDA — Q2 budget: 0.3; …" → "Adjusted EBITDA"). */
export function rowLabel(passage: Passage): string {
  const text = passage.brief
  const dash = text.indexOf(' — ')
  if (dash > 0) return text.slice(0, dash).trim()
  const colon = text.indexOf(': ')
  return (colon > 0 ? text.slice(0, colon) : text).trim()
}

/**
 * The rows of a table its entry left out, each with its last figure and that column's name where room allows
 * ("also in the table: Personal — Variance: (7); Marketing — Variance: (31)"), then by their labels: a table
 * said in part reads as the whole, and a label alone drops the figure that gave the kept rows their meaning
 * (issue 24, reader r-p3: the founders' €13 mln, the −7 and −31 cost overruns). The last figure of a row is
 * its result (the variance, the latest year, the only amount). No count: the labels say how many.
 * The caller sets the fold apart from every row's figures (its own bullet): after "31,0", a bare label reads
 * as if it shared that figure.
 */
export function leftOutRows(
  rows: number[],
  kept: Set<number>,
  passages: Passage[],
  language: Language,
): string | undefined {
  if (!rows.some((index) => kept.has(index))) return undefined
  // Rows of one label ("Journal of AA" by page type) are named once; past a few names, the fold says it is in part.
  const left = rows.filter((index) => !kept.has(index))
  const said: string[] = []
  const labels = new Set<string>()
  let length = 0
  let withFigures = false
  let cut = false
  for (const index of left) {
    const label = rowLabel(passages[index]!)
    if (labels.has(label)) continue
    labels.add(label)
    // The row's result and what it differs by ("Actual: £229; Variance: +£17") while room allows, else its result.
    const compact = [2, 1]
      .map((cells) => compactRow(passages[index]!, label, cells, language))
      .find((text) => text !== undefined && length + text.length <= MAX_FOLD)
    if (compact === undefined && said.length >= MAX_NAMED) {
      cut = true
      break
    }
    said.push(compact ?? label)
    withFigures ||= compact !== undefined
    length += (compact ?? label).length + 3
  }
  if (said.length === 0) return undefined
  // Rows said with their cells are set apart by a dot, since their cells are set apart by semicolons.
  const words = DECK_WORDS[language].entries
  // Past a few rows, the fold says it gives the first of them (an entry ending on "…" reads as cut off), before
  // its colon: after the last row's figure the note would read as that figure's label (apache-performance
  // slide 17's "Content Bytes — 22992 (first items …)" failed the label check and the fold was lost).
  const template = cut
    ? words.moreRows.replace(/\s*:\s*\{labels\}/u, ` (${words.listShare})$&`)
    : words.moreRows
  return template.replace('{labels}', said.join(withFigures ? ' · ' : '; '))
}

// The rows left out are said with their figures in up to this many characters: a fold longer than a row or
// two would fill the entry the table was cut to fit.
const MAX_FOLD = 200

/**
 * A row by its label and its cells that hold a figure, with their columns' names, as the row's text writes
 * them; a row of one value ("Churn: 1,9 %") whole. Of a plan/actual/variance row, or one with a total, its
 * last `count` figures ("Personal — Real: (462); Desviación: (7)"): there the last figure is the row's result.
 * Elsewhere the columns are peers (years, options) and each figure is the row's own: the last two of "2026;
 * 2027; 2028" dropped the first year's project cost, the largest (Bellandi slide 11, reader r-q3).
 */
function compactRow(passage: Passage, label: string, count: number, language: Language): string | undefined {
  // The row's text names its columns ("Personal — Budget: (455); …"); its brief does not.
  const text = passage.text
  const dash = text.indexOf(' — ')
  if (dash < 0) return /\d/u.test(text) && text.length <= label.length + MAX_CELL ? text : undefined
  const parts = text
    .slice(dash + 3)
    .split('; ')
    .map((part) => part.trim())
  const headers = DECK_WORDS[language].headers
  const endsOnResult = parts.some((part) => {
    const column = part.slice(0, Math.max(0, part.indexOf(': ')))
    return [headers.plan, headers.actual, headers.variance, headers.total].some((is) => is(column))
  })
  const figures = parts.filter((part) => FIGURE.test(part.slice(part.indexOf(': ') + 1).trim()))
  const cells = endsOnResult ? figures.slice(-count) : figures
  // A long cell is a statement, not a figure: the label alone names that row.
  if (cells.length === 0 || cells.some((cell) => cell.length > MAX_CELL)) return undefined
  return `${label} — ${cells.join('; ')}`
}

const MAX_CELL = 40
/**
 * A cell that holds a figure: an amount with its sign, currency and a short unit ("(1.548)", "+£17", "9,5x",
 * "−3.6 pts"). A date, a time stamp or a code is no figure to set after a label (apache-performance slide 17).
 */
const FIGURE = /^[+\-−–]?\(?[$€£¥]?\s?\d[\d.,\u00a0\u202f ]*\)?\s?(?:%|‰|\p{L}{1,5}\.?|[kKM]?€)?$/u

// A label that names its row in a sentence: a word of some length, not a figure or a single letter ("A", "2026").
function isNamingLabel(label: string): boolean {
  return label.length >= 4 && /\p{L}{3}/u.test(label)
}

/**
 * Of a table's rows kept in an entry, the one that gives its bullet to the rows left out: the row of the
 * smallest amount in the table's first column of figures, when the rows write that column alike ("58,0",
 * "2,0", "16,0": the transaction costs before the fund's equity), since the largest rows are what a reader
 * needs (issue 24, reader r-p3); else the row picked last (`candidates` in the order the entry picked them).
 * Only a row the fold says with its figures, and only when a row left out (`left`) is said with its own.
 */
export function rowToFold(
  candidates: number[],
  left: number[],
  passages: Passage[],
  language: Language,
): number | undefined {
  // A fold that would say its rows by their labels alone gains a bullet of names for one of the slide's rows, and a
  // row of words ("Brand risk — A: High; B: Low") it would say by its label: no row gives its bullet then
  // (Bellandi slide 7, reader r-q3: A's high brand risk was lost to "also in the table: Brand risk; Timing").
  const saysFigures = (index: number) =>
    compactRow(passages[index]!, rowLabel(passages[index]!), 2, language) !== undefined
  const kept = candidates.filter(saysFigures)
  if (kept.length === 0 || !left.some(saysFigures)) return undefined
  const amounts = kept.map((index) => {
    const cell = firstCell(passages[index]!)
    return cell === undefined ? undefined : parseAmount(cell, language)
  })
  const alike =
    amounts.every((amount) => amount !== undefined) &&
    new Set(amounts.map((amount) => `${amount!.prefix}|${amount!.suffix}`)).size === 1
  if (!alike) return kept.at(-1)
  return kept.reduce((smallest, index, n) =>
    Math.abs(amounts[n]!.value) < Math.abs(amounts[kept.indexOf(smallest)]!.value) ? index : smallest,
  )
}

/** A row's first cell, without its column's name ("Budget: 2.210" → "2.210"). */
function firstCell(passage: Passage): string | undefined {
  const text = passage.text
  const dash = text.indexOf(' — ')
  if (dash < 0) return undefined
  const cell = text.slice(dash + 3).split('; ')[0]!
  return cell.slice(cell.indexOf(': ') + 1).trim()
}
