import type { ParsedSlide } from '../parsed-deck'
import { joinSlideLines } from '../slide-lines'
import { deckNumberStyle, formatChartNumber, POINT_STYLE } from './format-chart-number'
import { pointText, type ChartValue } from './read-chart-lines'

/**
 * Charts cache bare numbers; their labels show them the way the deck writes numbers. Once all slides
 * are read, the deck's own number style (see `deckNumberStyle`) rewrites every chart value read in
 * the point style, and the slides' text is joined again. Slides of a deck without charts come back as they were.
 */
export function writeChartValues(slides: ParsedSlide[], values: readonly ChartValue[]): ParsedSlide[] {
  if (values.length === 0) return slides
  const style = deckNumberStyle(slides.flatMap((slide) => slide.lines ?? []))
  if (style === POINT_STYLE) return slides
  for (const { line, raw, formatCode } of values) {
    line.value = formatChartNumber(raw, formatCode, style)
    line.text = pointText(line.category, line.series, line.value)
  }
  return slides.map((slide) => (slide.lines ? { ...slide, text: joinSlideLines(slide.lines) } : slide))
}
