import type { PptxPackage } from './open-pptx-package'
import { readPlainLines } from './read-paragraph-lines'
import { findChild, findDescendants, findPath, textContent, type XmlElement } from './xml-element'

/**
 * A chart's words: its title, then its series names, then its category labels (one line each).
 * The plotted values are left out: a summary should quote what the deck says, not the chart's cache.
 */
export function readChartLines(pkg: PptxPackage, chartPart: string): string[] {
  const root = pkg.readXml(chartPart)
  const chart = findChild(root, 'c:chart')
  if (!chart) return []
  const lines: string[] = []

  const title = findChild(chart, 'c:title')
  const titleText = readPlainLines(findPath(title, 'c:tx', 'c:rich')).join(' ')
  const cachedTitle = cachedStrings(findPath(title, 'c:tx', 'c:strRef')).join(' ')
  if (titleText || cachedTitle) lines.push(titleText || cachedTitle)

  const series = findDescendants(chart, 'c:ser')
  const names = series.map((ser) => seriesName(ser)).filter((name) => name !== '')
  if (names.length > 0) lines.push(names.join(', '))

  const firstCategories = series.map((ser) => findChild(ser, 'c:cat')).find((cat) => cat !== undefined)
  const categories = firstCategories ? cachedStrings(firstCategories) : []
  if (categories.length > 0) lines.push(categories.join(', '))
  return lines
}

function seriesName(ser: XmlElement): string {
  const tx = findChild(ser, 'c:tx')
  const direct = findChild(tx, 'c:v')
  if (direct) return textContent(direct).trim()
  return cachedStrings(tx).join(' ')
}

/** Cached point values under a reference (`c:strRef`, `c:numRef`, `c:multiLvlStrRef`), in order. */
function cachedStrings(reference: XmlElement | undefined): string[] {
  if (!reference) return []
  return findDescendants(reference, 'c:pt')
    .map((point) => textContent(findChild(point, 'c:v')).trim())
    .filter((value) => value !== '')
}
