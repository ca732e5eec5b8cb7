import { canonicalFigure } from '../figures'
import { measuresOf } from './statements'

/**
 * The measures a text states, each with what makes it that measure: its currency or unit ("£1.45M", "62 %"), or,
 * for a bare number, the word it counts ("9 escolas" is not "9 anos"), so that one number meaning two things is
 * not taken for a restatement.
 */
export function statedFigures(text: string): Set<string> {
  const measures = measuresOf(text)
  const stated = new Set<string>()
  for (const match of text.matchAll(STATED_FIGURE)) {
    const [, currency = '', number = '', unit = '', word = ''] = match
    const figure = canonicalFigure(number)
    if (!measures.has(figure)) continue
    stated.add(
      unit || currency ? `${currency}${figure}${unit.toLowerCase()}` : `${figure} ${word.toLowerCase()}`,
    )
  }
  return stated
}

const STATED_FIGURE =
  /(?<![\p{L}\d])([$€£¥]|R\$)?\s?(\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\p{N})|\d+(?:[.,]\d+)*)(?:\s?(%|‰|M€|k€|€|m³\/s|m³|m²|[kKMB]\b|bn\b|mn\b|mln\b|mio\.?|mrd\.?|pp\b))?(?:\s+(\p{L}+))?/gu
