import { codePoint } from 'dingbat-to-unicode'

/**
 * Symbol-font characters as Unicode. Old PowerPoint (and Word) write a character picked from the Symbol or
 * Wingdings font either as its byte in that font (0x20-0xFF, the run's font saying which) or as a
 * private-use code point U+F020-U+F0FF that only the font gives a meaning. Read as they stand, "α ≤ ∑" is
 * "a £ å" or nothing at all, and a maths or finance deck loses its Greek letters and operators. The table is
 * the Adobe Symbol encoding and Microsoft's Wingdings/Webdings charts as the dingbat-to-unicode package
 * keeps them (the one mammoth.js uses for Word's w:sym).
 */

/** Fonts whose characters are not letters: their codes mean what the font draws. */
const DINGBAT_FONTS: ReadonlySet<string> = new Set([
  'SYMBOL',
  'WINGDINGS',
  'WINGDINGS 2',
  'WINGDINGS 3',
  'WEBDINGS',
])

const PRIVATE_USE_START = 0xf020
const PRIVATE_USE_END = 0xf0ff

/** Shapes a dingbat font offers as list bullets (squares, discs, diamonds, arrowheads): a bullet, not a sign. */
const BULLET_SHAPES = /[\u25a0-\u25ff\u2b00-\u2bff\u27a2-\u27bf\u2022\u2219\u26ab\u2756\u{1f780}-\u{1f7ff}]/u

export function isDingbatFont(typeface: string | undefined): boolean {
  return typeface !== undefined && DINGBAT_FONTS.has(typeface.trim().toUpperCase())
}

/**
 * The Unicode text of one character written in `typeface`, or undefined when it is an ordinary character.
 * A private-use character whose font is unknown or a text font is read as Symbol's, the font PowerPoint
 * and Word insert such characters from; one the table lacks is dropped, since it draws nothing readable.
 */
export function decodeSymbolCharacter(code: number, typeface: string | undefined): string | undefined {
  const dingbat = isDingbatFont(typeface)
  const privateUse = code >= PRIVATE_USE_START && code <= PRIVATE_USE_END
  if (!privateUse && !(dingbat && code >= 0x20 && code <= 0xff)) return undefined
  const font = dingbat ? typeface!.trim() : 'Symbol'
  const byte = privateUse ? code - 0xf000 : code
  if (byte === 0x20) return ' '
  const mapped = codePoint(font, byte)?.string
  if (mapped === undefined) return ''
  // Wingdings' squares and arrowheads stand for bullets; a letter in their place would be read as text.
  return font.toUpperCase() !== 'SYMBOL' && BULLET_SHAPES.test(mapped) ? '•' : mapped
}

/** `text` written in `typeface` with its Symbol-font characters as Unicode. */
export function decodeSymbolFont(text: string, typeface: string | undefined): string {
  if (!isDingbatFont(typeface) && !/[\uf020-\uf0ff]/u.test(text)) return text
  let out = ''
  for (const character of text) out += decodeSymbolCharacter(character.codePointAt(0)!, typeface) ?? character
  return out
}
