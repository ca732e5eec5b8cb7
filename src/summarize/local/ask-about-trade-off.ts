import type { DeckRole, Language, SlideLine } from '../../shared'
import type { LineQuestion } from './ask-about-risk'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS, type DeckWords } from './deck-words'
import { highestScored } from './highest-scored'
import { escapeRegExp } from './word-patterns'

type TableRow = Extract<SlideLine, { kind: 'table-row' }>

// An option's own name is long enough to be told from a common word ("Build", "B" are not).
const MIN_LABEL_CHARS = 6
// The first figure of a cell: "12–14 mesi" is 12, "0,9 M€" is 0.9, "—" is none.
const FIGURE = /(\d+(?:[.,]\d+)?)/u

/**
 * The question of choosing (decision 134): a deck that weighs options in a table (a slide in the 'options' role,
 * options as its columns) and recommends one has made a trade-off, and a reader asks about the price of the
 * choice: the measure where the recommended option is worst, in the deck's own words and figures ("B: S&OP e
 * catalogo ridotto": Tempi 12–14 mesi, against 3 mesi for "A: Saldi straordinari"). The measure is one where more
 * is worse (`burdens`: cost, investment, time); of those where the recommended option states the highest figure,
 * the one where it trails the best other option most. The recommended option is the one column a recommending
 * line or a recommendation slide names, by its own name or by an option noun and its key ("opzione B"). None
 * without a recommendation, a burden or figures: no question rather than a guess. Marked sharp; at most one.
 */
export function askAboutTradeOff(
  units: SummaryUnit[],
  roles: (DeckRole | undefined)[],
  language: Language,
): LineQuestion[] {
  const words = DECK_WORDS[language]
  const recommending = units.flatMap((unit, index) =>
    unit.hidden
      ? []
      : roles[index] === 'recommendation'
        ? [unit.title, ...unit.text.split('\n')]
        : unit.text.split('\n').filter((line) => words.recommends.forms.test(line)),
  )
  for (const [index, unit] of units.entries()) {
    if (unit.hidden || roles[index] !== 'options') continue
    const rows = (unit.lines ?? []).filter((line): line is TableRow => line.kind === 'table-row')
    const headers = rows[0]?.headers ?? []
    // Options are the columns after the measures' own: two at least.
    if (headers.length < 3) continue
    const chosen = recommendedColumn(headers, recommending, words)
    if (chosen === undefined) continue
    const downside = worstBurden(rows, chosen, words)
    if (!downside) continue
    const text = words.questions.tradeOff
      .replace('{option}', headers[chosen]!.trim())
      .replace('{measure}', downside.row.cells[0]!.trim())
      .replace('{value}', downside.row.cells[chosen]!.trim())
      .replace('{best}', downside.row.cells[downside.other]!.trim())
      .replace('{other}', headers[downside.other]!.trim())
    return [{ text, slides: unit.pages, sharp: true, finding: downside.row.text }]
  }
  return []
}

/** The one column (index ≥ 1) the recommending lines name; undefined when none or more than one is named. */
function recommendedColumn(headers: string[], lines: string[], words: DeckWords): number | undefined {
  const named = headers.flatMap((header, at) => {
    if (at === 0 || header.trim() === '') return []
    const keyed = /^\s*([^:]{1,20}):\s*(.+)$/u.exec(header)
    const key = keyed?.[1]?.trim()
    const label = (keyed?.[2] ?? header).trim()
    // A key ("B", "1", "Option B") is named after an option noun; a label by itself when it is long enough.
    const byKey =
      key === undefined
        ? undefined
        : new RegExp(
            `${words.optionNoun.source}\\s+${escapeRegExp(key.replace(words.optionNoun, '').trim())}(?![\\p{L}\\p{N}])`,
            'iu',
          )
    const says = (line: string) =>
      (byKey !== undefined && byKey.test(line)) ||
      (label.length >= MIN_LABEL_CHARS && line.toLowerCase().includes(label.toLowerCase()))
    return lines.some(says) ? [at] : []
  })
  return named.length === 1 ? named[0] : undefined
}

/**
 * The row of a measure where more is worse on which the chosen column states the highest figure, and the other
 * column with the lowest; of several, the one where the chosen trails most (highest ratio to the lowest other).
 */
function worstBurden(
  rows: TableRow[],
  chosen: number,
  words: DeckWords,
): { row: TableRow; other: number } | undefined {
  const burdens = rows.flatMap((row) => {
    if (row.isHeader || !words.burden.test(row.cells[0] ?? '')) return []
    const own = figureOf(row.cells[chosen])
    if (own === undefined) return []
    const others = row.cells
      .map((cell, at) => ({ at, figure: at === 0 || at === chosen ? undefined : figureOf(cell) }))
      .filter((other): other is { at: number; figure: number } => other.figure !== undefined)
    if (others.length === 0 || others.some(({ figure }) => figure >= own)) return []
    const best = others.reduce((low, other) => (other.figure < low.figure ? other : low))
    const ratio = best.figure > 0 ? own / best.figure : Number.POSITIVE_INFINITY
    return [{ row, other: best.at, ratio }]
  })
  return highestScored(burdens, (burden) => burden.ratio)
}

function figureOf(cell: string | undefined): number | undefined {
  const found = cell === undefined ? undefined : FIGURE.exec(cell)
  return found ? Number(found[1]!.replace(',', '.')) : undefined
}
