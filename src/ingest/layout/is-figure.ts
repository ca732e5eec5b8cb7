import { isCardinality, isListNumber } from '../../shared'

/**
 * A figure as a stat card or a label/value form prints it: a number with at most a sign, a currency,
 * a percent or a short unit around it ("$3.4M", "128%", "2.4x", "11 months", "€38,6 mln",
 * "7,9 Mio. €", "8 900", "1 850 m³", "-4.2 pts", "17.00%", "N/A" is not one). Longer phrases that merely
 * hold a number ("+177 in 12 months") are not figures: they are the words around one.
 */
const FIGURE =
  /^[+\-−–±~≈<>]?\s?(?:[$€£¥₹]|[A-Z]{3}\s|kr\.?\s?|R\$\s?|CHF\s)?\s?[+\-−–]?\d[\d.,\s\u00a0\u202f]*(?:[%‰x×]|\s?[$€£¥]|\s?[\p{L}³²°][\p{L}³²°./]{0,7}){0,2}$/u
const MAX_FIGURE_CHARS = 24

export function isFigure(text: string): boolean {
  const trimmed = text.trim()
  // "2." is a numbered list's marker drawn in a box of its own, "1...n" a diagram's cardinality: neither
  // measures anything, and paired with the label beside them they read as "Teachers: 3." (issue 24, r24).
  if (isListNumber(trimmed) || isCardinality(trimmed)) return false
  return trimmed.length > 0 && trimmed.length <= MAX_FIGURE_CHARS && FIGURE.test(trimmed)
}

const NOT_A_LABEL = /^(?:n\/?a|n\.a\.|tbd|tba|—|-)$/iu

/** Short words that can name a figure: a label, not a sentence. */
const MAX_LABEL_CHARS = 80
const MAX_LABEL_WORDS = 10

export function isLabel(text: string): boolean {
  const trimmed = text.trim()
  if (trimmed.length === 0 || trimmed.length > MAX_LABEL_CHARS || !/\p{L}{2}/u.test(trimmed)) return false
  // "N/A", "n.a.", "TBD" stand in for a value; they name nothing. Nor does a list's "iv." or "b)".
  if (isFigure(trimmed) || NOT_A_LABEL.test(trimmed) || isListNumber(trimmed)) return false
  return trimmed.split(/\s+/u).length <= MAX_LABEL_WORDS
}

/**
 * A label that is only the figure's own unit ("Tc" by "2Tc", "km" by "1200 km") says nothing of what the figure
 * measures: it is an axis's tick or a scale drawn beside it (issue 24, "Tc: 2Tc").
 */
export function isUnitOf(label: string, figure: string): boolean {
  const unit = figure.replace(/[\d.,\s\u00a0\u202f+\-−–±~≈<>]/gu, '').toLowerCase()
  return unit !== '' && label.trim().replace(/[()]/gu, '').toLowerCase() === unit
}
