import type { Language } from '../../shared'

/** An amount as a deck writes it, read as a number, with what stands around its digits. */
export interface Amount {
  value: number
  /** What stands before the digits ("£", "$", "€ "), and after them ("%", " t", "M€", " k€"). */
  prefix: string
  suffix: string
  decimals: number
  /** As written, trimmed. */
  text: string
}

// Languages that write a decimal point (the others write a comma and group thousands with '.' or a space).
const DECIMAL_POINT = new Set<Language>(['en'])
// Digits grouped by thousands as the deck writes them ("2,318", "2.840", "8 900").
const GROUPED = { point: /\d,\d{3}(?!\d)/u, comma: /\d[.\u00a0\u202f ]\d{3}(?!\d)/u }
const AMOUNT =
  /^\s*([+\-−–]?)\s*(\(?)\s*([$€£¥]|kr\.?\s?|NOK\s?|EUR\s?|USD\s?|GBP\s?)?\s*(\d[\d.,\u00a0\u202f ]*\d|\d)\s*(\)?)\s*(.{0,12}?)\s*$/u
// What may follow the digits of an amount: a share, a currency, a scale, a unit of a few letters.
const SUFFIX =
  /^(?:%|‰|[kKM]?\s?[$€£]|mln|mio\.?|mrd\.?|bn|[kKMB]|t|x|pp|millioner|milliarder|m³|ha)?(?:\s?€)?$/iu

/**
 * The amount a table cell or a value holds ("£212", "2,318 t", "(0.1)", "+94", "14,8 M€", "8 900"), in the
 * deck's language; undefined for anything else (a date, a range, words). Brackets are a negative amount.
 */
export function parseAmount(text: string, language: Language): Amount | undefined {
  const match = AMOUNT.exec(text)
  if (!match) return undefined
  const [, sign, open, currency, digits, close, rest] = match
  if (Boolean(open) !== Boolean(close) || !SUFFIX.test(rest!.trim())) return undefined
  const value = numberOf(digits!, language)
  if (value === undefined) return undefined
  const negative = sign === '-' || sign === '−' || sign === '–' || open === '('
  const decimal = DECIMAL_POINT.has(language) ? '.' : ','
  const decimals = digits!.includes(decimal) ? digits!.length - digits!.lastIndexOf(decimal) - 1 : 0
  const suffix = rest!.trim()
  return {
    value: negative ? -value : value,
    prefix: currency ?? '',
    suffix:
      suffix === ''
        ? ''
        : /^[%‰]$/u.test(suffix)
          ? suffixSpacing(text, suffix)
          : ` ${suffix}`.replace(/^ (?=[kKM]?€$)/u, spacedEuro(text)),
    decimals,
    text: text.trim(),
  }
}

// "94.6%" or "94,6 %": the suffix keeps the deck's spacing.
function suffixSpacing(text: string, suffix: string): string {
  return /\s[%‰]\s*\)?\s*$/u.test(text) ? ` ${suffix}` : suffix
}

function spacedEuro(text: string): string {
  return /\d\s+[kKM]?€/u.test(text) ? ' ' : ''
}

function numberOf(digits: string, language: Language): number | undefined {
  const decimal = DECIMAL_POINT.has(language) ? '.' : ','
  const group = decimal === '.' ? /[,\u00a0\u202f ]/g : /[.\u00a0\u202f ]/g
  const plain = digits.replace(group, '').replace(decimal, '.')
  if (!/^\d+(?:\.\d+)?$/.test(plain)) return undefined
  return Number.parseFloat(plain)
}

/** `value` written as `like` writes its amounts: its currency, unit, decimals and the language's separators. */
export function formatAmount(
  value: number,
  like: Amount,
  language: Language,
  decimals = like.decimals,
): string {
  const digits = Math.abs(value).toLocaleString(LOCALE[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping:
      Math.abs(value) >= 10_000 || GROUPED[DECIMAL_POINT.has(language) ? 'point' : 'comma'].test(like.text)
        ? 'always'
        : false,
  })
  return `${value < 0 ? '−' : ''}${like.prefix}${digits}${like.suffix}`
}

/** A share or a ratio in per cent, one decimal, as the language writes it ("94.6%", "94,6 %"). */
export function formatPercent(value: number, language: Language): string {
  const digits = value.toLocaleString(LOCALE[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  return language === 'en' ? `${digits}%` : `${digits} %`
}

/** A difference with its sign ("+94", "−3.6"). */
export function formatSigned(value: number, like: Amount, language: Language, decimals?: number): string {
  const text = formatAmount(value, like, language, decimals)
  return value > 0 ? `+${text}` : text
}

const LOCALE: Record<Language, string> = {
  en: 'en-GB',
  es: 'es-ES',
  pt: 'pt-PT',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  nl: 'nl-NL',
  nb: 'nb-NO',
}

/** Two amounts in the same unit: the same prefix ("€") and suffix ("%", " t"), so that they can be compared. */
export function isSameUnit(a: Amount, b: Amount): boolean {
  return a.prefix === b.prefix && a.suffix.trim() === b.suffix.trim()
}
