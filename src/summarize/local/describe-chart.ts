import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { DECK_WORDS } from './deck-words'
import type { ChartSeries } from './read-lines'

// Categories that follow each other in time: years, year ranges, quarters, halves, fiscal years.
export const ORDERED_CATEGORY =
  /^(?:(?:FY|Q[1-4]|H[12])\s?'?\d{2,4}|(?:19|20)\d{2}(?:\s*[-–/]\s*\d{2,4})?|(?:Q[1-4]|H[12])\s?(?:FY)?\s?'?\d{2,4}|(?:19|20)\d{2}\s?(?:Q[1-4]|H[12]))(?:\s*\([^()]*\))?$/i

// A label longer than this is a sentence (a chart's title that states its finding), not a name for the series.
export const MAX_LABEL = 60

/**
 * What a chart series shows, in one item with the deck's own labels and figure strings: its first and last
 * point when its categories follow each other in time ("Enrollment: from 14.2 (1995) to 20.4 (2012)"),
 * else its highest and lowest point ("Finland highest at 548 and Mexico lowest at 384"). Undefined when a value
 * is not a figure a reader reads (raw precision such as 0.847390522814, a list marker such as "8."): a
 * rounded figure would not be in the source.
 */
export function describeChart(series: ChartSeries, language: Language): string | undefined {
  const points = series.points.map((point) => ({
    category: point.category.trim(),
    // A stray glyph after the value ("59 \") is the file's, not the figure's.
    value: point.value.trim().replace(/[\s\\/|]+$/u, ''),
  }))
  if (points.length === 0 || points.some((point) => !isReadableFigure(point.value) || point.category === ''))
    return undefined
  const words = LANGUAGE_CUES[language].chart
  const againstPlan = describeAgainstPlan(series, language)
  if (againstPlan !== undefined) return againstPlan
  const prefix = namesSeries(series.label) ? `${series.label.trim()}: ` : ''
  if (points.length === 1) return `${prefix}${points[0]!.category}: ${points[0]!.value}`
  if (points.every((point) => ORDERED_CATEGORY.test(point.category))) {
    const first = points[0]!
    const last = points.at(-1)!
    return `${prefix}${words.fromTo
      .replace('{first}', first.value)
      .replace('{firstLabel}', first.category)
      .replace('{last}', last.value)
      .replace('{lastLabel}', last.category)}`
  }
  let high = points[0]!
  let low = points[0]!
  for (const point of points) {
    if (numberOf(point.value) > numberOf(high.value)) high = point
    if (numberOf(point.value) < numberOf(low.value)) low = point
  }
  if (high === low) return undefined
  // The deck's own subject among the field ("United States: 477") is what the chart is there to place.
  const home = points.find((point) => point.category === series.home && point !== high && point !== low)
  return `${prefix}${words.extremes
    .replace('{high}', high.category)
    .replace('{highValue}', high.value)
    .replace('{low}', low.category)
    .replace('{lowValue}', low.value)}${home ? `; ${home.category}: ${home.value}` : ''}`
}

type Series = Pick<ChartSeries, 'label' | 'points'>

/**
 * A chart of a plan (budget, target) beside its actual, said by the entry furthest below its plan: "Line 3
 * Buns: 356 against a plan of 520". The highest and lowest plan say nothing a reader acts on (the plan's
 * biggest line is the biggest line), and the reader of a plan-and-actual chart wants the entry that missed.
 * Where none is below plan, the one furthest above it. Undefined when the chart has no plan and actual series.
 */
function describeAgainstPlan(series: ChartSeries, language: Language): string | undefined {
  const headers = DECK_WORDS[language].headers
  const all: Series[] = [series, ...(series.others ?? [])]
  const plan = all.find((entry) => headers.plan(entry.label))
  if (plan === undefined) return undefined
  const rest = all.filter((entry) => entry !== plan)
  const actual =
    rest.find((entry) => headers.actual(entry.label)) ?? (rest.length === 1 ? rest[0] : undefined)
  if (actual === undefined) return undefined
  const gaps = actual.points.flatMap((point) => {
    const planned = plan.points.find((other) => other.category.trim() === point.category.trim())
    if (planned === undefined || !isReadableFigure(point.value) || !isReadableFigure(planned.value)) return []
    const base = numberOf(planned.value)
    if (base === 0) return []
    return [{ point, planned, gap: (numberOf(point.value) - base) / Math.abs(base) }]
  })
  if (gaps.length < 2) return undefined
  const below = gaps.filter(({ gap }) => gap < 0)
  const pick = (below.length > 0 ? below : gaps).reduce((worst, next) =>
    Math.abs(next.gap) > Math.abs(worst.gap) ? next : worst,
  )
  if (pick.gap === 0) return undefined
  return LANGUAGE_CUES[language].chart.againstPlan
    .replace('{category}', pick.point.category.trim())
    .replace('{actual}', pick.point.value.trim())
    .replace('{plan}', pick.planned.value.trim())
}

/**
 * A series label that names the measure, not only when it was taken: a year or a period ("2005", "1990-1995")
 * says when, and a chart's extremes under it ("Australia highest at 59") do not say of what.
 */
export function namesMeasure(label: string): boolean {
  const trimmed = label.trim()
  return namesSeries(trimmed) && /\p{L}{2}/u.test(trimmed) && !ORDERED_CATEGORY.test(trimmed)
}

/** A series label that names what is measured: short, and no sentence (a title stating its finding is a takeaway of its own). */
export function namesSeries(label: string): boolean {
  const trimmed = label.trim()
  return trimmed !== '' && trimmed.length <= MAX_LABEL && !/[.!?]$/.test(trimmed)
}

/**
 * A figure as an overall item states it: digits with at most three decimals, maybe a sign, a currency or a
 * unit, and not a bare list marker ("8.").
 */
export function isReadableFigure(value: string): boolean {
  const trimmed = value.trim()
  if (!/\d/.test(trimmed) || /^\d+\.$/.test(trimmed)) return false
  return !hasRawPrecision(trimmed)
}

/** A number with more than three decimals (0.847390522814): a computed value, not one a deck states. */
export function hasRawPrecision(text: string): boolean {
  return /(?<![\d.,])\d+[.,]\d{4,}(?![\d])/.test(text)
}

function numberOf(value: string): number {
  const digits = value.replace(/[^\d.,-]/g, '')
  // "1,234.5" and "1.234,5": the last separator followed by one or two digits is the decimal one.
  const normalised = /,\d{1,2}$/.test(digits)
    ? digits.replace(/\./g, '').replace(',', '.')
    : digits.replace(/,/g, '')
  const number = Number.parseFloat(normalised)
  return Number.isNaN(number) ? 0 : number
}
