import type { SummaryUnit } from './collect-passages'
import type { Language } from '../../shared'
import { splitSentences } from '../text/split-sentences'
import { tokenize } from '../text/tokenize'
import { DECK_WORDS } from './deck-words'
import type { OverallLines } from './read-overall-lines'

/** The line that says what the deck's subject is, as a takeaway states it. */
export interface Definition {
  index: number
  text: string
}

// The defined name is a few words ("Refactoring", "Azure Service Fabric", "L'OWASP"), not a clause.
const MAX_NAME_WORDS = 4
// "Apache is a webserver" names a category; a definition says what sets the thing apart too.
const MIN_DEFINITION_WORDS = 8
const MAX_DEFINITION = 260
// A word of the titles of this many slides is what the talk is about ("Introduction to Refactoring" ×3).
const RECURRING_TITLES = 3
// "Refactor" in the title and "Refactoring" in the definition are one name: a shared start this long.
const MIN_SHARED_START = 6

/**
 * The sentence, on a slide or in its notes, that says what the deck's subject is (issue 24: a learner first
 * needs what the talk is about): a name from the first slide's title or from the titles the talk keeps
 * returning to, then "is a", "est un", "ist ein", "provides" … ("Refactoring is: a code change where the
 * behavior of the code is preserved", with a definition slide's colon after its verb). Of several, the one
 * naming most of the first slide's title, then the first. Undefined when the deck defines nothing it is about.
 */
export function readDefinition(lines: OverallLines): Definition | undefined {
  const { units, passages, lineOk, language, roles } = lines
  const defines = DECK_WORDS[language].defines
  const cover = new Set(tokenize(units[0]?.title ?? '', language))
  const recurring = recurringTitleWords(units, language)
  const isOneOf = (word: string, names: Set<string>) =>
    names.has(word) ||
    [...names].some(
      (name) =>
        Math.min(name.length, word.length) >= MIN_SHARED_START &&
        (name.startsWith(word) || word.startsWith(name)),
    )
  let best: (Definition & { score: number }) | undefined
  passages.forEach((passage, index) => {
    // A speaker's note in stock phrasing ("… across a cluster of machines") still defines: the rest of the
    // overall summary's tests apply.
    const unit = units[passage.unit]!
    const role = roles[passage.unit]
    if (
      (!lineOk[index] && (passage.furniture !== undefined || lines.isFrameUnit(unit))) ||
      role === 'illustration' ||
      role === 'example' ||
      role === 'appendix' ||
      passage.isQuestion ||
      passage.table !== undefined ||
      passage.chart
    )
      return
    // A note's lines run together in one passage ("Transition: … really is / Refactoring is: a code change …"):
    // each line of the note is read on its own first, then each sentence of the passage.
    const noteLines = passage.fromNotes
      ? unit.notes.split('\n').filter((line) => line.trim() !== '' && passage.text.includes(line.trim()))
      : []
    const segments = [...noteLines, ...passage.text.split('\n')]
      .flatMap((line) => splitSentences(line, language))
      .map((segment) => segment.trim())
    for (const segment of segments) {
      const text = segment.replace(/^[“"‘'«„]\s*/u, '').replace(/^((?:\S+\s+){0,4}?\S+):(?=\s)/u, '$1')
      const found = defines.exec(text)
      if (found === null || text.length > MAX_DEFINITION) continue
      const subject = text.slice(0, found.index).trim()
      const words = tokenize(subject, language)
      if (subject === '' || !/^\p{Lu}/u.test(subject) || subject.split(/\s+/u).length > MAX_NAME_WORDS)
        continue
      if (text.split(/\s+/u).length < MIN_DEFINITION_WORDS) continue
      const named = words.filter((word) => isOneOf(word, cover)).length
      if (named === 0 && !words.some((word) => isOneOf(word, recurring))) continue
      const score = named + 0.5
      if (best === undefined || score > best.score) best = { index, text: segment, score }
    }
  })
  return best === undefined ? undefined : { index: best.index, text: best.text }
}

function recurringTitleWords(units: SummaryUnit[], language: Language): Set<string> {
  const count = new Map<string, number>()
  for (const unit of units)
    for (const word of new Set(tokenize(unit.title, language))) count.set(word, (count.get(word) ?? 0) + 1)
  return new Set([...count].flatMap(([word, n]) => (n >= RECURRING_TITLES ? [word] : [])))
}
