import type { SummaryUnit } from './collect-passages'
import type { Language } from '../../shared'
import { splitSentences } from '../text/split-sentences'
import { tokenize } from '../text/tokenize'
import { hasWord, stemOf } from '../text/stem-of'
import { DECK_WORDS } from './deck-words'
import type { OverallLines } from './read-overall-lines'
import type { StatedPoint } from './state-point'

// An announced idea is one sentence a reader takes in at once, not a paragraph.
const MIN_WORDS = 6
const MAX_IDEA = 240
// Connectives before the announcing phrase ("So", "And here"), no more.
const MAX_LEAD_WORDS = 2
// The idea is one the talk keeps showing: a word of what it announces is on this many other slides at least
// (PowerShell's "objects" on the Get-Member slides), so a passing "the big difference" about one example is not it.
const MIN_OTHER_SLIDES = 3

/**
 * A talk's key idea as its speaker announces it, on a slide or in the notes ("The real secret that PowerShell brings
 * to the table is that all output is objects, not text"): the sentence with an announcing phrase (`keyIdea` in the
 * deck words) whose idea the talk returns to on other slides. Readers r-z2/r-z3 found explainer decks with no point:
 * their summaries picked reference rows while the idea the talk exists for stayed in the notes. The first such
 * sentence in deck order; undefined when the talk announces none.
 */
export function readKeyIdea(lines: OverallLines): StatedPoint | undefined {
  const { units, passages, language, roles } = lines
  const announces = DECK_WORDS[language].keyIdea
  for (const [index, passage] of passages.entries()) {
    const unit = units[passage.unit]!
    if (unit.hidden || passage.isQuestion || passage.table !== undefined || passage.chart !== undefined)
      continue
    if (passage.furniture !== undefined || roles[passage.unit] === 'appendix') continue
    for (const sentence of splitSentences(passage.brief, language).map((text) => text.trim())) {
      const found = announces.exec(sentence)
      if (found === null || sentence.length > MAX_IDEA || sentence.split(/\s+/u).length < MIN_WORDS) continue
      // The announcing phrase is what the sentence is about ("So the key idea is …"), not an object in it ("…
      // looks at the big idea that changed").
      if (sentence.slice(0, found.index).split(/\s+/u).filter(Boolean).length > MAX_LEAD_WORDS) continue
      if (/\?\s*$/u.test(sentence)) continue
      const idea = sentence.slice(found.index + found[0].length)
      if (!isReturnedTo(idea, passage.unit, units, language)) continue
      return { text: sentence, slides: unit.pages, indices: [index] }
    }
  }
  return undefined
}

function isReturnedTo(idea: string, own: number, units: SummaryUnit[], language: Language): boolean {
  const words = tokenize(idea, language).map(withoutElision)
  const slidesOf = units.map(
    (unit) =>
      new Set(
        tokenize(`${unit.title}\n${unit.text}\n${unit.notes}`, language).map((word) =>
          stemOf(withoutElision(word)),
        ),
      ),
  )
  return words.some(
    (word) => slidesOf.filter((stems, at) => at !== own && hasWord(stems, word)).length >= MIN_OTHER_SLIDES,
  )
}

// "d’objets", "l'idée": the word without the article or preposition elided onto it.
function withoutElision(word: string): string {
  return word.replace(/^\p{L}{1,2}['’]/u, '')
}
