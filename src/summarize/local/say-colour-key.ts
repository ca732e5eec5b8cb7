import type { DeckWords } from './deck-words'

/** A colour key has at least this many entries: one line naming a colour may be a claim ("Red = U.S. students"). */
const MIN_KEYS = 2

/**
 * An entry whose lines are all a colour key ("Green – Stayed the same rank or went up", "Orange – Dropped in
 * rank") as one line under the key's name: the key belongs to a picture the reader could not read, and said as
 * bullets it reads as the slide's claims (issue 24, reader r-p1: OWASP slide 17).
 */
export function sayColourKey(texts: string[], words: DeckWords): string[] {
  const { isColourKey, colourKey } = words.entries
  if (texts.length < MIN_KEYS || !texts.every(isColourKey)) return texts
  return [`${colourKey}: ${texts.map((text) => text.trim().replace(/[.;]\s*$/u, '')).join('; ')}`]
}
