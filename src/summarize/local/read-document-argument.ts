import type { Language } from '../../shared'
import type { Passage, SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { escapeWord } from './word-patterns'

// A coined term is a name, not a quotation: a few words at most ("robust-yet-fragile", "too big to fail").
const MAX_TERM_WORDS = 4
const MAX_TERM = 40
// The author's term is one they return to: named in this many sections.
const TERM_SECTIONS = 3
// … and in a fifth of its sections at least: a long standard that quotes a phrase in three of its 40 (“black box”) coins none.
const TERM_SHARE = 1 / 5
// A term is told apart from an ordinary word by its form: two words at least, or a hyphenated compound.
const MIN_TERM_PARTS = 2
// A programme names its things: two at least, of which this many are the headings of the sections it announces.
const MIN_ITEMS = 2
const MIN_HEADED = 2
const MAX_NAME_WORDS = 6
// Words compared by their first letters: "mapping" meets "Mapping the Network", "regulating" "Regulating".
const STEM = 6
const MIN_STEM_WORD = 4
const QUOTED = /[“"„«‘]\s?([^”"“«»‘’\n]{3,60}?)\s?[”"“»’]/gu

/**
 * The term a document coins (decision 171): a short phrase it sets in quotes once ("the “robust-yet-fragile”
 * property", „robust, aber fragil“) and names again in three sections or more, quoted or not. Lower case, or
 * undefined. A quotation (a sentence, a saying quoted once) or a word in quotes used as any word ("flight") is none.
 */
export function readCoinedTerm(passages: Passage[]): string | undefined {
  const sectionsOf = new Map<string, Set<number>>()
  const lower = passages.map((passage) => normal(passage.text))
  const quoted = new Set<string>()
  for (const passage of passages) {
    for (const match of passage.text.matchAll(QUOTED)) {
      const term = normal(match[1]!)
      const parts = term.split(/[\s-]+/u).filter((part) => part !== '')
      if (term.length > MAX_TERM || parts.length > MAX_TERM_WORDS || parts.length < MIN_TERM_PARTS) continue
      if (!/^\p{L}[\p{L}\s-]*\p{L}$/u.test(term)) continue
      quoted.add(term)
    }
  }
  for (const term of quoted) {
    const pattern = new RegExp(`(?<![\\p{L}])${escapeWord(term)}(?![\\p{L}])`, 'u')
    const first = lower.findIndex((text) => pattern.test(text))
    // The author coins the term where they first name it; a phrase used plainly before ("income tax") is theirs
    // to quote, not to coin.
    const at = lower[first]!.search(pattern)
    if (!/[“"„«‘]\s?$/u.test(lower[first]!.slice(0, at))) continue
    const sections = new Set<number>()
    for (const [index, text] of lower.entries()) if (pattern.test(text)) sections.add(passages[index]!.unit)
    sectionsOf.set(term, sections)
  }
  const least = Math.max(TERM_SECTIONS, new Set(passages.map((passage) => passage.unit)).size * TERM_SHARE)
  const ranked = [...sectionsOf].filter(([, sections]) => sections.size >= least)
  ranked.sort((a, b) => b[1].size - a[1].size)
  return ranked[0]?.[0]
}

/** The first of `sentences` that names the term and stands without the sentence before it. */
export function termSentence(
  term: string,
  passages: Passage[],
  sentences: number[],
  language: Language,
): number | undefined {
  const { pointsBack } = DECK_WORDS[language].entries
  return sentences.find(
    (index) =>
      normal(passages[index]!.text).includes(term) &&
      !pointsBack(passages[index]!.text.trim(), passages[index - 1]?.text),
  )
}

/**
 * The programme a document announces (decision 171): a sentence that counts the things it takes in turn and names
 * them ("Let me highlight three areas …: mapping; regulating; and restructuring", "Drei Bereiche: erstens …,
 * zweitens …"), two of which are headings of its sections from there on: its plan, not a list of examples. Of
 * several, the last: a document argues its diagnosis first and what to do about it after.
 */
export function readProgramme(
  passages: Passage[],
  units: SummaryUnit[],
  sentences: number[],
  language: Language,
): number | undefined {
  const { count, ordinal } = DECK_WORDS[language].enumerations
  // The cover's title names the document's subject, which every item may name: it marks no section.
  const cover = stemsOf(units[0]?.title ?? '')
  const headings = units.map((unit) => [...stemsOf(unit.title)].filter((stem) => !cover.has(stem)))
  let found: number | undefined
  for (const index of sentences) {
    const text = passages[index]!.text
    const counted = count.exec(text)
    if (counted === null) continue
    const items = itemsOf(text.slice(counted.index), ordinal)
    if (items.length < MIN_ITEMS) continue
    const later = new Set(headings.slice(passages[index]!.unit).flat())
    const headed = items.filter((item) => [...stemsOf(item)].some((stem) => later.has(stem))).length
    if (headed >= MIN_HEADED) found = index
  }
  return found
}

// The things a count announces: those its ordinals take in turn, else the list after its colon.
function itemsOf(rest: string, ordinal: RegExp): string[] {
  const turns = rest.split(ordinal).slice(1)
  if (turns.length >= MIN_ITEMS) return turns
  // A colon that opens a list is followed by a space ("A8:2017" is a name).
  const colon = rest.search(/:\s/u)
  if (colon < 0) return []
  const items = rest
    .slice(colon + 1)
    .replace(/[.!]\s*$/u, '')
    .split(/;|,|\s(?:and|or|und|oder|et|ou|y|o|e|en|of|og|eller)\s/iu)
    .map((item) => item.trim())
    .filter((item) => /\p{L}/u.test(item))
  // A thing named in a list is a name, not a clause.
  return items.every((item) => item.split(/\s+/u).length <= MAX_NAME_WORDS) ? items : []
}

function stemsOf(text: string): Set<string> {
  return new Set(
    normal(text)
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= MIN_STEM_WORD)
      .map((word) => word.slice(0, STEM)),
  )
}

const normal = (text: string) => text.toLowerCase().replace(/\s+/gu, ' ')
