import { canonicalFigure } from '../figures'

/** A figure read as a quantity: its number at scale, and what it counts in. */
export interface Quantity {
  /** The value at scale ("$3.4M" is 3_400_000). */
  amount: number
  /** The number as written, before scale (3.4). */
  written: number
  /** Half of the last written digit, at scale: how far a rounded figure may stand from the exact one. */
  tolerance: number
  /** Currency code, '%', 'x', or a unit word ('weeks', 't'); '' for a bare count. */
  unit: string
  /** The scale word as written, normalised ('k', 'M', 'B'), '' for none. */
  scale: string
  /** Per which period the figure is stated ('month', 'year'), '' for none. */
  per: string
}

const CURRENCIES: Record<string, string> = {
  $: 'USD',
  usd: 'USD',
  us$: 'USD',
  '€': 'EUR',
  eur: 'EUR',
  '£': 'GBP',
  gbp: 'GBP',
  nok: 'NOK',
  kr: 'NOK',
  'kr.': 'NOK',
  chf: 'CHF',
  brl: 'BRL',
  r$: 'BRL',
}

// Scale words of the eight languages, lower-cased, with their factor. 'm' alone is only a million next to
// a currency (else metres), see below.
const SCALES: Record<string, [string, number]> = {
  k: ['k', 1e3],
  tsd: ['k', 1e3],
  'tsd.': ['k', 1e3],
  thousand: ['k', 1e3],
  tusen: ['k', 1e3],
  mil: ['k', 1e3],
  m: ['M', 1e6],
  mm: ['M', 1e6],
  mn: ['M', 1e6],
  mio: ['M', 1e6],
  'mio.': ['M', 1e6],
  mill: ['M', 1e6],
  'mill.': ['M', 1e6],
  mln: ['M', 1e6],
  million: ['M', 1e6],
  millions: ['M', 1e6],
  millones: ['M', 1e6],
  milhões: ['M', 1e6],
  milioni: ['M', 1e6],
  miljoen: ['M', 1e6],
  millioner: ['M', 1e6],
  b: ['B', 1e9],
  'mil millones': ['B', 1e9],
  'mil m': ['B', 1e9],
  bn: ['B', 1e9],
  mrd: ['B', 1e9],
  'mrd.': ['B', 1e9],
  md: ['B', 1e9],
  milliard: ['B', 1e9],
  milliards: ['B', 1e9],
  billion: ['B', 1e9],
  billions: ['B', 1e9],
  trillion: ['T', 1e12],
  trillions: ['T', 1e12],
  tn: ['T', 1e12],
  billón: ['T', 1e12],
  billones: ['T', 1e12],
  bilião: ['T', 1e12],
  biliões: ['T', 1e12],
  billiarde: ['T', 1e12],
  billiarder: ['T', 1e12],
}

const PERIODS: Record<string, string> = {
  month: 'month',
  mo: 'month',
  mth: 'month',
  monat: 'month',
  mes: 'month',
  mês: 'month',
  mois: 'month',
  mese: 'month',
  maand: 'month',
  måned: 'month',
  mnd: 'month',
  year: 'year',
  yr: 'year',
  jahr: 'year',
  año: 'year',
  ano: 'year',
  an: 'year',
  année: 'year',
  anno: 'year',
  jaar: 'year',
  år: 'year',
  week: 'week',
  wk: 'week',
  woche: 'week',
  semana: 'week',
  semaine: 'week',
  settimana: 'week',
  uke: 'week',
  day: 'day',
  tag: 'day',
  día: 'day',
  dia: 'day',
  jour: 'day',
  giorno: 'day',
  dag: 'day',
}

const CURRENCY = String.raw`(?:US\$|R\$|[$€£]|USD|EUR|GBP|NOK|CHF|BRL|kr\.?)`
const NUMBER = String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+(?:[.,]\d+)*`
const SCALE = String.raw`(?:mil millones|mil M|[kKmMbB]|mm|MM|mn|Mn|bn|Bn|Tsd\.?|[Mm]io\.?|[Mm]rd\.?|Md|mill\.?|mln|thousand|tusen|mil|millions?|millones|milhões|milioni|miljoen|millioner|milliards?|billions?|trillions?|tn|billón|billones|bilião|biliões|billiarder?)`
// Per-period endings: "/month", "per month", "a year", "pro Jahr", "por mes", "par an", "al mese", "per jaar", "i måneden", "/år".
const PER = String.raw`(?:\s*\/\s*|\s+(?:per|a|an|pro|por|par|al|i|each)\s+)(\p{L}+)`
const QUANTITY = new RegExp(
  String.raw`^(${CURRENCY})?\s?([-+−])?(${NUMBER})\s?(${SCALE}\b)?\.?\s?(${CURRENCY})?\s?(%|pp|x|×)?(?:${PER})?(?:\s+(\p{L}{1,12}))?$`,
  'u',
)

/**
 * Reads `text` as one quantity: an optional currency, a number, an optional scale, %, x, a period and one
 * unit word. Anything else (a range, a sentence, a date) is no quantity: the checks compare only what they
 * read for certain, since a false alarm costs the reader more than a missed one.
 */
export function parseQuantity(text: string): Quantity | undefined {
  const match = QUANTITY.exec(text.trim())
  if (!match) return undefined
  const [, before, sign, number = '', scaleWord, after, symbol, perWord, unitWord] = match
  const currencyWord = before ?? after
  const currency = currencyWord ? CURRENCIES[currencyWord.toLowerCase()] : undefined
  let scale: [string, number] = ['', 1]
  let unit = currency ?? ''
  if (scaleWord) {
    const known = SCALES[scaleWord.toLowerCase()]
    // "5 m" or "5 M" without a currency could be metres; only a currency makes a lone m a million.
    if (!known || (/^[mM]$/.test(scaleWord) && !currency && scaleWord === 'm')) return undefined
    scale = known
  }
  if (symbol) unit = symbol === '×' ? 'x' : symbol
  let per = ''
  if (perWord) {
    per = PERIODS[perWord.toLowerCase()] ?? ''
    if (!per) return undefined
  }
  if (unitWord) {
    if (unit) return undefined
    unit = unitWord.toLowerCase()
  }
  if (/^\d{4}$/.test(number) && !unit && !scale[0] && Number(number) >= 1900 && Number(number) <= 2100)
    return undefined // a year, not an amount
  const canonical = canonicalFigure(number)
  const written = Number(canonical) * (sign === '-' || sign === '−' ? -1 : 1)
  if (!Number.isFinite(written)) return undefined
  const decimals = canonical.includes('.') ? (canonical.split('.')[1] ?? '').length : 0
  return {
    amount: written * scale[1],
    written,
    tolerance: (0.5 / 10 ** decimals) * scale[1],
    unit,
    scale: scale[0],
    per,
  }
}

/**
 * A unit stated once for a whole chart or column: "($M)", "(%)", "(€k)", "(£000)", "in NOK mill.". Read as
 * a quantity of 1 in that unit, so that a bare cell under it takes the unit and the scale.
 */
export function parseUnitHint(text: string): Quantity | undefined {
  const inside =
    /\(([^()]{1,16})\)\s*$/u.exec(text)?.[1] ??
    /\b(?:in|en|em|i)\s+([^\s,;()]{1,10}(?:\s[^\s,;()]{1,6})?)\s*$/iu.exec(text)?.[1]
  if (!inside) return undefined
  const words = inside
    .replace(/(US\$|R\$|[$€£])/gu, ' $1 ')
    .replace(/\b000\b/u, 'k')
    .trim()
    .split(/\s+/u)
  let unit = ''
  let scale: [string, number] = ['', 1]
  for (const word of words) {
    const lower = word.toLowerCase()
    if (CURRENCIES[lower]) unit = CURRENCIES[lower]
    else if (SCALES[lower]) scale = SCALES[lower]
    else if (word === '%') unit = '%'
    else return undefined
  }
  if (!unit && !scale[0]) return undefined
  return { amount: scale[1], written: 1, tolerance: 0, unit, scale: scale[0], per: '' }
}

/** Whether two quantities state the same amount, each within its rounding. */
export function isSameAmount(a: Quantity, b: Quantity): boolean {
  return Math.abs(a.amount - b.amount) <= Math.max(a.tolerance, b.tolerance) + 1e-9 * Math.abs(a.amount)
}
