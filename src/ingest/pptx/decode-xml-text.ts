const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }
const REFERENCE = /&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g
const REPLACEMENT_CHARACTER = '\uFFFD'

/**
 * Decodes the five predefined entities and numeric character references. The parser runs with
 * entity processing off (no DTD entity can ever expand), so this is the only decoding there is;
 * any other `&name;` is left as written.
 */
export function decodeXmlText(raw: string): string {
  if (!raw.includes('&')) return raw
  return raw.replace(REFERENCE, (_match, body: string) => {
    if (body.charCodeAt(0) !== 35 /* # */) return PREDEFINED[body] ?? REPLACEMENT_CHARACTER
    const codePoint = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
    if (!Number.isFinite(codePoint) || codePoint <= 0 || codePoint > 0x10ffff) return REPLACEMENT_CHARACTER
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) return REPLACEMENT_CHARACTER
    return String.fromCodePoint(codePoint)
  })
}
