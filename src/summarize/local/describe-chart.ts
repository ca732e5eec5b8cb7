import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
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
  return `${prefix}${words.extremes
    .replace('{high}', high.category)
    .replace('{highValue}', high.value)
    .replace('{low}', low.category)
    .replace('{lowValue}', low.value)}`
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
