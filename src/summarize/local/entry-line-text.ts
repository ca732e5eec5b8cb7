import type { Language } from '../../shared'
import { firstStatement } from '../text/first-statement'
import { countFigures, type Passage } from './collect-passages'
import { describeChart, ORDERED_CATEGORY } from './describe-chart'

/** A point longer than this (a paragraph of a document) is said by its first sentence. */
const LONG_POINT = 320
/** A chart series by category of more points than this is said by its extremes, not listed. */
const LONG_SERIES = 8

/** A point as the entry says it: whole; a long paragraph by its first sentence; a long chart series by what it shows. */
export function pointText(passage: Passage, language: Language): string {
  const text = passage.table === 'row' ? rowText(passage) : lineText(passage, language)
  if (text.length <= LONG_POINT || passage.kind !== 'text' || passage.table) return text
  return firstStatement(text, language)
}

/** A line as an entry says it (see pickForSlides). */
export function lineText(passage: Passage, language: Language): string {
  // A series over time past a few points is said as what it shows (first to last), and so is a long series by
  // category (highest and lowest): listed, it would fill the entry. A short series by category is listed,
  // since its extremes alone would drop the points between them.
  const points = passage.chart?.points ?? []
  const isOrdered = points.every((point) => ORDERED_CATEGORY.test(point.category.trim()))
  if (passage.chart && passage.brief.split(' · ').length > 3 && (isOrdered || points.length > LONG_SERIES))
    return describeChart(passage.chart, language) ?? passage.brief
  // An entry says the slide's line as the slide says it: a stock tail cut for the overall summary
  // ("technical committee is accountable" without "to end user committee") leaves a clause without its object.
  return passage.table ? passage.brief : passage.text
}

/**
 * A table row as an entry or item says it: with its column names ("90 — Description: Unmanaged; Annual: …"),
 * except a row of a two-column table of words (a term and its definition), which reads "term: definition":
 * "Select-Object — Definition: Selects objects…" repeats the header word as furniture (reader r-z3, fault 5).
 * A column named by a figure ("2024") or holding one ("Budget: (455)") keeps its name: it says what the figure is.
 */
export function rowText(passage: Passage): string {
  const at = passage.text.indexOf(' — ')
  if (at < 0) return passage.text
  const cells = passage.text.slice(at + 3).split('; ')
  const [header, ...value] = cells[0]!.split(': ')
  const isDefinition =
    cells.length === 1 && value.length > 0 && !/\d/u.test(header!) && countFigures(value.join(': ')) === 0
  return isDefinition ? passage.brief : passage.text
}
