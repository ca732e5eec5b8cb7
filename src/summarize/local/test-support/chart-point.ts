import type { SlideLine } from '../../../shared'

/** A chart's data point as ingest types it: category, series and value, optionally with the chart's title. */
export function chartPoint(category: string, series: string, value: string, chart?: string): SlideLine {
  return {
    kind: 'chart-point',
    text: `${category} — ${series}: ${value}`,
    category,
    series,
    value,
    ...(chart === undefined ? {} : { chart }),
  }
}
