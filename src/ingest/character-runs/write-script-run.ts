/**
 * A superscript or subscript run as plain text that keeps its meaning. Dropping the raised offset turns
 * "2²⁸" into "228", a figure the deck never stated, and "x₁" into "x1". An exponent is written with a caret
 * ("2^28", "10^-3", "x^(n+1)"): its base and its power stay separate figures a reader and the summary's
 * figure checks can both find. A footnote or reference mark after a word or a stated figure ("1,500¹",
 * "Revenue²") is written in Unicode superscript digits, which no figure reading joins to the number before
 * it. Ordinal endings ("1st", "2e", "1er", "3º") are joined as typed. Subscripts use Unicode subscript
 * characters where all have one ("CO₂", "xᵢ"), else an underscore ("Z_H").
 */

export type ScriptPosition = 'super' | 'sub'

const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  ',': ',',
}
const SUBSCRIPTS: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '−': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
  a: 'ₐ',
  e: 'ₑ',
  h: 'ₕ',
  i: 'ᵢ',
  j: 'ⱼ',
  k: 'ₖ',
  l: 'ₗ',
  m: 'ₘ',
  n: 'ₙ',
  o: 'ₒ',
  p: 'ₚ',
  r: 'ᵣ',
  s: 'ₛ',
  t: 'ₜ',
  u: 'ᵤ',
  v: 'ᵥ',
  x: 'ₓ',
}

/**
 * Ordinal endings written raised after a number in the eight languages read (en 1st; fr 1er, 2e, 2ème;
 * es, it, pt 1º, 1ª, also typed as a raised o or a; nl 1e, 1ste, 2de). German and Norwegian write "1.".
 */
const ORDINAL_ENDINGS: ReadonlySet<string> = new Set([
  'st',
  'nd',
  'rd',
  'th',
  'e',
  'er',
  're',
  'ère',
  'ème',
  'eme',
  'nd',
  'nde',
  'o',
  'a',
  'º',
  'ª',
  'ste',
  'de',
  'me',
])

/** A base an exponent reads on: a bare number of at most three digits, a symbol of one or two letters, a bracket. */
const EXPONENT_BASE = /(?:(?<![\p{N}.,])\p{N}{1,3}|(?<!\p{L})\p{L}{1,2}|\))$/u
/** An exponent that needs no brackets after the caret: a signed number or name. */
const SIMPLE_EXPONENT = /^[+\-−]?[\p{L}\p{N}.]+$/u

/** The text to write for `script`, raised or lowered, right after `before`. */
export function writeScriptRun(before: string, script: string, position: ScriptPosition): string {
  const trimmed = script.trim()
  // A raised run at the start of a line or after a space ("¹ Source: …") has nothing to attach to.
  if (trimmed === '' || before === '' || /\s$/u.test(before) || /^\s/u.test(script)) return script
  const after = script.slice(script.trimEnd().length)
  if (position === 'sub') {
    const lowered = mapAll(trimmed.toLowerCase() === trimmed ? trimmed : '', SUBSCRIPTS)
    return (lowered ?? `_${bracketed(trimmed)}`) + after
  }
  if (/\p{N}$/u.test(before) && ORDINAL_ENDINGS.has(trimmed.toLowerCase())) {
    return (trimmed === 'o' ? 'º' : trimmed === 'a' ? 'ª' : trimmed) + after
  }
  if (EXPONENT_BASE.test(before)) return `^${bracketed(trimmed)}${after}`
  return (mapAll(trimmed, SUPERSCRIPTS) ?? trimmed) + after
}

function bracketed(exponent: string): string {
  return SIMPLE_EXPONENT.test(exponent) ? exponent : `(${exponent})`
}

function mapAll(text: string, table: Record<string, string>): string | undefined {
  if (text === '') return undefined
  let out = ''
  for (const character of text) {
    const mapped = table[character]
    if (mapped === undefined) return undefined
    out += mapped
  }
  return out
}
