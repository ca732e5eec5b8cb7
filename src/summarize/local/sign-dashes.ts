import { isValueOnly } from './pair-figure-labels'

// A dash, then a figure: the line's whole value ("— US$ 0.13 million"), or a value after a label's colon or "=".
const LEADING_DASH = /^[—–-]\s+(?=\S)/u
const DASH_AFTER_LABEL = /([:=]\s*)[—–]\s*(?=(?:[\p{Sc}]|\p{Lu}{1,3}\$?\s?)?\d)/gu

/**
 * A dash standing alone before a figure, where the figure is a value ("Net present value of project" /
 * "— US$ 0.13 million", "NPV = – 0.13"), is the figure's minus sign: a slide sets it with a spaced dash, and
 * copied as is the reader takes it for a separator and the figure for a gain (issue 24, reader r-l: the bus
 * project's NPV is −US$ 0.13 million, a loss). It is written as the minus sign, joined to the figure, which
 * figure extraction and the faithfulness check read as the negative figure. A dash before words stays.
 */
export function signDashes(text: string): string {
  const rest = text.replace(LEADING_DASH, '')
  if (rest !== text && isValueOnly(rest)) return `−${rest}`
  return text.replace(DASH_AFTER_LABEL, '$1−')
}
