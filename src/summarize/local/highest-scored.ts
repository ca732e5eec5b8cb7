/**
 * The first of `items` with the highest score: a later item must score more, not as much, to take its place (a
 * slide's first line, a deck's first sentence wins a tie). Undefined when there are no items.
 */
export function highestScored<T>(items: Iterable<T>, score: (item: T) => number): T | undefined {
  let top: { item: T; score: number } | undefined
  for (const item of items) {
    const scored = score(item)
    if (top === undefined || scored > top.score) top = { item, score: scored }
  }
  return top?.item
}
