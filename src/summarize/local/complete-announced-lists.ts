import type { Language } from '../../shared'
import type { Passage } from './collect-passages'
import type { Pick } from './pick-for-slides'
import { readAnnouncedList } from './read-announced-list'

// What an entry adds to finish a list: the few lines naming its other items, not a paragraph of the script.
const MAX_ADDED = 360
/** A bare announcement ("3 phase plan") at its slide's end takes the items there from this many on. */
const MIN_BARE_ITEMS = 2
/** A bare announcement is its count, then words only ("3 phase plan"; not "8 x 8 Inverse Discrete Cosine …"). */
const BARE_COUNT = /^\d{1,2}\s+\p{L}\D*$/u
/** A bare announcement's items are names ("Consolidate brand"), not sentences of their own. */
const MAX_BARE_ITEM_WORDS = 6
const SENTENCE_END = /[.!?]["”’)]*$/u

/**
 * A picked line that announces more things than it names ("There are actually 3 upgrade modes – Monitored Mode
 * upgrades …", "8 étapes clés : " and seven) goes on with the lines after it on its slide that name the others
 * ("Unmonitored-Auto upgrades …", "Finally, Unmonitored-Manual upgrades …"): cut after the first, it promises a
 * list it does not give. The lines come from the same place (the notes, or the slide) and are used once.
 */
export function completeAnnouncedLists(
  picks: Pick[],
  indices: number[],
  passages: Passage[],
  language: Language,
): Pick[] {
  const used = new Set<number>()
  const completed = picks.map((pick) => {
    // A table row or a stat ("Opening of the 3 new clubs: owner; date") announces no list.
    if (pick.passage.kind !== 'text' || pick.passage.table !== undefined) return pick
    const list = readAnnouncedList(pick.text, language)
    if (list === undefined || list.named >= list.count) return pick
    const after = indices
      .filter((index) => index > pick.index && passages[index]!.fromNotes === pick.passage.fromNotes)
      .slice(0, list.count - list.named)
    // Only lines that follow it directly continue it; a list that the slide does not finish stays as it is,
    // except a bare announcement ("3 phase plan") at the end of its slide: the items there are the only ones
    // the slide has in words (the rest is in its drawing), and alone it promises a list it gives none of.
    const isRun = after.every((index, n) => index === pick.index + n + 1)
    const added = after.map((index) => passages[index]!.text.trim())
    // A line of a tally ("7 PhDs in physics", then "1 MBA") announces nothing: its neighbours open on counts too.
    const isBare =
      BARE_COUNT.test(pick.text.trim()) &&
      after.length >= MIN_BARE_ITEMS &&
      after.every((index) => isBareItem(passages[index]!.text.trim()))
    const isComplete = after.length >= list.count - list.named
    if ((list.rest === '' ? !isBare : !isComplete) || !isRun || added.join(' ').length > MAX_ADDED)
      return pick
    for (const index of after) used.add(index)
    const joiner = pick.passage.fromNotes ? ' ' : '; '
    const announced = pick.text.replace(pick.passage.fromNotes ? /\s+$/u : /[.;:]\s*$/u, '')
    const text = list.rest === '' ? `${announced}: ${added.join('; ')}` : [announced, ...added].join(joiner)
    return { ...pick, text }
  })
  return completed.filter((pick) => !used.has(pick.index))
}

/**
 * Whether a line under a bare announcement names one of its items: a few words, no sentence, no count of its own
 * ("7 PhDs in physics" then "1 MBA" is a tally). A chart's title over the speaker's sentences ("4 Developers on the
 * Same Open Source Project" over "But this is tool-based refactoring.") announces none.
 */
function isBareItem(text: string): boolean {
  return !/^\d/u.test(text) && !SENTENCE_END.test(text) && text.split(/\s+/u).length <= MAX_BARE_ITEM_WORDS
}
