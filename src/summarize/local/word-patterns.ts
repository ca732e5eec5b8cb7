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
