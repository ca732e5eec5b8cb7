import type { DeckRole, Language, SlideLine } from '../../shared'
import { askAboutOwnResult } from './ask-about-result-rows'
import type { SummaryUnit } from './collect-passages'
import type { ComputedInsight } from './compute-insights'
import { DECK_WORDS, type DeckWords } from './deck-words'
import { parseAmount } from './parse-amount'
import { mayRelate } from './relation-lines'

type TableRow = Extract<SlideLine, { kind: 'table-row' }>

// The options a reader weighs beside the chosen one, closest first.
const MAX_OTHERS = 3
// An option's key before its label ("3: Grow to 150 beds", "B: S&OP"): a few characters, no sentence.
const KEYED = /^\s*([\p{L}\p{N}]{1,3})\s*[:.)]\s+(.+)$/u
// The mark in brackets or after a dash, with what stands around it ("(recommended)", "– anbefalt").
const MARK_AROUND = (mark: RegExp) =>
  new RegExp(
    String.raw`\s*(?:[([]\s*)?${mark.source}\p{L}*(?:\s*[)\]])?|\s*[–—-]\s*${mark.source}\p{L}*`,
    'iu',
  )

interface Option {
  row: TableRow
  name: string
  /** Its noun and key alone ("Option 3"), when it has one: what a question names beside the insight's labels. */
  short: string
  /** Its label's head, without its key or a qualifier after a comma ("Reduce to 80 beds"). */
  label: string
  figure: string
  value: number
}

/**
 * A table that sets out options, scenarios or alternatives as its rows and marks one as chosen ("3: Grow to 150
 * beds (recommended)", "B (anbefalt)") is the choice a reader must make (decision 201): the chosen option against
 * the others on the table's own measure, its last column with a figure in every row (a net value, a total, a
 * result: a table closes on its bottom line). Each row alone is one option's line; side by side they are why the
 * chosen one was chosen. The figures are quoted as the table states them (the insight's inputs); nothing is
 * computed. Its question is the chosen option's price against the closest other: the highest burden (cost, time,
 * risk) it carries beyond that option, or else what it gives up for its advantage (decision 179's template). The
 * first such table of the document.
 */
export function compareChosenOption(
  units: SummaryUnit[],
  roles: DeckRole[],
  language: Language,
): ComputedInsight[] {
  const words = DECK_WORDS[language]
  for (const [index, unit] of units.entries()) {
    if (!mayRelate(unit, roles[index])) continue
    for (const table of tablesOf(unit)) {
      const insight = compareTable(table, unit, words, language)
      if (insight !== undefined) return [insight]
    }
  }
  return []
}

/**
 * Runs of table rows under one header, without the header row itself: the rows ingest typed on a slide, or, in a
 * document's section (its text only), a header line of cells apart by " | " and the rows under it as ingest writes
 * them ("3: Grow to 150 beds — Virtual beds: 150; Net value: +£7.4M").
 */
function tablesOf(unit: SummaryUnit): TableRow[][] {
  const lines = unit.lines ?? textRows(unit.text)
  const tables: TableRow[][] = []
  let previous: SlideLine | undefined
  for (const line of lines) {
    if (line.kind === 'table-row') {
      const continues =
        previous?.kind === 'table-row' && previous.headers.join('\t') === line.headers.join('\t')
      if (!continues) tables.push([])
      if (line.isHeader !== true) tables.at(-1)!.push(line)
    }
    previous = line
  }
  return tables.filter((table) => table.length >= 2)
}

// A header line of a document's table: three cells or more apart by " | ".
const HEADER_CELLS = 3

/** A section's text lines, each under the last header line a table row, any other line a paragraph (ending it). */
function textRows(text: string): SlideLine[] {
  let header: string[] | undefined
  return text.split('\n').map((line): SlideLine => {
    const cells = line.split(' | ').map((cell) => cell.trim())
    if (cells.length >= HEADER_CELLS && cells.every((cell) => cell !== '' && !cell.includes(' — '))) {
      header = cells
      return { kind: 'table-row', text: line, cells, headers: cells, isHeader: true }
    }
    const split = line.indexOf(' — ')
    if (header === undefined || split < 0) {
      header = undefined
      return { kind: 'paragraph', text: line }
    }
    // "Header: value" pieces apart by "; "; a piece naming no header continues the value before it.
    const values = new Map<string, string>()
    let last: string | undefined
    for (const piece of line.slice(split + 3).split('; ')) {
      const named = header.find((name) => piece.startsWith(`${name}: `))
      if (named !== undefined) {
        last = named
        values.set(named, piece.slice(named.length + 2))
      } else if (last !== undefined) values.set(last, `${values.get(last)}; ${piece}`)
    }
    const row = [line.slice(0, split), ...header.slice(1).map((name) => values.get(name) ?? '')]
    return { kind: 'table-row', text: line, cells: row, headers: header }
  })
}

function compareTable(
  rows: TableRow[],
  unit: SummaryUnit,
  words: DeckWords,
  language: Language,
): ComputedInsight | undefined {
  const marked = rows.filter((row) => row.cells.some((cell) => words.chosenMark.test(cell)))
  if (marked.length !== 1) return undefined
  const chosenRow = marked[0]!
  const headers = rows[0]!.headers
  const width = Math.min(...rows.map((row) => row.cells.length))
  // The table's own measure: its last column where every option states an amount.
  const measure = [...Array(width).keys()]
    .slice(1)
    .reverse()
    .find((column) => rows.every((row) => amountOf(row.cells[column], language) !== undefined))
  if (measure === undefined) return undefined
  const options = rows.map((row) => optionOf(row, measure, headers[0] ?? '', words, language))
  const chosen = options.find((option) => option.row === chosenRow)!
  if (new Set(options.map((option) => option.name)).size < options.length) return undefined
  // The others closest to the chosen one on the measure first: the one a reader weighs it against leads.
  const others = options
    .filter((option) => option !== chosen)
    .sort((a, b) => Math.abs(a.value - chosen.value) - Math.abs(b.value - chosen.value))
    .slice(0, MAX_OTHERS)
  const measureName = (headers[measure] ?? '').trim()
  // The deck's own word for its choice, whole ("recommended", "anbefalt").
  const mark = new RegExp(`${words.chosenMark.source}\\p{L}*`, 'iu').exec(chosenRow.cells.join(' '))![0]
  // The others are named by their label's head, without their key: a qualifier after its comma ("Reduce to 80
  // beds, frailty and respiratory only") is left to the section's entry, so that the side by side stays one reading.
  const against = others.map((other) =>
    words.phrases.forOption.replace('{figure}', other.figure).replace('{option}', other.label),
  )
  const listed =
    against.length === 1
      ? against[0]!
      : words.phrases.list
          .replace('{items}', against.slice(0, -1).join(', '))
          .replace('{last}', against.at(-1)!)
  // The measure's own name heads the comparison; a table whose column has none is named by its section.
  const title = unit.title.replace(/^\s*\d+(?:\.\d+)*\.?\s+/u, '').trim()
  const text =
    `${measureName === '' ? (title === '' ? '' : `${title}: `) : `${measureName}: `}` +
    `${chosen.name}, ${mark.toLowerCase()}, ${chosen.figure}, ${words.phrases.versus} ${listed}`
  return {
    kind: 'contrast',
    text,
    slides: unit.pages,
    // Several options are the subject: no one of them slots into a template question.
    subject: '',
    figure: chosen.figure,
    plan: others[0]!.figure,
    inputs: [chosen, ...others].map((option) => option.figure),
    derived: [],
    ...questionOf(chosen, others[0]!, rows, measure, words, language),
  }
}

/** An option as a reader names it ("Option 3 (Grow to 150 beds)"), without its mark, and its figure on the measure. */
function optionOf(
  row: TableRow,
  measure: number,
  noun: string,
  words: DeckWords,
  language: Language,
): Option {
  const cell = row.cells[0]!.replace(MARK_AROUND(words.chosenMark), '').trim()
  const keyed = KEYED.exec(cell)
  const name =
    keyed !== null && words.optionNoun.test(noun.trim())
      ? `${noun.trim().replace(/s$/u, '')} ${keyed[1]} (${keyed[2]!.trim()})`
      : cell
  const figure = row.cells[measure]!.trim()
  const short = name === cell ? cell : `${noun.trim().replace(/s$/u, '')} ${keyed![1]}`
  const label = headOf(keyed === null ? cell : keyed[2]!.trim())
  return { row, name, short, figure, label, value: amountOf(figure, language)! }
}

/** A label without what follows its first comma ("Reduce to 80 beds, frailty and respiratory only"). */
function headOf(label: string): string {
  const comma = label.indexOf(', ')
  return comma < 0 ? label : label.slice(0, comma)
}

/** A cell's amount, its own words in brackets set aside ("£0.6M (closure)"). */
function amountOf(cell: string | undefined, language: Language): number | undefined {
  if (cell === undefined) return undefined
  return parseAmount(cell.replace(/\s*\([^)]*\)\s*$/u, ''), language)?.value
}

/**
 * The chosen option's price against the closest other: the burden column (cost, time, risk) where it states more
 * ("“Option 3 (Grow to 150 beds)”: Annual cost £12.4M, against £10.2M for “Option 2 (Keep 120 beds)”"), the one
 * where it trails most; else, when it leads on the measure, what it gives up for that advantage.
 */
function questionOf(
  chosen: Option,
  rival: Option,
  rows: TableRow[],
  measure: number,
  words: DeckWords,
  language: Language,
): { question?: string } {
  const headers = rows[0]!.headers
  const burdens = headers.flatMap((header, column) => {
    if (column === 0 || column === measure || !words.burden.test(header)) return []
    const own = amountOf(chosen.row.cells[column], language)
    const other = amountOf(rival.row.cells[column], language)
    if (own === undefined || other === undefined || own <= other || other <= 0) return []
    return [{ column, ratio: own / other }]
  })
  const worst = burdens.sort((a, b) => b.ratio - a.ratio)[0]
  if (worst !== undefined)
    return {
      question: words.questions.tradeOff
        .replace('{option}', chosen.short)
        .replace('{measure}', headers[worst.column]!.trim())
        .replace('{value}', chosen.row.cells[worst.column]!.trim())
        .replace('{best}', rival.row.cells[worst.column]!.trim())
        .replace('{other}', rival.label),
    }
  // Its advantage is the measure itself only when it leads on it: the most of a gain, the least of a burden.
  const isBurden = words.burden.test(headers[measure] ?? '')
  const others = rows
    .filter((row) => row !== chosen.row)
    .map((row) => amountOf(row.cells[measure], language)!)
  const leads = others.every((other) => (isBurden ? other > chosen.value : other < chosen.value))
  if (!leads || chosen.value <= 0 || rival.value <= 0) return {}
  const question = askAboutOwnResult(
    { name: chosen.short, figures: [chosen.figure] },
    [{ name: rival.label, figures: [rival.figure] }],
    language,
  )
  return question === undefined ? {} : { question }
}
