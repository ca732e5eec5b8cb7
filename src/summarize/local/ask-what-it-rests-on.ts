import type { Language } from '../../shared'
import { extractFigures } from '../figures'
import { splitSentences } from '../text/split-sentences'
import type { Question } from './ask-about'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { escapeRegExp } from './word-patterns'

// A scenario's label names its case in a few words ("Basis", "Base case"), not a sentence.
const MAX_LABEL_WORDS = 4
// A year as a table header writes it ("EBITDA 2031").
const YEAR = /(?<!\d)(20\d\d)(?!\d)/u

/**
 * The sharpest question of a memo or plan (decision 110): what its headline return rests on. A scenario table's
 * base-case row ("Basis — EBITDA 2031: €13,8 mln; Exitmultiple: 9,5x; IRR: 24 %") sets a return (IRR, ROI, NPV)
 * beside a driver's value in a future year; the question names both, and the driver's value today when a line of
 * the deck states it for an earlier year ("de EBITDA van 2025 (€6,1 mln)"): "IRR 24 % rust op EBITDA 2031 €13,8
 * mln (2025: €6,1 mln). Wat moet daarvoor gelden…?". Marked sharp: it takes the place of a template question on
 * the same slide. None when the deck has no such row; no figure is asked that the deck does not state.
 */
export function askWhatItRestsOn(units: SummaryUnit[], language: Language): Question[] {
  const words = DECK_WORDS[language]
  for (const unit of units) {
    if (unit.hidden) continue
    for (const line of unit.text.split('\n')) {
      const row = baseCaseRow(line.trim(), language)
      if (!row) continue
      const result = row.find((cell) => words.returnMeasure.test(cell.header) && !YEAR.test(cell.header))
      const driver = row.find(
        (cell) =>
          YEAR.test(cell.header) && !words.returnMeasure.test(cell.header) && /[$€£¥]/u.test(cell.value),
      )
      if (!result || !driver) continue
      const year = Number(YEAR.exec(driver.header)![1])
      const measure = driver.header.replace(YEAR, '').trim()
      const today = measure ? statedEarlier(units, measure, year, driver.value, language) : undefined
      const text = words.questions.restsOn
        .replace('{result}', `${result.header} ${result.value}`)
        .replace('{driver}', `${driver.header} ${driver.value}`)
        .replace('{from}', today ? ` (${today.year}: ${today.value})` : '')
      const slides = [...new Set([...unit.pages, ...(today?.pages ?? [])])].sort((a, b) => a - b)
      return [{ text, slides, sharp: true }, ...askWhatTheDownsideRestsOn(units, language)]
    }
  }
  return askWhatTheDownsideRestsOn(units, language)
}

/**
 * What a plan's downside return rests on: the row whose label names the downside case ("Pessimistisch — EBITDA
 * 2031: €9,4 mln; Exitmultiple: 8,5x; IRR: 11 %") sets its return beside the drivers in the columns before it;
 * which of them weighs most, and how likely it is. Marked sharp: it takes the place of the template that sets the
 * best case against the worst, which the deck's own table answers.
 */
function askWhatTheDownsideRestsOn(units: SummaryUnit[], language: Language): Question[] {
  const words = DECK_WORDS[language]
  for (const unit of units) {
    if (unit.hidden) continue
    for (const line of unit.text.split('\n')) {
      const row = scenarioRow(line.trim(), words.downsideCase)
      if (!row) continue
      const at = row.cells.findIndex(
        (cell) => words.returnMeasure.test(cell.header) && !YEAR.test(cell.header),
      )
      const drivers = row.cells.slice(0, Math.max(0, at)).map((cell) => `${cell.header} ${cell.value}`)
      if (at < 0 || drivers.length < 2) continue
      const result = row.cells[at]!
      const text = words.questions.downside
        .replace('{result}', `${result.header} ${result.value}`)
        .replace('{case}', row.label)
        .replace(
          '{drivers}',
          words.phrases.list
            .replace('{items}', drivers.slice(0, -1).join(', '))
            .replace('{last}', drivers.at(-1)!),
        )
      return [{ text, slides: unit.pages, sharp: true }]
    }
  }
  return []
}

interface Cell {
  header: string
  value: string
}

/**
 * A row written as "label — header: value; header: value", whose label names the base case; its cells, each
 * value one figure. Undefined for any other line.
 */
export function baseCaseRow(line: string, language: Language): Cell[] | undefined {
  return scenarioRow(line, DECK_WORDS[language].baseCase)?.cells
}

/** A row "label — header: value; …" whose label `names` is the scenario asked for; its label and cells. */
function scenarioRow(line: string, names: RegExp): { label: string; cells: Cell[] } | undefined {
  const match = /^([^—:;]{2,40})\s—\s(.+)$/u.exec(line)
  if (!match) return undefined
  const label = match[1]!.trim()
  if (label.split(/\s+/).length > MAX_LABEL_WORDS || !names.test(label)) return undefined
  const cells = match[2]!.split(/;\s*/u).map((part) => {
    const at = part.indexOf(':')
    return at < 0 ? undefined : { header: part.slice(0, at).trim(), value: part.slice(at + 1).trim() }
  })
  if (cells.some((cell) => cell === undefined || extractFigures(cell.value).length === 0)) return undefined
  return { label, cells: cells as Cell[] }
}

/**
 * The driver's value in an earlier year, as a line of the deck states it: the line names the measure and that
 * year, and holds a figure in the same currency and scale as the future value ("€6,1 mln" beside "€13,8 mln").
 */
function statedEarlier(
  units: SummaryUnit[],
  measure: string,
  year: number,
  future: string,
  language: Language,
): { year: number; value: string; pages: number[] } | undefined {
  // The future value's shape: its currency before the number, its scale after ("€" 13,8 "mln").
  const shape = /^([^\d]*?)\s?\d[\d.,]*\s?(.*)$/u.exec(future.trim())
  if (!shape || !/[$€£¥]/u.test(`${shape[1]!}${shape[2]!}`)) return undefined
  const like = new RegExp(
    `${escapeRegExp(shape[1]!.trim())}\\s?\\d[\\d.,]*(?:\\s?${escapeRegExp(shape[2]!.trim())})`,
    'u',
  )
  const named = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(measure)}(?![\\p{L}\\p{N}-])`, 'iu')
  for (const unit of units) {
    if (unit.hidden) continue
    const lines = [...unit.text.split('\n'), ...splitSentences(unit.notes, language)]
    for (const line of lines) {
      if (!named.test(line) || line.includes(future)) continue
      const earlier = [...line.matchAll(/(?<!\d)(20\d\d)(?!\d)/gu)].map((found) => Number(found[1]))
      const stated = earlier.find((found) => found < year)
      if (stated === undefined || earlier.length > 1) continue
      const value = like.exec(line)?.[0]?.trim()
      if (value === undefined) continue
      return { year: stated, value, pages: unit.pages }
    }
  }
  return undefined
}
