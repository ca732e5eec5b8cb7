import type { Language } from '../../shared'
import type { Passage, SummaryUnit } from './collect-passages'
import { narrates, readDocumentThesis, termsOf, usesTerms } from './thesis-weight'

// A line in other words than its section's heading and the document's title, and a line that tells a story.
const OFF_SECTION = 0.7
const NARRATES = 0.4

/** How a document's section is said: how much each line speaks to it, and whether a line names its terms. */
export interface SectionPoint {
  weight: (index: number) => number
  names: (index: number) => boolean
}

/**
 * A document's section is said by its point, not by its first anecdote, when it argues (an essay or speech, no executive summary; issue 24, decision 142): its lines
 * weigh by how much they and the sentences around them use the section heading's and the document title's terms
 * (`thesisWeight`), and the line that leads its entry is its first fact in those terms ("The scale and
 * interconnectivity of the international financial network has increased" under "Connectivity and Stability"),
 * not "For around 800 years, fish stocks were stable". A deck's slide is said by its own lines as they stand.
 */
export function readSectionPoints(
  passages: Passage[],
  units: SummaryUnit[],
  language: Language,
  argues: boolean,
): SectionPoint {
  if (!argues) return { weight: () => 1, names: () => true }
  const thesis = readDocumentThesis(units, passages, language)
  const title = termsOf([units[0]?.title ?? ''], language)
  const sections = units.map((unit) => ({
    ...thesis,
    terms: new Set([...title, ...termsOf([unit.title], language)]),
  }))
  // Within one section a line's own words decide, not its paragraph's: a figure of a paragraph that argues in
  // other words (the nodes' 14-fold growth) still outranks a method's description in the heading's words.
  const weights = passages.map(
    (passage) =>
      (usesTerms(passage, sections[passage.unit]!.terms) ? 1 : OFF_SECTION) *
      (narrates(passage.brief, sections[passage.unit]!, language) ? NARRATES : 1),
  )
  return {
    weight: (index) => weights[index]!,
    names: (index) => usesTerms(passages[index]!, sections[passages[index]!.unit]!.terms),
  }
}
