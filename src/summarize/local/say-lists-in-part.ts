import type { Language } from '../../shared'
import type { Passage } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { endsAsLeadIn } from './lead-in-items'
import type { Pick } from './pick-for-slides'
import { subPointsOf } from './weigh-list-lines'

/** An item of a list said in part is a name or a short phrase: this many words at most. */
const MAX_ITEM_WORDS = 8
/**
 * A run of this many parallel lines is a list, and an entry that keeps some of them keeps its first ones: fewer
 * short lines are as often a diagram's labels, where no order is the list's.
 */
const MIN_RUN = 6
/** A line heads a list of its own with at least this many sub-items. */
const MIN_SUB_ITEMS = 3
/** A lead-in's items said after it: at most this many, and within the entry's room. */
const MAX_LEAD_ITEMS = 4

/**
 * A list the entry says in part is said by its first items, in list order, with how many it leaves out
 * ("Supported operating systems: macOS 10.11+; Ubuntu 14.04, 16.04 (+4 more)"), and a lead-in ending in a
 * colon is said with the items it announces (reader r-z2 fault 8, r-z3 fault 6): picked by density, an entry
 * of a list's second and third items reads as the whole list, and a line ending on "note RMS errors:" says
 * nothing. `room` is the entry's share of its slide, in characters.
 */
export function sayListsInPart(
  picks: Pick[],
  indices: number[],
  passages: Passage[],
  language: Language,
  room: number,
): Pick[] {
  const more = (count: number) =>
    `(${DECK_WORDS[language].entries.moreItems.replace('{count}', String(count))})`
  return keepFirstOfRuns(finishLeadIns(picks, indices, passages, more, room), indices, passages, more)
}

/**
 * A picked line that ends on a colon is said with the items after it, up to `MAX_LEAD_ITEMS` within `room`, and
 * how many are left; with nothing after it, it goes when the entry has another line. A picked line whose
 * sub-items the entry says in part keeps its first sub-items instead, as many, in order, the last saying how
 * many are left.
 */
function finishLeadIns(
  picks: Pick[],
  indices: number[],
  passages: Passage[],
  more: (count: number) => string,
  room: number,
): Pick[] {
  const said = new Set<number>()
  const added: Pick[] = []
  const isPicked = (index: number) => picks.some((pick) => pick.index === index)
  const finished = picks.map((pick) => {
    const all = itemsOf(pick.index, indices, passages)
    // Items the line already says (a heading joined with its first item by an earlier stage) are said.
    const from = all.findIndex((index) => !pick.text.includes(passages[index]!.text))
    const items = from < 0 ? [] : all.slice(from)
    const kept = items.filter(isPicked)
    if (items.length === 0 || said.has(pick.index)) return pick
    // A lead-in whose first item the entry says with the next ones joined to it leads that line.
    const next = picks.find((other) => other.index === items[0])
    if (endsAsLeadIn(pick.text) && next !== undefined && next.text !== passages[next.index]!.text) {
      said.add(next.index)
      return { ...pick, text: `${pick.text.trim().replace(/\s*:$/u, '')}: ${next.text}` }
    }
    // An item the entry says with other lines joined to it (its own list, its answer) stays as it is.
    if (picks.some((other) => kept.includes(other.index) && other.text !== passages[other.index]!.text))
      return pick
    if (endsAsLeadIn(pick.text)) {
      // Its items join it: all it has when the entry says the first, else those up to the first it says.
      const own = isPicked(items[0]!) ? -1 : items.findIndex(isPicked)
      const joined = own < 0 ? items : items.slice(0, own)
      const lead = pick.text.trim().replace(/\s*:$/u, '')
      const texts = joined.map((index) => passages[index]!.text.trim().replace(/[.;]$/u, ''))
      const least = Math.max(1, kept.length)
      let shown = Math.min(Math.max(MAX_LEAD_ITEMS, least), texts.length)
      const length = (count: number) => lead.length + texts.slice(0, count).join('; ').length
      while (shown > least && length(shown) > room) shown -= 1
      for (const index of joined) said.add(index)
      const left = texts.length - shown
      const list = texts.slice(0, shown).join('; ')
      return { ...pick, text: `${lead}: ${list}${left > 0 ? ` ${more(left)}` : ''}` }
    }
    if (kept.length === 0 || kept.length === items.length || all.length < MIN_SUB_ITEMS) return pick
    for (const index of kept) said.add(index)
    const first = items.slice(0, kept.length)
    const left = items.length - first.length
    first.forEach((index, n) => {
      const { text } = passages[index]!
      const last = n === first.length - 1
      added.push({ passage: passages[index]!, index, text: last ? `${text} ${more(left)}` : text })
    })
    return pick
  })
  // A lead-in with nothing of its own after it says nothing; followed by a line the entry says, it leads that.
  const open = (pick: Pick) =>
    endsAsLeadIn(pick.text) &&
    itemsOf(pick.index, indices, passages).length === 0 &&
    !picks.some((other) => other.index > pick.index)
  return [...finished.filter((pick) => !said.has(pick.index)), ...added]
    .filter((pick, _, all) => !(open(pick) && all.some((other) => !open(other))))
    .sort((a, b) => a.index - b.index)
}

/**
 * The items under a line: its sub-items (the bullets one level below it, when each is a short item), else, after
 * a line ending on a colon, the short lines that follow it in the same place up to the next lead-in.
 */
function itemsOf(lead: number, indices: number[], passages: Passage[]): number[] {
  const head = passages[lead]!
  const subs = subPointsOf(lead, indices, passages)
  const level = Math.min(...subs.map((index) => passages[index]!.level ?? 0))
  const children = subs.filter((index) => (passages[index]!.level ?? 0) === level)
  if (children.length > 0 && children.every((index) => isListItem(passages[index]!, head))) return children
  if (!endsAsLeadIn(head.text)) return []
  const items: number[] = []
  for (const index of indices.filter((at) => at > lead)) {
    const item = passages[index]!
    if (index !== lead + items.length + 1 || item.isBullet !== head.isBullet || !isListItem(item, head)) break
    items.push(index)
  }
  return items
}

function isListItem(item: Passage, lead: Passage): boolean {
  return (
    item.kind === 'text' &&
    item.table !== 'header' &&
    item.fromNotes === lead.fromNotes &&
    !endsAsLeadIn(item.text) &&
    item.brief.trim().split(/\s+/u).length <= MAX_ITEM_WORDS
  )
}

/**
 * A slide whose lines are one run of parallel items (short lines of one level, "7 Ph.D.s In Physics", "1 Ph.D.
 * in Computer Science", …) said by some of them is said by its first ones instead, as many, in order, with how
 * many are left: picked by density, the items an entry keeps differ from one reading of the table to the next.
 */
function keepFirstOfRuns(
  picks: Pick[],
  indices: number[],
  passages: Passage[],
  more: (count: number) => string,
): Pick[] {
  const run = parallelRun(indices, passages)
  // Only an entry of the run's own lines, each as the slide says it: a line joined with another stays as it is.
  const isItem = (pick: Pick) => run.includes(pick.index) && pick.text === pick.passage.text
  if (run.length < MIN_RUN || picks.length < 2 || picks.length >= run.length || !picks.every(isItem))
    return picks
  const first = run.slice(0, picks.length)
  return first.map((index, n) => {
    const passage = passages[index]!
    const text = n === first.length - 1 ? `${passage.text} ${more(run.length - first.length)}` : passage.text
    return { passage, index, text }
  })
}

/**
 * The slide's lines when they are all short items of one kind and level, in slide order, each a bullet or each
 * opening on its count ("7 Ph.D.s In Physics", "2 MBAs"); else none. Labels of a drawing are neither.
 */
function parallelRun(indices: number[], passages: Passage[]): number[] {
  const body = indices.filter((index) => !passages[index]!.fromNotes)
  const first = passages[body[0] ?? -1]
  if (first === undefined) return []
  const isParallel = (passage: Passage) =>
    passage.kind === 'text' &&
    passage.table === undefined &&
    passage.isBullet === first.isBullet &&
    passage.level === first.level &&
    !passage.brief.includes(': ') &&
    !endsAsLeadIn(passage.brief) &&
    passage.brief.trim().split(/\s+/u).length <= MAX_ITEM_WORDS &&
    (passage.isBullet || /^\d/u.test(passage.brief))
  return body.every((index) => isParallel(passages[index]!)) ? body : []
}
