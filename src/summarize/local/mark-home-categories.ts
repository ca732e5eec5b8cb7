import type { Passage, SummaryUnit } from './collect-passages'
import { escapeRegExp } from './word-patterns'
import { ORDERED_CATEGORY } from './describe-chart'
import type { ChartSeries } from './read-lines'

// A category the deck names on this many other slides is its own subject in the chart, not one of the field.
const MIN_OTHER_UNITS = 2
// With fewer points its highest and lowest already say most of the chart.
const MIN_POINTS = 5

/**
 * A comparison chart places the deck's own subject among others ("United States" among thirty countries, the
 * company among its competitors): the point a reader looks for, besides the highest and the lowest. It is the
 * category the deck names on other slides, on the most of them (none when two tie), set as the series' `home`.
 */
export function markHomeCategories(passages: Passage[], units: SummaryUnit[]): void {
  const texts = units.map((unit) => `${unit.title}\n${unit.text}\n${unit.notes}`.toLowerCase())
  const marked = new Map<ChartSeries, ChartSeries>()
  for (const passage of passages) {
    const series = passage.chart
    if (series === undefined) continue
    if (!marked.has(series)) {
      const home = homeOf(series, passage.unit, texts)
      marked.set(series, home === undefined ? series : { ...series, home })
    }
    passage.chart = marked.get(series)
  }
}

function homeOf(series: ChartSeries, unit: number, texts: string[]): string | undefined {
  const categories = series.points.map((point) => point.category.trim())
  if (categories.length < MIN_POINTS || categories.some((category) => ORDERED_CATEGORY.test(category)))
    return undefined
  const counts = categories
    .filter((category) => /\p{L}{2}/u.test(category))
    .map((category) => {
      const named = new RegExp(
        `(?<![\\p{L}\\p{N}])${escapeRegExp(category.toLowerCase())}(?![\\p{L}\\p{N}])`,
        'u',
      )
      return { category, count: texts.filter((text, at) => at !== unit && named.test(text)).length }
    })
    .sort((a, b) => b.count - a.count)
  const [first, second] = counts
  if (first === undefined || first.count < MIN_OTHER_UNITS || second?.count === first.count) return undefined
  return first.category
}
