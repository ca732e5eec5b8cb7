import type { SlideLine } from '../../shared'
import { formatChartNumber, type NumberStyle } from './format-chart-number'
import type { PptxPackage } from './open-pptx-package'
import { readPlainLines } from './read-paragraph-lines'
import { findChild, findDescendants, findPath, textContent, type XmlElement } from './xml-element'

/** A chart point's value as cached in the chart part, to be written in the deck's number style. */
export interface ChartValue {
  line: Extract<SlideLine, { kind: 'chart-point' }>
  raw: string
  formatCode: string
}

/**
 * A chart's words and figures from its chart part's caches: its title as a `chart-title` line, then one
 * `chart-point` line per cached value, "category — series: value", category by category (so plan and
 * actual of one category stand together). Values are written with the data labels' number format
 * (else the cache's) in `style`; each is also handed to `values`, so that the reader can rewrite them
 * once the deck's own number style is known.
 */
export function readChartLines(
  pkg: PptxPackage,
  chartPart: string,
  style: NumberStyle,
  values: ChartValue[],
): SlideLine[] {
  const root = pkg.readXml(chartPart)
  const chart = findChild(root, 'c:chart')
  if (!chart) return []
  const lines: SlideLine[] = []

  const title = findChild(chart, 'c:title')
  const titleText = readPlainLines(findPath(title, 'c:tx', 'c:rich')).join(' ')
  const cachedTitle = cachedPoints(findPath(title, 'c:tx', 'c:strRef'))
    .map((point) => point.value)
    .join(' ')
  const chartTitle = titleText || cachedTitle
  if (chartTitle) lines.push({ kind: 'chart-title', text: chartTitle })

  const chartFormat = findPath(chart, 'c:plotArea')
  const points: { category: number; series: number; line: SlideLine }[] = []
  findDescendants(chart, 'c:ser').forEach((ser, seriesIndex) => {
    const series = seriesName(ser)
    const categories = new Map(
      cachedPoints(findChild(ser, 'c:cat')).map((point) => [point.index, point.value]),
    )
    const valueRef = findChild(ser, 'c:val') ?? findChild(ser, 'c:yVal')
    const formatCode =
      labelFormat(findChild(ser, 'c:dLbls')) ??
      labelFormat(findDescendants(chartFormat ?? chart, 'c:dLbls').find((dLbls) => dLbls !== ser)) ??
      textContent(findDescendants(valueRef ?? ser, 'c:formatCode')[0]).trim()
    for (const point of cachedPoints(valueRef)) {
      // A value past the last category is drawn on no labelled place: its index is no category ("28").
      if (categories.size > 0 && !categories.has(point.index)) continue
      const category = categories.get(point.index) ?? String(point.index + 1)
      // A point may carry its own number format, which its label shows in place of the series'.
      const pointFormat = point.formatCode ?? formatCode
      const value = formatChartNumber(point.value, pointFormat, style)
      const line = {
        kind: 'chart-point' as const,
        text: pointText(category, series, value),
        category,
        series,
        value,
        ...(chartTitle ? { chart: chartTitle } : {}),
      }
      values.push({ line, raw: point.value, formatCode: pointFormat })
      points.push({ category: point.index, series: seriesIndex, line })
    }
  })
  points.sort((a, b) => a.category - b.category || a.series - b.series)
  lines.push(...points.map((point) => point.line))
  return lines
}

/** "category — series: value", or "category: value" for a series without a name. */
export function pointText(category: string, series: string, value: string): string {
  return series === '' ? `${category}: ${value}` : `${category} — ${series}: ${value}`
}

function labelFormat(dLbls: XmlElement | undefined): string | undefined {
  const numFmt = findChild(dLbls, 'c:numFmt')
  const code = numFmt?.attributes.formatCode
  return code && numFmt.attributes.sourceLinked !== '1' ? code : undefined
}

function seriesName(ser: XmlElement): string {
  const tx = findChild(ser, 'c:tx')
  const direct = findChild(tx, 'c:v')
  if (direct) return textContent(direct).trim()
  return cachedPoints(tx)
    .map((point) => point.value)
    .join(' ')
}

/**
 * Cached points under a reference (`c:strRef`, `c:numRef`, `c:multiLvlStrRef`) by index; of a
 * multi-level category cache, the innermost level (the first `c:lvl`).
 */
function cachedPoints(
  reference: XmlElement | undefined,
): { index: number; value: string; formatCode?: string }[] {
  if (!reference) return []
  const firstLevel = findDescendants(reference, 'c:lvl')[0]
  return findDescendants(firstLevel ?? reference, 'c:pt')
    .map((point, order) => {
      const index = Number.parseInt(point.attributes.idx ?? '', 10)
      return {
        index: Number.isFinite(index) ? index : order,
        value: textContent(findChild(point, 'c:v')).trim(),
        ...(point.attributes.formatCode ? { formatCode: point.attributes.formatCode } : {}),
      }
    })
    .filter((point) => point.value !== '')
}
