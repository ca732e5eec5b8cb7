/** An item's enumerator and its letters ("A01:2025 …" → "A", "V8. …" → "V", "3) …" → ""); "2019", "3.5 M", "10 %" are none. */
const ENUMERATOR = /^\s*(\p{Lu}{0,3})\d{1,3}(?:[.)](?![\d.])|:|\s[–—-]\s)/u
/** A list has at least this many items. */
const MIN_ITEMS = 3

/**
 * Which of a slide's lines are items of one enumerated list ("A01:2025 Broken Access Control", "A02:2025 …"; "V1.",
 * "V2."; "1.", "2."), though set as plain paragraphs: at least three lines open with an enumerator of the same
 * letters. Such a list is said whole and in its order: a few of its items read as the list (reader r-n1).
 */
export function enumeratedLines(texts: string[]): (text: string) => boolean {
  const prefixOf = (text: string) => ENUMERATOR.exec(text)?.[1]
  const prefixes = texts.flatMap((text) => prefixOf(text) ?? [])
  return (text) => {
    const prefix = prefixOf(text)
    return prefix !== undefined && prefixes.filter((other) => other === prefix).length >= MIN_ITEMS
  }
}
