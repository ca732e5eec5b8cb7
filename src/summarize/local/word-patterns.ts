/**
 * A list of words as one pattern matched at a word's start; a word ending in "$" matches whole ("it$" is not "item").
 */
export function wordStarts(words: string[]): RegExp {
  const alternatives = words.map((word) =>
    word.endsWith('$') ? `${escapeWord(word.slice(0, -1))}(?![\\p{L}\\p{N}])` : escapeWord(word),
  )
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'iu')
}

/** A text as a pattern that matches its own characters. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A word as a pattern: its own characters, any run of white space where it has a space. */
export function escapeWord(text: string): string {
  return escapeRegExp(text).replace(/ /g, '\\s+')
}

// A word matches where a word starts, '$' asks for the whole word, '=' for the whole title (see the schema).
export function matcher(words: string[]): (text: string) => boolean {
  const whole = words.filter((word) => word.startsWith('=')).map((word) => escapeWord(word.slice(1)))
  const parts = words.filter((word) => !word.startsWith('='))
  const patterns = [
    ...(parts.length > 0 ? [wordStarts(parts)] : []),
    ...(whole.length > 0 ? [new RegExp(`^[\\s\\d.)-]*(?:${whole.join('|')})[\\s.:!?…]*$`, 'iu')] : []),
  ]
  return (text) => patterns.some((pattern) => pattern.test(text))
}
