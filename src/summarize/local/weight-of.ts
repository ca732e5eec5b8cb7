import type { Language } from '../../shared'
import type { Passage } from './collect-passages'
import { isLabelled } from './read-overall-lines'
import { countMeasures, isWholeStatement } from './statements'

/** How much a line tells a reader: labelled figures (stats, rows, chart points) most, then any figure. */
export function weightOf(passage: Passage, language: Language): number {
  // A date is no headline figure ("failed on 9 October and again on 17 October" measures nothing), and a
  // table row's plan, actual and variance measure one thing. Money is what most readers act on.
  const measures = countMeasures(passage.brief)
  // A chart's readout ("highest in Chamberí (90), lowest in Triana (61)") states points of one series: one measure,
  // which ranks below a stated assumption or dated milestone (decision 125).
  const figures =
    passage.table === 'row' || passage.kind === 'chart' ? Math.min(measures, 1) : Math.min(measures, 6)
  const money = MONEY.test(passage.brief) ? 1.3 : 1
  // Stat cards are a deck's headline figures; a chart's points repeat one series; a long sentence must be worth its length.
  // A whole sentence stating its figure says what the figure means, which a table row or a label leaves to
  // the slide: it ranks with a labelled figure (issue 24: statements over label-and-value debris).
  const kind =
    passage.kind === 'stat'
      ? 1.8
      : passage.kind === 'chart'
        ? 0.8
        : passage.table === 'row'
          ? 1
          : isLabelled(passage) || isWholeStatement(passage.brief, language)
            ? 1.3
            : 1
  const brevity = passage.kind === 'stat' ? 1 : Math.min(1, 120 / Math.max(40, passage.brief.length))
  return (1 + 0.5 * figures) * kind * brevity * money
}

// An amount of money: a currency sign or code beside a figure ("£186,000", "2,84 M€", "kr 41 000", "USD 5m").
const MONEY =
  /[$€£¥]\s?\d|\d[\d.,]*\s?(?:[kKM]?€|(?:kr|NOK|EUR|USD|GBP|CHF)\b)|\b(?:kr|NOK|EUR|USD|GBP|CHF)\.?\s?\d/u
