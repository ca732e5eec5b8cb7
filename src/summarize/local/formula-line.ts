/** A formula's result is one symbol ("Q = C × i × A / 360"): the symbol, then its equals sign. */
export const FORMULA = /^(\p{L}[\p{L}\p{N}_]{0,3})\s*=\s*\S/u
/** A relation set between its terms: "0 < p < ρ", "x = 2". */
const RELATION = /\s[=<>≤≥≈≠]\s/u
/** A line that breaks off at an operator or a comma: the formula goes on below. */
const OPEN_END = /[,=+\-−×*/(]$/u
/** One symbol with a subscript, maybe applied ("s_b(Z)", "Z_H"): a diagram's label, not a word of a sentence. */
const SUBSCRIPTED = /^\p{L}[\p{L}\p{N}]*_[\p{L}\p{N}]+(?:\([^()\s]*\))?$/u

/**
 * The line is a formula of its own under the line above: one subscripted symbol, or a symbol's definition
 * ("δ = distance (in log domain) …") under a relation that is complete. Joined, "0 < p < ρ" and "δ = distance …"
 * read as the bound "p < ρδ" (issue 24, reader r-a3). Under a label ("Round to Nearest" / "p = 0") the formula
 * is what the label names, and goes on from it.
 */
export function isOwnFormula(previous: string, text: string): boolean {
  if (SUBSCRIPTED.test(text)) return true
  return FORMULA.test(text) && RELATION.test(previous) && !OPEN_END.test(previous)
}
