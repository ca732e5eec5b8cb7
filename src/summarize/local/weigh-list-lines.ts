import type { Passage } from './collect-passages'
import { fieldValues, sayFieldValues } from './field-values'
import { endsAsLeadIn } from './lead-in-items'

// A slide's lead-in ends on a colon or an ellipsis ("good enough for:", "Software and patterns for...").
const LEAD_IN_ENDS = { ellipsis: true }

/** A line of up to this many words, without a sentence end, can be an item of the lead-in above it. */
const ITEM_WORDS = 5
/** A lead-in is said with its items when at least this many follow it. */
const MIN_ITEMS = 2
/** A word of the title this long or longer is a content word a line can share. */
const TITLE_WORD = 4

/** A lead-in and the items it announces, said as one line: "good enough for: low-precision FFT; MPEG-1 decoding". */
export interface LeadInGroup {
  items: number[]
  text: string
}

/**
 * The lead-ins of a slide's lines with their items (decision 169): a line ending on a colon or an ellipsis, then the
 * lines it announces: deeper bullets under a bullet, else lines that open in lower case or are short and end on no
 * sentence end. Alone, the lead-in says "good enough for:" and nothing, and its items ("low-precision FFT") read as
 * broken sentence parts; together they are the slide's claim. Keyed by the lead-in's index.
 */
export function leadInGroups(lines: number[], passages: Passage[]): Map<number, LeadInGroup> {
  const groups = new Map<number, LeadInGroup>()
  for (let n = 0; n < lines.length; n++) {
    const lead = passages[lines[n]!]!
    if (lead.kind !== 'text' || lead.table || !endsAsLeadIn(lead.brief, LEAD_IN_ENDS)) continue
    const values = fieldValues(lines, n + 1, passages)
    if (values.length > 0) {
      const said = sayFieldValues(values.map((index) => passages[index]!.text))
      // The labels a range's ends skip stay lines of their own: none of the values is a lead-in to skip.
      groups.set(lines[n]!, { items: values, text: `${lead.text.trim()} ${said}` })
      continue
    }
    const items: number[] = []
    for (let next = n + 1; next < lines.length; next++) {
      const item = passages[lines[next]!]!
      if (!isItemOf(lead, item)) break
      items.push(lines[next]!)
    }
    if (items.length < MIN_ITEMS) continue
    const said = items.map((index) => passages[index]!.text.replace(/[.;]\s*$/u, '')).join('; ')
    groups.set(lines[n]!, { items, text: `${lead.text.trim()} ${said}` })
    n += items.length
  }
  return groups
}

function isItemOf(lead: Passage, item: Passage): boolean {
  if (item.kind !== 'text' || item.table || item.fromNotes !== lead.fromNotes) return false
  if (lead.isBullet) return item.isBullet === true && (item.level ?? 0) > (lead.level ?? 0)
  if (item.isBullet || (endsAsLeadIn(item.brief, LEAD_IN_ENDS) && !/^\p{Ll}/u.test(item.brief))) return false
  const words = item.brief.trim().split(/\s+/u).length
  return /^\p{Ll}/u.test(item.brief) || (words <= ITEM_WORDS && !/[.!?]\s*$/u.test(item.brief))
}

/**
 * How much a line of a list weighs beside its neighbours when the entry cannot say them all (decision 169): a line
 * that turns (opens on a contrast), one that states a status or a
 * decision ("Kubernetes accepted"), one with figures, one that shares the title's words. The first lines of a list
 * are no more its point than its last: a list cut at a fixed depth drops whatever its author put last.
 */
export function listLineWeight(passage: Passage, title: string, words: ListWords): number {
  const titleWords = new Set(contentWords(title))
  const turns = words.opensContrast(passage.brief)
  return (
    (turns ? 1 : 0) +
    (words.statesStatus(passage.brief) ? 1 : 0) +
    (passage.figures > 0 ? 1 : 0) +
    (contentWords(passage.brief).some((word) => titleWords.has(word)) ? 1 : 0)
  )
}

/** Whether a line states a status or turns: it is kept before the lines around it, whatever their density. */
export function isTurnOrStatus(passage: Passage, words: ListWords): boolean {
  return words.opensContrast(passage.brief) || words.statesStatus(passage.brief)
}

/** The deck words a list line is weighed by (see DECK_WORDS' entries). */
export interface ListWords {
  opensContrast: (line: string) => boolean
  statesStatus: (line: string) => boolean
}

function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length >= TITLE_WORD)
}

/**
 * The sub-points (deeper bullets) of an item the entry already says: the list's other top-level items come
 * before them, since a sub-point details what is said while a dropped item says something the entry lacks.
 */
export function subPointsOf(said: number, lines: number[], passages: Passage[]): number[] {
  const at = lines.indexOf(said)
  if (at < 0) return []
  const head = passages[said]!
  // A plain line over bullets (a lead-in joined with its first item) stands at the list's top level.
  const top = Math.min(
    ...lines.flatMap((index) => (passages[index]!.isBullet ? [passages[index]!.level ?? 0] : [])),
  )
  const level = head.isBullet ? (head.level ?? 0) : top
  const subs: number[] = []
  for (const index of lines.slice(at + 1)) {
    const passage = passages[index]!
    if (!passage.isBullet || (passage.level ?? 0) <= level) break
    subs.push(index)
  }
  return subs
}

/**
 * The line a kept contrast turns, or the contrast that turns a kept line: the line just above a picked line that opens on a contrast ("Kubernetes accepted,
 * now in incubation" above "But this is NOT a 'Kubernetes foundation'"), when that line is not said. A contrast
 * that opens its slide turns its title, and stands (decision 169).
 */
export function turnedLine(
  picked: number[],
  lines: number[],
  passages: Passage[],
  words: ListWords,
): number | undefined {
  for (const index of picked) {
    const at = lines.indexOf(index)
    const before = lines[at - 1]
    if (
      at > 0 &&
      before !== undefined &&
      !picked.includes(before) &&
      words.opensContrast(passages[index]!.brief)
    )
      return before
    // …and the contrast that turns a kept line: alone, "Kubernetes accepted" says the opposite of its slide.
    const after = lines[at + 1]
    if (after !== undefined && !picked.includes(after) && words.opensContrast(passages[after]!.brief))
      return after
  }
  return undefined
}
