import type { Language } from '../../shared'
import { extractFigures } from '../figures'
import type { Question } from './ask-about'
import type { LineQuestion } from './ask-about-risk'
import { linesOf } from './ask-from-lines'
import { quotedStatement } from './ask-from-statements'
import type { SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { escapeRegExp } from './word-patterns'
import { upperFirst } from '../text/first-letter'
import { FORMULA } from './formula-line'

// A result's label is a few words ("débit de pointe décennal"); its value a figure and its unit.
const LABELLED_FIGURE = /^(\p{L}[^:]{2,59}?)\s*:\s*([-+−]?[$€£¥]?\s?\d[\d.,\s]*[^\s;]*)\s*$/u

/**
 * What a computed result rests on when the deck states it (issue 24, item 4): a line that states an assumption
 * ("Hypothèse forte : une intensité constante pendant toute la pluie") and the result its slide's method gives,
 * a labelled figure whose label is the name the slide defines for its formula's result ("Q : débit de pointe
 * (m³/s)" › "débit de pointe décennal: 2,37 m³/s"), else a labelled figure on the assumption's own slide. Asked
 * with both: "Débit de pointe décennal (2,37 m³/s) suppose « une intensité constante… » : que devient-il si
 * elle ne tient pas ?". Marked sharp. None when the deck states no assumption or no result beside it.
 */
export function askWhatItAssumes(units: SummaryUnit[], language: Language): Question[] {
  const words = DECK_WORDS[language]
  const shown = units.filter((unit) => !unit.hidden)
  for (const unit of shown) {
    for (const line of linesOf(unit)) {
      const opening = words.statesAssumption.exec(line.text)
      if (!opening) continue
      const assumption = quotedStatement(line.text.slice(opening[0].length))
      const result = formulaResult(unit, shown) ?? resultBeside(unit, line.text)
      if (!assumption || !result) continue
      const text = words.questions.assumes
        .replace('{subject}', upperFirst(result.label))
        .replace('{figure}', result.value)
        .replace('{assumption}', assumption)
      const slides = [...new Set([...unit.pages, ...result.pages])].sort((a, b) => a - b)
      return [{ text, slides, sharp: true }]
    }
  }
  return []
}

// A labelled figure stated on a clause: in brackets after it ("Revenue a year: +£2.9M (if …)") or after a comma.
// Its value is a number and up to three words of unit ("4,1 Mio. €", "40 days per year").
const CONDITIONAL_FIGURE =
  /^(\p{L}[^:]{2,59}?)\s*:\s*([-+−]?[$€£¥]?\s?\d[\d.,]*(?:\s?[^\s\d(),;:]+){0,3})\s*(?:\(([^()]+)\)|,\s*([^;]+?))\s*\.?$/u

/**
 * A figure the deck states on a condition (issue 24, item 4): "Revenue a year: +£2.9M (if 12-month retention
 * returns to 55%)" holds only while its condition does, and the condition, not the figure, is what a sharp reader
 * asks about: "Revenue a year (+£2.9M) assumes “12-month retention returns to 55%”: how far does it move if that
 * does not hold?". The condition opens with a condition, assumption or proviso word and states a figure of its
 * own: "(if any)" or "(provided funding continues)" names no level to ask about. Marked sharp, with its line as the
 * finding to stand beside when no insight cites its slide.
 */
export function askWhatAConditionHolds(units: SummaryUnit[], language: Language): LineQuestion[] {
  const words = DECK_WORDS[language]
  for (const unit of units) {
    if (unit.hidden) continue
    for (const line of linesOf(unit)) {
      const stated = line.drawn ? null : CONDITIONAL_FIGURE.exec(line.text)
      if (!stated) continue
      const clause = (stated[3] ?? stated[4]!).trim()
      const opening = words.figureCondition.exec(clause)
      if (!opening || opening.index !== 0) continue
      const condition = quotedStatement(clause.slice(opening[0].length))
      if (!condition || extractFigures(condition).length === 0) continue
      const text = words.questions.assumes
        .replace('{subject}', upperFirst(stated[1]!.trim()))
        .replace('{figure}', stated[2]!.trim())
        .replace('{assumption}', condition)
      return [{ text, slides: unit.pages, sharp: true, finding: line.text }]
    }
  }
  return []
}

interface Result {
  label: string
  value: string
  pages: number[]
}

/** A labelled figure of the deck whose label opens with the name the slide defines for its formula's result. */
function formulaResult(unit: SummaryUnit, units: SummaryUnit[]): Result | undefined {
  const lines = linesOf(unit).map((line) => line.text)
  const symbol = lines.map((text) => FORMULA.exec(text)?.[1]).find((found) => found !== undefined)
  if (symbol === undefined) return undefined
  const definition = new RegExp(
    `(?:^|;\\s*)${escapeRegExp(symbol)}\\s*:\\s*([^;()]+?)\\s*(?:\\(([^)]*)\\))?\\s*(?=;|$)`,
    'u',
  )
  const defined = lines.map((text) => definition.exec(text)).find((found) => found !== null)
  if (!defined) return undefined
  const name = defined[1]!.trim().toLowerCase()
  const measure = defined[2]?.trim()
  for (const other of units)
    for (const line of linesOf(other)) {
      const found = LABELLED_FIGURE.exec(line.text)
      if (!found || !found[1]!.trim().toLowerCase().startsWith(name)) continue
      if (measure !== undefined && !found[2]!.includes(measure)) continue
      return { label: found[1]!.trim(), value: found[2]!.trim(), pages: other.pages }
    }
  return undefined
}

/** The first labelled figure on the assumption's own slide, other than the assumption itself. */
function resultBeside(unit: SummaryUnit, assumption: string): Result | undefined {
  for (const line of linesOf(unit)) {
    if (line.text === assumption) continue
    const found = LABELLED_FIGURE.exec(line.text)
    if (!found || extractFigures(found[2]!).length !== 1) continue
    return { label: found[1]!.trim(), value: found[2]!.trim(), pages: unit.pages }
  }
  return undefined
}
