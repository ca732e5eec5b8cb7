import type { Language, SlideLine } from '../../shared'
import type { SummaryUnit } from './collect-passages'
import type { ComputedInsight } from './compute-insights'
import { DECK_WORDS } from './deck-words'
import { ORDERED_CATEGORY } from './describe-chart'
import { isSameUnit, parseAmount, type Amount } from './parse-amount'

type TableRow = Extract<SlideLine, { kind: 'table-row' }>

// Under this the best and the worst of a measure differ too little for a reader to ask why.
const MIN_SPREAD = 0.25
// Three are the fewest for "best against worst" to say more than one row beside the other.
const MIN_ENTRIES = 3
// Shares of a whole that add up to about this are a mix (who the members are), not a result to compare.
const WHOLE = 100
const WHOLE_TOLERANCE = 5
// An entry is named, not described: a longer header is a sentence (a chart's finding, a survey note).
const MAX_NAME_WORDS = 6

interface Entry {
  name: string
  amount: Amount
}

/**
 * A comparison across the entries of a table that has no plan (segments, options, scenarios, sites): on one
 * measure, the best entry against the worst ("12-month retention: Explorers 73% against Gift recipients 21%").
 * Two rows of one table are two places the reader has to put together, so copying one row never states it. The
 * measure is a column when the rows are the entries, or a row when the columns are (an options table). A measure
 * the deck names on another slide is the one it cares about, and leads; then the widest spread. A mix of shares
 * (adding up to 100 %) and a series over periods are no comparison of entries.
 */
export function compareRows(
  rows: TableRow[],
  unit: SummaryUnit,
  units: SummaryUnit[],
  language: Language,
): { insight: ComputedInsight; weight: number }[] {
  const headers = rows[0]!.headers
  // Periods on either side make a series (a P&L by year, a metric by quarter): its rows are different measures.
  if (
    rows.some((row) => ORDERED_CATEGORY.test(row.cells[0]?.trim() ?? '')) ||
    headers.slice(1).some((header) => ORDERED_CATEGORY.test(header.trim()))
  )
    return []
  const words = DECK_WORDS[language]
  // A total is the sum of its entries, not one of them.
  const peers = rows.filter((row) => !words.headers.total(row.cells[0] ?? ''))
  const totalRow = rows.find((row) => words.headers.total(row.cells[0] ?? ''))
  const measures: { name: string; entries: Entry[] }[] = []
  // A second name cell that differs from row to row says what each row measures ("Database AA — Searches run",
  // "Database AA — Sessions"): a column then holds different measures, and its rows are no peers.
  const isMeasuredByRow = new Set(peers.map(otherNames)).size > 1
  // Columns as measures, rows as entries.
  headers.forEach((header, at) => {
    if (isMeasuredByRow) return
    // A column headed by its unit alone ("€ mln") lists different items (a valuation, sources and uses), not peers.
    // A column the table totals is a breakdown of that total (clinics per plan), a mix as shares are.
    if (at === 0 || !namesMeasure(header) || (totalRow && parseAmount(totalRow.cells[at] ?? '', language)))
      return
    measures.push({
      name: header,
      entries: entriesOf(peers.map((row) => [row.cells[0] ?? '', row.cells[at] ?? ''])),
    })
  })
  // Rows as measures, columns as entries (an options table).
  for (const row of peers)
    measures.push({
      name: row.cells[0] ?? '',
      entries: entriesOf(
        headers
          .slice(1)
          .flatMap((header, at) => (words.headers.total(header) ? [] : [[header, row.cells[at + 1] ?? '']])),
      ),
    })
  const texts = lowerTextsOf(units)
  const named = (measure: string) =>
    measure.trim().length >= 4 &&
    texts.some((text, at) => units[at] !== unit && text.includes(measure.trim().toLowerCase()))
  return measures.flatMap(({ name, entries }) => {
    const measure = name.trim()
    if (!namesMeasure(measure) || entries.some((entry) => entry.name.split(/\s+/u).length > MAX_NAME_WORDS))
      return []
    if (entries.length < MIN_ENTRIES || entries.length !== countOf(name)) return []
    if (!entries.every((entry) => isSameUnit(entry.amount, entries[0]!.amount))) return []
    const total = entries.reduce((sum, entry) => sum + entry.amount.value, 0)
    const isPercent = entries[0]!.amount.suffix.includes('%') || /%/.test(measure)
    if (isPercent && Math.abs(total - WHOLE) <= WHOLE_TOLERANCE) return []
    const sorted = [...entries].sort((a, b) => b.amount.value - a.amount.value)
    const high = sorted[0]!
    const low = sorted.at(-1)!
    const scale = Math.max(Math.abs(high.amount.value), Math.abs(low.amount.value))
    const spread = scale === 0 ? 0 : (high.amount.value - low.amount.value) / scale
    if (spread < MIN_SPREAD) return []
    // The question names an option by its key ("B"), once the insight above it has said what B is.
    const figure = `${keyOf(high.name)} ${high.amount.text}`
    const against = `${keyOf(low.name)} ${low.amount.text}`
    return [
      {
        // Below one slide's variance against plan of the same size: a plan is what the deck is judged by.
        weight: (named(measure) ? 1 : 0) + Math.min(1, spread) / 2,
        insight: {
          kind: 'spread' as const,
          text: `${measure}: ${high.name} ${high.amount.text} ${words.phrases.versus} ${low.name} ${low.amount.text}`,
          slides: unit.pages,
          subject: measure,
          figure,
          plan: against,
          inputs: [high.amount.text, low.amount.text],
          derived: [],
        },
      },
    ]
  })

  // How many entries the measure has in the table: every one must be a figure for best and worst to mean anything.
  function countOf(measure: string): number {
    return headers.indexOf(measure) > 0
      ? peers.length
      : headers.slice(1).filter((header) => !words.headers.total(header)).length
  }

  function entriesOf(pairs: string[][]): Entry[] {
    return pairs.flatMap(([label, cell]) => {
      const amount = parseAmount(cell ?? '', language)
      const name = nameOf(label ?? '')
      return amount && name !== '' ? [{ name, amount }] : []
    })
  }
}

// Each slide's words, lower-cased once per deck rather than once per table slide.
const lowerTexts = new WeakMap<SummaryUnit[], string[]>()
function lowerTextsOf(units: SummaryUnit[]): string[] {
  let texts = lowerTexts.get(units)
  if (!texts) {
    texts = units.map((unit) => `${unit.title}\n${unit.text}\n${unit.notes}`.toLowerCase())
    lowerTexts.set(units, texts)
  }
  return texts
}

// The cells after a row's first that name rather than measure (words without figures), joined: the same for every
// row of peers. A cell of two figures that a PDF set together ("22% 61") is no name.
function otherNames(row: TableRow): string {
  return row.cells
    .slice(1)
    .filter((cell) => /\p{L}/u.test(cell) && !/\d/u.test(cell))
    .join('|')
}

// A row's name without its gloss ("Explorers (rate often, try new regions)") or an option's letter prefix kept.
function nameOf(label: string): string {
  return label
    .replace(/\s*\([^()]*\)\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
}

// An option's key before its description ("B: S&OP e catalogo ridotto" -> "B"), else the whole name.
function keyOf(name: string): string {
  return OPTION_KEY.exec(name)?.[1] ?? name
}

const OPTION_KEY = /^(\p{Lu}|\d{1,2})[:.)]\s+\S/u

// A header that names what is measured, once its units are set aside ("12-month retention", not "€ mln").
function namesMeasure(header: string): boolean {
  return /\p{L}{3,}/u.test(header.replace(UNIT_WORDS, ' '))
}

const UNIT_WORDS =
  /(?<!\p{L})(?:mln|mio|mrd|mld|mill|bn|mn|tsd|eur|euro|usd|gbp|nok|sek|dkk|chf|kr|k€|m€|pct|prosent|procent|percent|prozent)\.?(?!\p{L})/giu
