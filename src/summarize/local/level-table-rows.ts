import type { Passage } from './collect-passages'

/**
 * The rows of a table rank alike, in table order: the graph cannot tell a row that matters from one that
 * does not (a row naming a place found all over the deck looks central), so a tight entry keeps the
 * first rows, and a table that fits is kept whole.
 */
export function levelTableRows(passages: Passage[], density: number[]): number[] {
  const levelled = density.slice()
  for (let start = 0; start < passages.length;) {
    let end = start
    while (
      end < passages.length &&
      passages[end]!.table === 'row' &&
      passages[end]!.unit === passages[start]!.unit
    )
      end += 1
    if (end === start) {
      start += 1
      continue
    }
    const mean = density.slice(start, end).reduce((sum, value) => sum + value, 0) / (end - start)
    for (let i = start; i < end; i += 1) levelled[i] = mean * (1 - 0.01 * (i - start))
    start = end
  }
  return levelled
}
