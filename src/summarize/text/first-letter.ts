/** The text with its first letter upper-case: an item or a question opens as a sentence does. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * The text with its first letter lower-case, for a phrase set inside a sentence ("…, but no maintenance
 * guidelines"). German writes its nouns upper-case: its callers keep the text as it is.
 */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}
