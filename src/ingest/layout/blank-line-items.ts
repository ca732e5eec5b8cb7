/**
 * An item's text broken by hand over lines, as the items it holds. Inside one bullet a soft break wraps the item
 * to fit its box ("Enron Capital" ↵ "& Trade") and the pieces are one line; an empty line between two pieces
 * ("… via Monte Carlo simulation" ↵ ↵ "Factors in simulation model") is a paragraph break the author typed inside
 * the bullet: the pieces are two items, and joined with a space they run together with no stop between them
 * (issue 24, reader r-a2: Enron's "… Monte Carlo simulation Factors in simulation model: …"). No words are
 * read, so the rule holds in every language.
 */
export function itemsAtBlankLines(lines: readonly string[]): string[][] {
  const items: string[][] = [[]]
  for (const line of lines) {
    if (line.trim() !== '') items.at(-1)!.push(line.trim())
    else if (items.at(-1)!.length > 0) items.push([])
  }
  return items.filter((item) => item.length > 0)
}
