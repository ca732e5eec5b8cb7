/**
 * Figures: the numbers a reader acts on. A summary may state a figure only if it stands on a slide the
 * item cites; these functions find figures in text and compare them across formats ("1,200" = "1200",
 * French "1 200", German "1.200"; "4,5" = "4.5").
 */

// Grouped thousands with a space first (French, Norwegian), then digits with inner separators.
const FIGURE_PATTERN =
  /(?<![\p{L}\p{N}])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\p{N}])|(?<![\p{L}\p{N}])\d+(?:[.,]\d+)*/gu

/** The figures written in `text`, as written. */
export function extractFigures(text: string): string[] {
  let figures = recentFigures.get(text)
  if (!figures) {
    if (recentFigures.size >= RECENT_TEXTS) recentFigures.clear()
    figures = Array.from(text.matchAll(FIGURE_PATTERN), (m) => m[0])
    recentFigures.set(text, figures)
  }
  return figures.slice()
}

// The summariser's stages ask for the figures of the same lines again and again (a 300-page document: millions
// of times); the pattern's look-behinds make each answer costly, so recent answers are kept.
const RECENT_TEXTS = 50_000
const recentFigures = new Map<string, string[]>()

/** One spelling for one value: separators of thousands removed, a decimal comma made a point. */
export function canonicalFigure(figure: string): string {
  const compact = figure.replace(/[ \u00a0\u202f]/g, '')
  if (/^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.test(compact))
    return stripLeadingZeros(compact.replace(/[.,]/g, ''))
  if (/^\d{1,3}(?:,\d{3})+\.\d+$/.test(compact)) return stripLeadingZeros(compact.replace(/,/g, ''))
  if (/^\d{1,3}(?:\.\d{3})+,\d+$/.test(compact))
    return stripLeadingZeros(compact.replace(/\./g, '').replace(',', '.'))
  return stripLeadingZeros(compact.replace(',', '.'))
}

function stripLeadingZeros(value: string): string {
  return value.replace(/^0+(?=\d)/, '')
}

/** The canonical figures of a text, for repeated look-ups. */
export function figureSet(text: string): Set<string> {
  const set = new Set<string>()
  for (const figure of extractFigures(text)) {
    set.add(canonicalFigure(figure))
    // "1.200" is 1200 in German and 1.2 in English: accept either reading of the source.
    set.add(stripLeadingZeros(figure.replace(/[ \u00a0\u202f]/g, '').replace(',', '.')))
    // "195 146" is 195146 in French, or two numbers side by side in a table row: accept either reading too.
    if (/[ \u00a0\u202f]/.test(figure))
      for (const part of figure.split(/[ \u00a0\u202f]/)) set.add(stripLeadingZeros(part))
  }
  return set
}

/** Figures of `claim` that do not stand in `source`. Empty means every figure is accounted for. */
export function unsupportedFigures(claim: string, source: string | Set<string>): string[] {
  const known = typeof source === 'string' ? figureSet(source) : source
  return extractFigures(claim).filter((figure) => !known.has(canonicalFigure(figure)))
}
