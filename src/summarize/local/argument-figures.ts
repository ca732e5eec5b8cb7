import type { Language } from '../../shared'
import { tokenize } from '../text/tokenize'
import type { Passage, SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { isRowOfSection } from './section-entry-lines'

// Words shorter than this name no subject ("new", "for").
const MIN_TERM = 3
// How much more a figure that carries the deck's argument weighs than another headline figure of its rank.
export const ARGUMENT_WEIGHT = 1.6

/**
 * Which lines carry the deck's argument (decision 099): a figure that weighs its case (a payback, a saving, a cost,
 * a budget, in the language's words, or a table's total row) on a slide about what the point states or asks ("Cost of the
 * breakdown: £186,000" on "What happened on Oven 3", "payback 3.8 years" under "Options for Oven 3", when the
 * point asks to approve a new Oven 3). Readers miss these more than any other figure: they are why the ask is
 * made. A line is about the point when it or its slide's title shares a content word with the point.
 */
export function readArgumentFigures(
  passages: Passage[],
  units: SummaryUnit[],
  point: string | undefined,
  language: Language,
): Set<number> {
  const found = new Set<number>()
  if (point === undefined || point.trim() === '') return found
  const words = DECK_WORDS[language]
  const pointTerms = termsOf(tokenize(point, language))
  if (pointTerms.size === 0) return found
  // The words of the point's clauses that state no figure: what it compares in words ("exceeds twice the sewer's
  // capacity"), not the units and scales beside its own figures ("14.8 million euros").
  const wordedTerms = termsOf(
    tokenize(
      point
        .split(/[.;:!?]\s+|,\s+|\s+[—–-]\s+/u)
        .filter((clause) => !/\d/u.test(clause))
        .join(' '),
      language,
    ),
  )
  const titleTerms = units.map((unit) => termsOf(tokenize(unit.title, language)))
  passages.forEach((passage, index) => {
    // A table's total row weighs a case too ("Total ingresos", "Totalt"): its label, not a chart's caption
    // ("Cumulative Total Returns"), says so.
    const isTotalRow =
      passage.table === 'row' && words.headers.total(passage.brief.split(/\s*[:—]/u)[0] ?? '')
    if (passage.figures === 0) return
    if (!(words.caseFigures(passage.brief) || isTotalRow)) {
      if (namesWhatThePointLeavesUnstated(passage, point, wordedTerms)) found.add(index)
      return
    }
    const about = [...titleTerms[passage.unit]!, ...termsOf(passage.tokens)].some((term) =>
      pointTerms.has(term),
    )
    if (about) found.add(index)
  })
  return found
}

// A line names the measure the point states in words when it shares this many of its words with the point.
const MIN_SHARED_MEASURE = 2

/**
 * A figure the point states in words only (issue 24: "the 10-year peak flow exceeds twice the sewer's capacity" beside
 * "Sewer capacity: 1.10 m³/s"): the line names the measure with the point's own words and states a figure the point
 * does not. It is half of the point's comparison, so it carries the argument as a cost does; a chart's extremes, a
 * formula or a method note name no measure of the point and yield to it.
 */
function namesWhatThePointLeavesUnstated(passage: Passage, point: string, wordedTerms: Set<string>): boolean {
  if (passage.kind === 'chart' || passage.table !== undefined || passage.isQuestion || passage.isAction)
    return false
  const stated = new Set(figuresIn(point))
  const figures = figuresIn(passage.brief)
  if (figures.length === 0 || figures.some((figure) => stated.has(figure))) return false
  const shared = [...termsOf(passage.tokens)].filter((term) => wordedTerms.has(term)).length
  return shared >= MIN_SHARED_MEASURE
}

function figuresIn(text: string): string[] {
  return [...text.matchAll(/\d+(?:[.,]\d+)*/gu)].map((match) => match[0])
}

function termsOf(tokens: string[]): Set<string> {
  return new Set(
    tokens
      .map((token) => token.toLowerCase())
      .filter((token) => token.length >= MIN_TERM && !/\d/u.test(token)),
  )
}

// A line restating the ask's own context ("Installed in the August 2027 shutdown") shares this many words with it.
const MIN_SHARED_WITH_ASK = 2

/**
 * The point with what answers its ask beside it (decision 099): the part of a line that restates the ask's context
 * and adds the figure weighing its case ("Installed in the August 2027 shutdown; payback 3.8 years" beside "approve
 * £1.45M capital for a new Oven 3, installed in the August 2027 shutdown" adds "payback 3.8 years"). Only a part
 * whose figures the point does not state, and only one.
 */
export function withCaseOfTheAsk(
  point: string,
  passages: Passage[],
  argument: Set<number>,
  language: Language,
): { text: string; index?: number } {
  const words = DECK_WORDS[language]
  const pointTerms = termsOf(tokenize(point, language))
  for (const index of argument) {
    const passage = passages[index]!
    const shared = [...termsOf(passage.tokens)].filter((term) => pointTerms.has(term)).length
    if (
      shared < MIN_SHARED_WITH_ASK ||
      passage.isAction ||
      !isRowAboutThePoint(passage, pointTerms, language)
    )
      continue
    const part = passage.brief
      .split(/;\s+/u)
      .find(
        (piece) =>
          words.caseFigures(piece) &&
          /\d/u.test(piece) &&
          [...piece.matchAll(/\d+(?:[.,]\d+)*/gu)].every((match) => !point.includes(match[0])),
      )
    if (part !== undefined && part !== passage.brief)
      return { text: `${point.replace(/[.;,\s]+$/u, '')}; ${part.trim()}`, index }
  }
  return { text: point }
}

/**
 * A table row's cells are its label's ("Annual cost: £0.6M" is the cost of "1: Close the service"): beside the
 * point they read as the point's own figures, so the row's label must name what the point names, as a line must
 * (issue 24, reader r-z1: "1: Close the service", then "2: Keep 120 beds", sharing only "beds", put another
 * option's cost beside the recommendation to grow to 150 beds).
 */
function isRowAboutThePoint(passage: Passage, pointTerms: Set<string>, language: Language): boolean {
  if (!isRowOfSection(passage)) return true
  const label = passage.brief.split(' — ')[0] ?? ''
  const shared = [...termsOf(tokenize(label, language))].filter((term) => pointTerms.has(term)).length
  return shared >= MIN_SHARED_WITH_ASK
}
