/** How a deck writes numbers: its decimal mark and its thousands separator. */
export interface NumberStyle {
  decimal: string
  group: string
}

export const POINT_STYLE: NumberStyle = { decimal: '.', group: ',' }

/** The digit placeholders of a number format ("#,##0.00"). */
const DIGITS = /[#0?][#0?,.\s]*/u

/**
 * A cached chart value as its data label shows it: the Excel number format's digits, decimals,
 * grouping, percent and literal prefix and suffix ("#,##0", "0.0%", "\"$\"0.0\"M\"", "[$€-407]#,##0"),
 * in the deck's number style; "General" writes the number as stored. Anything not a number stays as is.
 */
export function formatChartNumber(raw: string, formatCode: string, style: NumberStyle): string {
  const value = Number(raw)
  if (raw.trim() === '' || !Number.isFinite(value)) return raw
  const sections = formatCode.split(';')
  // Only the front is trimmed: a trailing "\ " (an escaped space) trimmed would leave its backslash.
  const section = (value < 0 && sections[1] ? sections[1] : (sections[0] ?? '')).trimStart()
  if (section.trim() === '' || /^general$/iu.test(section.trim())) return plain(value, style)

  const literal = section
    .replace(/\[\$([^-\]]*)(?:-[^\]]*)?\]/gu, '"$1"')
    .replace(/\[[^\]]*\]/gu, '')
    .replace(/[_*]./gu, '')
  // Quoted literals masked (same length), so the digit placeholders are found outside them only.
  const masked = literal.replace(/"[^"]*"/gu, (quoted) => '\u0000'.repeat(quoted.length))
  const digits = DIGITS.exec(masked)
  if (!digits) return plain(value, style)
  const percent = masked.includes('%')
  const decimals = (/\.([0#?]+)/u.exec(digits[0])?.[1] ?? '').length
  const grouped = /[#0?],[#0?]/u.test(digits[0])
  const scaled = percent ? value * 100 : value
  const negativeSection = value < 0 && sections[1] !== undefined
  const magnitude = Math.abs(scaled).toFixed(decimals)
  const [whole = '0', fraction] = magnitude.split('.')
  const body =
    (grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/gu, style.group) : whole) +
    (fraction ? style.decimal + fraction : '')

  // The written format around its digits, literals unquoted and escapes unescaped.
  const end = digits.index + digits[0].length
  const unquote = (text: string) => text.replace(/"([^"]*)"/gu, '$1').replace(/\\(.)/gu, '$1')
  const sign = value < 0 && !negativeSection ? '-' : ''
  return `${sign}${unquote(literal.slice(0, digits.index))}${body}${unquote(literal.slice(end)).trimEnd()}`
}

function plain(value: number, style: NumberStyle): string {
  const written = String(Number(value.toPrecision(12)))
  return written.replace('.', style.decimal)
}

/** Decimals written with a comma ("24,9", "2,84 M€") and with a point ("4.2", "$3.4M"); "1,250" is neither. */
const COMMA_DECIMAL = /\d,\d{1,2}(?!\d)/gu
const POINT_DECIMAL = /\d\.\d{1,2}(?!\d)/gu
const SPACE_GROUP = /\d[ \u00a0\u202f]\d{3}(?!\d)/u

/**
 * The number style of a deck's own text (every line but its chart points): a decimal comma when
 * the text writes more decimals with a comma than with a point, its thousands then grouped with a
 * space where the text does so ("8 900") and with a point otherwise.
 */
export function deckNumberStyle(lines: readonly { kind: string; text: string }[]): NumberStyle {
  let comma = 0
  let point = 0
  let spaces = false
  for (const line of lines) {
    if (line.kind === 'chart-point') continue
    comma += line.text.match(COMMA_DECIMAL)?.length ?? 0
    point += line.text.match(POINT_DECIMAL)?.length ?? 0
    spaces ||= SPACE_GROUP.test(line.text)
  }
  if (comma <= point) return POINT_STYLE
  return { decimal: ',', group: spaces ? '\u00a0' : '.' }
}
