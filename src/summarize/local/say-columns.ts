import type { Passage } from './collect-passages'
import type { Pick } from './pick-for-slides'

/** A comparison said by its columns has at most this many (three options side by side). */
const MAX_COLUMNS = 3
/** A column of fewer items is no list; paired columns have at least this many rows. */
const MIN_ITEMS = 2

/**
 * A slide of side-by-side columns, or of one block under its label (decision 173), ("Bassin enterré" / "Noues et toitures végétalisées", "Funcionó" / "No
 * funcionó") said whole: one bullet per column, its heading once, then every item in slide order. An entry of
 * one column's items, or of a few items of each, says half the comparison (issue 24, reader r-n3: the buried
 * basin's three traits beside one drawback of source control). When one column answers the other item by item
 * ("Risks" / "Mitigation", `answersColumn`) and both hold as many items, each item is said with its answer
 * ("Shortage of dentists → Own training and recruitment abroad"): a risk without its mitigation, or a
 * mitigation without its risk, says nothing. Lines outside the columns keep their place, a bullet each.
 * Undefined when the slide is no such comparison, or when said whole it would be longer than the slide (its
 * title and its lines): each heading said once makes up for the separators.
 */
export function sayColumns(
  candidates: number[],
  passages: Passage[],
  slideLength: number,
  answersColumn: (heading: string) => boolean,
): Pick[] | undefined {
  const headings = [...new Set(candidates.flatMap((index) => passages[index]!.column ?? []))]
  if (headings.length === 0 || headings.length > MAX_COLUMNS) return undefined
  const itemsOf = (heading: string) => candidates.filter((index) => passages[index]!.column === heading)
  const columns = headings.map(itemsOf)
  if (columns.some((items) => items.length < MIN_ITEMS)) return undefined
  const item = (index: number) => itemText(passages[index]!)
  const [left, right] = columns as [number[], number[]]
  const isPaired =
    columns.length === 2 &&
    left.length === right.length &&
    !answersColumn(headings[0]!) &&
    answersColumn(headings[1]!)
  const said: Pick[] = isPaired
    ? left.map((index, row) => ({
        passage: passages[index]!,
        index,
        text: `${withoutStop(item(index))} → ${item(right[row]!)}`,
      }))
    : columns.map((items, n) => {
        const texts = items.map((index) => withoutStop(item(index)))
        // An item that lists parts of its own ("CEO for 4 years; earn-out of €3M") keeps them: the items part otherwise.
        const separator = texts.some((text) => text.includes('; ')) ? ' · ' : '; '
        return {
          passage: passages[items[0]!]!,
          index: items[0]!,
          text: `${headings[n]} — ${texts.join(separator)}`,
        }
      })
  const outside = candidates
    .filter((index) => passages[index]!.column === undefined)
    .map((index) => ({ passage: passages[index]!, index, text: passages[index]!.text }))
  const picks = [...said, ...outside].sort((a, b) => a.index - b.index)
  const length = picks.reduce((sum, pick) => sum + pick.text.length, 0)
  return length <= slideLength ? picks : undefined
}

/**
 * The candidates of a comparison in turn by column: the next one comes from a column said least so far (its
 * best item first), so each column is in the entry before any says a second item. Lines outside the columns
 * keep their place.
 */
export function* byColumn(candidates: Set<number>, picks: Pick[], passages: Passage[]): Generator<number> {
  const said = (column: string) => picks.filter((pick) => pick.passage.column === column).length
  const left = [...candidates]
  while (left.length > 0) {
    const columns = left.flatMap((index) => passages[index]!.column ?? [])
    const least = Math.min(...columns.map(said))
    const at = left.findIndex((index) => {
      const column = passages[index]!.column
      return column === undefined || said(column) === least
    })
    yield left.splice(at, 1)[0]!
  }
}

/** An item without its column's heading, which the bullet says once ("Risks — Shortage…" → "Shortage…"). */
export function itemText(passage: Passage): string {
  const prefix = `${passage.column} — `
  return passage.text.startsWith(prefix) ? passage.text.slice(prefix.length) : passage.text
}

export function withoutStop(text: string): string {
  return text.replace(/[.;,\s]+$/u, '')
}
