import type { Language } from '../../shared'
import { tokenize } from '../text/tokenize'
import type { Passage, SummaryUnit } from './collect-passages'
import { DECK_WORDS } from './deck-words'

// Words compared by their first letters: "network" and "networks", "financial" and "finance" meet.
const STEM = 7
// The sentences either side of a line that tell what its passage is about: an illustration runs over several.
const REACH = 2
// A line in a passage that never names the document's subject still counts this much: a document may argue in
// words its headings do not use, and without that floor an entry would be said by its headings' words only.
const OFF_THESIS = 0.15
// A sentence that tells a story (an anecdote, a historical example, a parable, a hypothetical) weighs this much less.
const NARRATES = 0.5
// A year this far before the years the document mostly speaks of is history it tells, not its finding.
const GENERATION = 25
const YEAR = /(?<![\p{L}\p{N}.,])(1\d{3}|20\d{2})(?![\p{N}]|[.,]\d)/gu

/** What a document argues in: its title's and headings' terms, and the years it mostly speaks of. */
export interface DocumentThesis {
  terms: Set<string>
  /** The median of the years the document mentions (undefined without any). */
  present: number | undefined
}

/** The stems of a text's content words. */
export function termsOf(texts: string[], language: Language): Set<string> {
  return new Set(texts.flatMap((text) => tokenize(text, language).map((token) => token.slice(0, STEM))))
}

/**
 * The terms of a document's argument: its title's and its section headings' words (issue 24, decision 142). A
 * speech titled "Rethinking the financial network" with sections "Connectivity and Stability", "Mapping the
 * Network" argues in those words; its illustrations (two watchmakers, eight centuries of fish stocks) are told
 * in others. The document's title is its first unit's.
 */
export function readDocumentThesis(
  units: SummaryUnit[],
  passages: Passage[],
  language: Language,
): DocumentThesis {
  const years = passages.flatMap((passage) => yearsIn(passage.brief)).sort((a, b) => a - b)
  return {
    terms: termsOf(
      units.map((unit) => unit.title),
      language,
    ),
    present: years.length === 0 ? undefined : years[Math.floor(years.length / 2)],
  }
}

/**
 * How much a document's line speaks to its thesis (1 at most): the share of the sentences around it, in its
 * own section, that use one of its terms (the line itself twice), squared, from OFF_THESIS; half that for a
 * sentence that narrates: its language's story cues ("for example", "imagine", "in the 19th century"), a
 * hypothetical opening with a condition ("If the probability of interruption is 0.01, Hora will…"), or years a
 * generation before those the document speaks of ("between the years 1000-1800AD"). Language-general: a finding
 * is stated in the document's own terms and its neighbours argue in them too, where an anecdote's paragraph is
 * told in the words of another field; a figure there illustrates, it is not the document's finding.
 */
export function thesisWeight(
  passages: Passage[],
  index: number,
  thesis: DocumentThesis,
  language: Language,
): number {
  if (thesis.terms.size === 0) return 1
  const passage = passages[index]!
  const uses = (other: Passage) => usesTerms(other, thesis.terms)
  let hits = uses(passage) ? 2 : 0
  let count = 2
  for (let other = index - REACH; other <= index + REACH; other++) {
    const near = passages[other]
    if (other === index || near === undefined || near.unit !== passage.unit || near.fromNotes) continue
    count += 1
    if (uses(near)) hits += 1
  }
  const share = Math.max(OFF_THESIS, hits / count) ** 2
  return narrates(passage.brief, thesis, language) ? share * NARRATES : share
}

/** Whether a line uses one of a document's terms (`termsOf`). */
export function usesTerms(passage: Passage, terms: Set<string>): boolean {
  return passage.tokens.some((token) => terms.has(token.slice(0, STEM)))
}

/** Whether a line tells a story (see thesisWeight). */
export function narrates(text: string, thesis: DocumentThesis, language: Language): boolean {
  const words = DECK_WORDS[language]
  const years = yearsIn(text)
  return (
    words.entries.narrates(text) ||
    words.condition.test(text.trim()) ||
    (thesis.present !== undefined &&
      years.length > 0 &&
      years.every((year) => year <= thesis.present! - GENERATION))
  )
}

function yearsIn(text: string): number[] {
  return [...text.matchAll(YEAR)].map((match) => Number(match[1]))
}
