import type { Language } from '../../shared'
import type { Passage } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import type { Pick } from './pick-for-slides'

// A lead-in names what it counts early: "We considered four options …", "Five dates matter most."; a count later
// in a sentence ("… cared for 4,860 episodes across four pathways") is a figure of its finding.
const LEAD_IN_WORDS = 5
// Words compared by their first letters: "options" meets "Option 3".
const STEM = 5

/**
 * The choice a sentence counts as it opens ("options" of "We considered four options for the service …", "Optionen"
 * of "Wir haben vier Optionen geprüft"), as a stem: the deck words' `optionNouns`.
 */
export function countedThing(sentence: string, language: Language): string | undefined {
  const { enumerations, optionNoun } = DECK_WORDS[language]
  const words = sentence.trim().split(/\s+/u)
  for (let at = 0; at < Math.min(LEAD_IN_WORDS, words.length - 1); at += 1) {
    // A count in words, the whole word: "four options", not "top 10", "24/7 media" or "1st 3 Chapters".
    const word = words[at]!.replace(/\p{P}+$/u, '')
    if (/\d/u.test(word) || enumerations.count.exec(word)?.[0] !== word) continue
    // What is counted is a choice ("options", "Optionen", "scénarios"): "two banks failed" is a finding.
    const noun = words[at + 1]!.replace(/\p{P}+$/u, '').toLowerCase()
    if (!optionNoun.test(noun) || !/^\p{L}+$/u.test(noun)) return undefined
    return noun.slice(0, STEM)
  }
  return undefined
}

/**
 * A document's sentence that counts what it considered ("We considered four options: closing it, keeping it, …")
 * leads in to which one it chose, and alone leaves the reader without it (reader r-z1, decision 180): it is kept
 * with the sentence after it when that one names the thing counted ("We recommend Option 3, growth to 150 beds"),
 * as one bullet, and else not at all, unless the entry has nothing else.
 */
export function keepResolutions(
  picks: Pick[],
  passages: Passage[],
  language: Language,
  room: number,
  // The entry's point is said whatever its length: the room is beside it.
  point?: number,
): Pick[] {
  let used = picks.reduce((sum, pick) => sum + (pick.index === point ? 0 : pick.text.length), 0)
  const kept = new Set(picks.map((pick) => pick.index))
  const result: Pick[] = []
  for (const pick of picks) {
    const thing = pick.passage.table === undefined ? countedThing(pick.passage.brief, language) : undefined
    if (thing === undefined) {
      result.push(pick)
      continue
    }
    const next = passages[pick.index + 1]
    const resolves =
      next !== undefined &&
      next.unit === pick.passage.unit &&
      !next.fromNotes &&
      next.table === undefined &&
      !kept.has(pick.index + 1) &&
      next.brief.toLowerCase().includes(thing)
    if (resolves && used + next.text.length + 1 <= room) {
      result.push({ ...pick, text: `${pick.text} ${next.text.trim()}` })
      used += next.text.length + 1
    } else used -= pick.text.length
  }
  return result.length > 0 ? result : picks
}
