import type { DeckRole, Language, SlideLine } from '../../shared'
import type { SummaryUnit } from './collect-passages'
import type { ComputedInsight } from './compute-insights'
import { DECK_WORDS } from './deck-words'
import { askAboutBeforeAfter, askAboutOwnResult } from './ask-about-result-rows'
import { compareRows } from './compare-rows'
import { mayRelate, sentenceLines } from './relation-lines'

type TableRow = Extract<SlideLine, { kind: 'table-row' }>

// A figure closing a text row: an approximation sign, a currency, digits with a power or decimals, and a short unit
// ("15ns", "≈ 2^28", "234 (words)", "£1.2M"). Slashed pairs ("620/620ns") are two readings, no one cell.
const FIGURE = String.raw`(?:[≈~]\s?)?[$€£]?\d+(?:[.,]\d+)*(?:\^\d+)?(?:\s*(?:%|\(\p{L}{1,12}\))|\s?\p{L}{1,5}\b)?`
const CLOSING_FIGURE = new RegExp(String.raw`(?:^|\s)(${FIGURE})\s*$`, 'u')
// A row names its entry in a few words (a method, an operation, a source); a longer text is a sentence.
const MAX_NAME_WORDS = 6
// Two rows make a before/after table; a result against its alternatives needs two of them beside it.
const MIN_PAIRED_ROWS = 2
const MIN_ALTERNATIVES = 2
// The rows a reader takes in at once: the first ones, in the deck's order.
const MAX_ROWS = 3
// A heading above the rows names what they measure; a longer line is the slide's text, not the table's.
const MAX_HEADING_WORDS = 10

interface TextRow {
  /** The row's name cells ("Proposed", "Unrestricted Faithful"). */
  names: string[]
  figures: string[]
  at: number
}

/**
 * The comparison a slide makes in a text table (rows typed as lines, their cells apart by tabs or in one line),
 * stated as one headline figure (decision 175). Two shapes: rows of two figures of one unit under a heading naming
 * both sides ("Operation Spark 1.6 Spark 2.0" / "filter 15ns 1.1ns": a before and after), and rows of one figure
 * where one row is the deck's own ("Proposed … 234" against "Lewis … 768", "Coleman et al. … ≈1500": a result
 * against its alternatives). Each row alone is a cell without its other side, and a slide entry copies rows one by
 * one; the comparison is what the slide exists for. The figures are quoted as the slide states them; nothing is
 * computed. The first such table of the deck: a talk's results slide states one.
 */
export function compareResultRows(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): ComputedInsight[] {
  for (const [index, unit] of units.entries()) {
    if (!mayRelate(unit, roles[index])) continue
    // The slide's text lines first (a table typed as lines), then each table ingest read as one (its header above
    // its rows, as a typed table's heading names both sides: "Operation Spark 1.6 Spark 2.0").
    for (const lines of [sentenceLines(unit), ...tableLines(unit, units, language)]) {
      const insight = compareLines(lines, unit, language)
      if (insight !== undefined) return [insight]
    }
  }
  return []
}

/** The comparison one block of lines makes (a heading above rows of figures), when it makes one. */
function compareLines(lines: string[], unit: SummaryUnit, language: Language): ComputedInsight | undefined {
  const { ownEntry } = DECK_WORDS[language]
  const { versus } = DECK_WORDS[language].phrases
  const rows = lines.flatMap((line, at) => readTextRow(line, at))
  const paired = rows.filter((row) => row.figures.length === 2 && sameUnit(row.figures))
  const pairedHeading = headingAbove(lines, paired[0]?.at ?? 0)
  if (paired.length >= MIN_PAIRED_ROWS && pairedHeading !== undefined && namesTwoSides(pairedHeading)) {
    const heading = pairedHeading
    // Two sides in order (versions, years: "Spark 1.6 … Spark 2.0") read as a change; else as a comparison.
    const joiner = namesOrderedSides(heading) ? '→' : versus
    const shown = paired.slice(0, MAX_ROWS)
    const text = `${labelOf(unit.title, heading)}${shown
      .map((row) => `${row.names.join(' ')} ${row.figures[0]} ${joiner} ${row.figures[1]}`)
      .join('; ')}`
    const question = askAboutBeforeAfter(
      shown.map((row) => ({ name: row.names.join(' '), figures: row.figures })),
      joiner,
      language,
    )
    return insightOf(text, unit, shown[0]!.figures[0]!, shown[0]!.figures[1]!, shown, question)
  }
  const single = rows.filter((row) => row.figures.length === 1)
  const own = single.filter((row) => ownEntry.test(row.names[0]!))
  if (own.length !== 1 || single.length < MIN_ALTERNATIVES + 1) return undefined
  const ours = own[0]!
  const others = single.filter((row) => row !== ours).slice(0, MAX_ROWS)
  const heading = headingAbove(lines, Math.min(...single.map((row) => row.at)))
  const text = `${labelOf(unit.title, heading)}${named(ours)} ${ours.figures[0]} ${versus} ${others
    .map((row) => `${named(row)} ${row.figures[0]}`)
    .join(', ')}`
  const stated = (row: TextRow) => ({ name: named(row), figures: row.figures })
  const question = askAboutOwnResult(stated(ours), others.map(stated), language)
  return insightOf(text, unit, ours.figures[0]!, others[0]!.figures[0]!, [ours, ...others], question)
}

/**
 * Each table ingest typed on the slide (PPTX tables, a PDF's grid: decision 182) as text lines: its header's cells
 * as the heading, then one line per row, its cells apart by tabs, so that a typed table is read as a typed-out one.
 * A table without a header names no sides, and yields no heading. A table the table comparisons already read (a
 * plan, actual or variance column: decision 049; its best entry against its worst: decision 086) is left to them:
 * they state its gap, where this would quote its cells.
 */
function tableLines(unit: SummaryUnit, units: SummaryUnit[], language: Language): string[][] {
  const { headers: columns } = DECK_WORDS[language]
  const tables: TableRow[][] = []
  for (const [at, line] of (unit.lines ?? []).entries()) {
    if (line.kind !== 'table-row') continue
    const previous = unit.lines![at - 1]
    const continues =
      previous?.kind === 'table-row' && previous.headers.join('\t') === line.headers.join('\t')
    if (continues) tables.at(-1)!.push(line)
    else tables.push([line])
  }
  return tables.flatMap((table) => {
    const headers = table[0]!.headers
    const rows = table.filter((row) => row.isHeader !== true)
    const isPlanned = headers.some(
      (header) => columns.plan(header) || columns.actual(header) || columns.variance(header),
    )
    if (rows.length === 0 || isPlanned || compareRows(rows, unit, units, language).length > 0) return []
    return [[headers.join('\t'), ...rows.map((row) => row.cells.join('\t'))]]
  })
}

/** A line as a table row: its name cells and the figures closing it; none when it is a sentence or has no figure. */
function readTextRow(line: string, at: number): TextRow[] {
  const figures: string[] = []
  let rest = line.trim()
  for (let match = CLOSING_FIGURE.exec(rest); match !== null; match = CLOSING_FIGURE.exec(rest)) {
    figures.unshift(match[1]!.trim())
    rest = rest.slice(0, match.index).trim()
  }
  const names = rest
    .split(/\t+|\s{2,}/u)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '')
  const words = names.join(' ').split(/\s+/u).length
  // A name starts with a letter and holds no figure of its own ("sort (8/16 bit entropy)" is no clean row).
  if (figures.length === 0 || names.length === 0 || words > MAX_NAME_WORDS) return []
  if (!/^\p{L}/u.test(names[0]!) || names.some((cell) => /\d/u.test(cell))) return []
  return [{ names, figures, at }]
}

/** Whether two figures are of one unit ("15ns" and "1.1ns"; "768" and "≈1500"), so the row compares like with like. */
function sameUnit(figures: string[]): boolean {
  const units = figures.map((figure) => figure.replace(/^[≈~]\s?/u, '').replace(/[\d.,^\s]/gu, ''))
  return units.every((unit) => unit === units[0])
}

/** The line just above the table's first row, when it is a short heading (the columns' or the table's name). */
function headingAbove(lines: string[], at: number): string | undefined {
  const line = lines[at - 1]?.trim()
  if (line === undefined || line === '' || line.split(/\s+/u).length > MAX_HEADING_WORDS) return undefined
  return /[.!?]$/u.test(line) ? undefined : line
}

/**
 * Whether a heading can name the two columns of a before and after: words, and no number or two ("Spark 1.6 Spark
 * 2.0"). A bare year above the rows is the last of a header the layout stacked ("1985", "1995", "2005" over rows of
 * two figures: a column was lost), and it would name the rows' figures wrongly.
 */
function namesTwoSides(heading: string): boolean {
  const numbers = heading.match(/\d+(?:\.\d+)?/gu) ?? []
  return /\p{L}{2,}/u.test(heading) && (numbers.length === 0 || numbers.length === 2)
}

/** Whether a heading closes on two sides numbered in rising order ("Spark 1.6 Spark 2.0", "2019 2024"). */
function namesOrderedSides(heading: string): boolean {
  const numbers = [...heading.matchAll(/\d+(?:\.\d+)?/gu)].map((match) => Number(match[0]))
  return numbers.length === 2 && numbers[0]! < numbers[1]!
}

function labelOf(title: string, heading: string | undefined): string {
  const parts = [title.trim(), heading?.replace(/\s+/gu, ' ')].filter(
    (part) => part !== undefined && part !== '',
  )
  return parts.length === 0 ? '' : `${parts.join(' — ')}: `
}

/** A row's name as a reader says it: its first cell, the others in brackets ("Lewis (Restricted Faithful)"). */
function named(row: TextRow): string {
  const [first, ...more] = row.names
  return more.length === 0 ? first! : `${first} (${more.join(', ')})`
}

function insightOf(
  text: string,
  unit: SummaryUnit,
  figure: string,
  other: string,
  rows: TextRow[],
  question: string | undefined,
): ComputedInsight {
  return {
    kind: 'contrast',
    text,
    slides: unit.pages,
    // A table's rows are several subjects: no one of them slots into a question.
    subject: '',
    figure,
    plan: other,
    inputs: rows.flatMap((row) => row.figures),
    derived: [],
    // The rows' own question (decision 179): the subject is several rows, so no template slot fits it.
    ...(question === undefined ? {} : { question }),
  }
}
