import type { Passage } from './collect-passages'

// A numbered list's own numbers ("8. Performance is critical…") mean nothing outside their list.
export const LIST_NUMBER = /^\s*\d{1,2}[.)]\s+(?=\p{Lu})/u
// So much of an item's opening names the line it comes from.
const OPENING = 40

/**
 * An overall item without the number its line had in a numbered list ("1. Activity: …", "2. Submit the business
 * case …"; reader r-s1): in the overall summary the list is gone and "7." counts nothing. Only an item that opens
 * as a line of such a list (two or more numbered lines on its slide) loses it: "3. Quartal" alone is a quarter.
 */
export function listNumberDropper(passages: readonly Passage[]): (text: string) => string {
  const numbered = new Map<number, number>()
  for (const passage of passages)
    if (LIST_NUMBER.test(passage.text)) numbered.set(passage.unit, (numbered.get(passage.unit) ?? 0) + 1)
  const openings = new Set(
    passages
      .filter((passage) => (numbered.get(passage.unit) ?? 0) >= 2 && LIST_NUMBER.test(passage.text))
      .map((passage) => passage.text.replace(LIST_NUMBER, '').slice(0, OPENING)),
  )
  return (text) => {
    const rest = text.replace(LIST_NUMBER, '')
    return rest !== text && openings.has(rest.slice(0, OPENING)) ? rest : text
  }
}
