import { LANGUAGE_CUES } from '../text/language-cues'
import { DECK_WORDS } from './deck-words'
import type { OverallLines } from './read-overall-lines'
import type { StatedPoint } from './state-point'
import { readDocumentThesis, termsOf, thesisWeight } from './thesis-weight'

// Words compared by their first letters: "network" and "networks", "financial" and "finance" meet.
const STEM = 6

/**
 * Which lines of an essay or speech (a document read by its thesis, no executive summary) belong to its
 * argument (decision 113): a line whose sentence, or the sentence before it in its section, uses a word of the
 * thesis. An essay argues by example: its anecdotes ("Hotel occupancy rates in Hong Kong fell from over 80% to
 * less than 15%", "half the population of Memphis fleeing in 1878") carry figures, but they illustrate a case
 * from another field, and a reader who asks for the argument's figures (the network's nodes grew 14-fold, the
 * public support of £5 trillion) finds them in lines that name its subject. Without a thesis every line is.
 */
export function readThesisLines(
  lines: OverallLines,
  point: StatedPoint | undefined,
  weight: (index: number) => number = readThesisWeights(lines, point),
): (index: number) => boolean {
  const { passages } = lines
  // A report with an executive summary takes its findings from there: its lines need no thesis to be its own.
  if (!lines.isDocument || lines.roles.includes('executive-summary')) return () => true
  const subject = new Set(
    (point?.indices ?? []).flatMap((index) => passages[index]!.tokens.map((token) => token.slice(0, STEM))),
  )
  if (subject.size === 0) return () => true
  const uses = (index: number | undefined) =>
    index !== undefined && passages[index]!.tokens.some((token) => subject.has(token.slice(0, STEM)))
  // A line of a passage told in another field's words, or telling a story in a passage mostly off the thesis,
  // is an illustration even where its sentence before names the subject (decision 142).
  return (index) => {
    const before = index > 0 && passages[index - 1]!.unit === passages[index]!.unit ? index - 1 : undefined
    return (uses(index) || uses(before)) && weight(index) >= ILLUSTRATION
  }
}

// Below this thesis weight a line illustrates (see thesisWeight): a passage that never names the document's terms,
// or a story told where at most a third of the sentences around it name them.
const ILLUSTRATION = 0.06

// An example is announced in its first words ("For example, …", "Zum Beispiel …", "Par exemple, …").
const EXAMPLE_OPENING_WORDS = 3

/**
 * Whether a document's line leans on the sentence before it: it points back ("By 2008, it had risen to around
 * 0.35", "These total 14,000"), and alone its "it" reads as whatever the summary said last; or it gives an
 * example of it ("For example, the response to the SARS epidemic …"), an illustration, not the document's point.
 * Either way it is no takeaway of its own.
 */
export function leansOnTheLineBefore(text: string, lines: OverallLines): boolean {
  const words = DECK_WORDS[lines.language]
  const anaphor = LANGUAGE_CUES[lines.language].anaphor
  const trimmed = text.trim()
  const opening = trimmed.split(/\s+/u).slice(0, EXAMPLE_OPENING_WORDS).join(' ')
  if (words.roles.some(([role, names]) => role === 'example' && names(opening))) return true
  // An opening phrase set off by a comma ("By 2008, it …", "As these total 14,000 and 20,000, this …") comes
  // before the subject; a comma between digits is a figure's.
  const afterOpening = trimmed.replace(/^(?:[^,]|,(?=\d)){1,60},\s*/u, '')
  return anaphor.test(trimmed) || anaphor.test(afterOpening) || words.entries.opensBackReference(trimmed)
}

// A deck's line of background (a definition, a theory's terms, its glossary) weighs this much beside its claims.
const BACKGROUND = 0.5

/**
 * How much each line of a document speaks to its argument (`thesisWeight` over its title's and headings' terms):
 * the overall summary takes the document's findings before its illustrations (decision 142). A deck that states
 * its point in no executive summary or recommendation makes its case in its own slides: their concepts slides
 * (the terms a talk defines, the theory it borrows) are background to it, and its problem, claims and results
 * take the slots first (decision 146). Other decks' lines all weigh the same.
 */
export function readThesisWeights(
  lines: OverallLines,
  point: StatedPoint | undefined,
): (index: number) => number {
  if (!lines.isDocument) {
    const { roles } = lines
    if (roles.includes('executive-summary') || roles.includes('recommendation')) return () => 1
    return (index) => (roles[lines.passages[index]!.unit] === 'concept' ? BACKGROUND : 1)
  }
  // Headings set in other words than the thesis (or another language) name no term of it: the thesis's own words
  // are then its terms. Where they share one, the headings' are kept alone: the thesis's frame ("this paper
  // considers", "the past decade") would make every line its own.
  const stated = readDocumentThesis(lines.units, lines.passages, lines.language)
  const said = termsOf(
    (point?.indices ?? []).map((index) => lines.passages[index]!.brief),
    lines.language,
  )
  const shared = [...said].some((term) => stated.terms.has(term))
  const thesis =
    shared || said.size === 0 ? stated : { ...stated, terms: new Set([...stated.terms, ...said]) }
  const weights = new Map<number, number>()
  return (index) => {
    if (!weights.has(index)) weights.set(index, thesisWeight(lines.passages, index, thesis, lines.language))
    return weights.get(index)!
  }
}
