import { datesIn, daysBetween } from './dates-in'
import { canonicalFigure, extractFigures } from './figures'

// A derived figure is checked only against figures of its own item: the inputs it was computed from are
// written beside it ("Output 2,318 t against plan 2,450 t (−132 t, 94.6 %)").
const MAX_INPUTS = 10

/**
 * The figures of `text` that are not in the source but are computed from two (or, for a share of a total,
 * three) figures of the same text that are (issue 24, item 3): a difference, a ratio in per cent or as a
 * multiple, a change in per cent, the share of a total that two parts make; and, when the text states two
 * dates, a pace: a figure or a difference of two per week of the span between them ("61 on 14 April 2026, 100 by
 * 18 May 2026: about 8 a week"); and the rest of a share, a per cent the text writes beside another
 * ("the schools pay 30 %; who pays the remaining 70 %?"). Rounded as written: "94.6" is 2,318 / 2,450 to one
 * decimal. The arithmetic is redone here, so a derived figure is verified, not trusted.
 */
export function derivedFigures(text: string, known: Set<string>): Set<string> {
  const figures = extractFigures(text)
  const inputs = [...new Set(figures.map(canonicalFigure).filter((figure) => known.has(figure)))]
    .map(Number)
    .filter((value) => Number.isFinite(value))
    .slice(0, MAX_INPUTS)
  const derived = new Set<string>()
  if (inputs.length === 0) return derived
  const results: number[] = []
  for (const a of inputs)
    for (const b of inputs) {
      if (a === b) continue
      results.push(a - b, (a / b) * 100, a / b, ((a - b) / b) * 100)
      for (const c of inputs) if (c !== a && c !== b) results.push(((a + b) / c) * 100)
    }
  results.push(...pacesOver(text, inputs))
  const shares = sharesIn(text, known)
  for (const figure of figures) {
    const canonical = canonicalFigure(figure)
    if (known.has(canonical)) continue
    const value = Number(canonical)
    const decimals = canonical.includes('.') ? canonical.length - canonical.indexOf('.') - 1 : 0
    const tolerance = 0.5 * 10 ** -decimals + 1e-9
    const isNear = (result: number) => Math.abs(Math.abs(result) - value) <= tolerance
    if (results.some(isNear)) derived.add(figure)
    else if (isShare(figure, text) && shares.some((share) => isNear(100 - share))) derived.add(figure)
  }
  return derived
}

/** Whether `figure` is written with a per cent sign in `text` ("70 %", "70%"). */
function isShare(figure: string, text: string): boolean {
  const escaped = figure.replace(/[.]/gu, '\\.')
  return new RegExp(`(?<![\\p{N}.,])${escaped}\\s?%`, 'u').test(text)
}

/** The per cents of `text` that stand in the source: the shares whose rest a derived figure may be. */
function sharesIn(text: string, known: Set<string>): number[] {
  return extractFigures(text)
    .filter((figure) => known.has(canonicalFigure(figure)) && isShare(figure, text))
    .map((figure) => Number(canonicalFigure(figure)))
    .filter((value) => value > 0 && value < 100)
}

/** What a pace may be: each figure, and each difference of two, per week of the span between two stated dates. */
function pacesOver(text: string, inputs: number[]): number[] {
  const dates = datesIn(text)
  const paces: number[] = []
  for (const [at, from] of dates.entries())
    for (const to of dates.slice(at + 1)) {
      const weeks = Math.abs(daysBetween(from, to)) / 7
      if (weeks === 0) continue
      for (const a of inputs) {
        paces.push(a / weeks)
        for (const b of inputs) if (a > b) paces.push((a - b) / weeks)
      }
    }
  return paces
}
