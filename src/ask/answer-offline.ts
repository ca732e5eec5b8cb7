import { extractFigures } from '../summarize'
import type { Language } from '../shared'
import { analyzeText } from './analyze-terms'
import { acronymOf, type Passage } from './collect-passages'
import type { LoadedQuestionIndex, PassageHit } from './question-index'
import type { QuestionTerms } from './question-terms'

export interface Citation {
  slideNumber: number
  text: string
}

export interface Answer {
  /** One statement a line, each ending with the slide it stands on: "(slide 5)". */
  answer: string
  citations: Citation[]
}

/** The spec is silent; the words, in English like the rest of the interface (decision 046). */
export const NOT_IN_DECK = 'The deck does not say.'

const MAX_QUOTES = 3
// Lines scoring under this share of the best one are noise next to it, not further answers.
const RELATIVE_FLOOR = 0.4

/**
 * Whether a line answers at all: the deck must use at least half of the question's terms and name all
 * it names (a question on "the capital of Mongolia" matches a line on "capital", and is still not about
 * this deck), and the line must hold at least half of the terms the deck uses. Question verbs the deck
 * never writes ("erreichen", "dekkes") are why only half is asked for.
 */
function isAnswer(hit: PassageHit | undefined, terms: QuestionTerms): hit is PassageHit {
  const known = terms.terms.length - terms.absent.length
  if (!hit || known === 0 || terms.hasForeignName || terms.absent.length * 2 > terms.terms.length)
    return false
  return hit.matched.length * 2 >= known
}

/**
 * The offline answer (issue 26 §3): the best-matching lines quoted whole with their slide numbers, best
 * first, led by the figure when one figure answers ("Annual recurring revenue is $3.4M (slide 5)."), or
 * NOT_IN_DECK with no figure when nothing in the deck does.
 */
export function answerOffline(index: LoadedQuestionIndex, question: string): Answer {
  const terms = index.termsOf(question)
  // A line found only by the heading it stands under does not answer: the heading is not its words.
  const hits = index.search(terms).filter((hit) => hit.matchedInText > 0)
  const best = hits[0]
  if (!isAnswer(best, terms)) return { answer: NOT_IN_DECK, citations: [] }

  const quoted: PassageHit[] = []
  for (const hit of hits) {
    if (quoted.length === MAX_QUOTES || hit.score < best.score * RELATIVE_FLOOR) break
    if (!isAnswer(hit, terms)) continue
    if (quoted.some((q) => q.passage.text === hit.passage.text)) continue
    quoted.push(hit)
  }
  // A figure is put first only when the line holds half the question's words or more, and its own label
  // shares one with the question (leadFigure).
  const isConfident = best.matched.length * 2 >= terms.terms.length
  const lead = isConfident
    ? leadFigure(
        best.passage,
        terms.terms.flatMap((t) => t.searchTerms),
        index.language,
      )
    : null
  const lines = quoted.map(({ passage }) => `“${passage.text}” ${slideMark(passage)}`)
  return {
    answer: (lead ? [lead, ...lines] : lines).join('\n'),
    citations: quoted.map(({ passage }) => ({ slideNumber: passage.slideNumber, text: passage.text })),
  }
}

function slideMark(passage: Passage): string {
  return passage.kind === 'notes'
    ? `(slide ${passage.slideNumber}, speaker notes)`
    : `(slide ${passage.slideNumber})`
}

// "Label: value" with a short value; a longer one is a sentence with a colon in it.
const LABELLED_LINE = /^([^:]{2,60}):\s*(.{1,40})$/

/**
 * The one figure that answers, as "label is value (slide N).": the stat, table cell or chart point
 * whose label shares most words with the question, or a "label: value" line. Null when the best line
 * is a sentence (quoting it whole says more than any one figure of it).
 */
function leadFigure(passage: Passage, questionTerms: string[], language: Language): string | null {
  const asked = new Set(questionTerms)
  let facts = passage.facts ?? []
  if (facts.length === 0 && passage.kind !== 'notes') {
    const labelled = LABELLED_LINE.exec(passage.text)
    if (labelled) facts = [{ label: labelled[1]!.trim(), value: labelled[2]!.trim() }]
  }
  let chosen: { label: string; value: string } | null = null
  let chosenFit = 0
  for (const fact of facts) {
    if (extractFigures(fact.value).length === 0) continue
    const labelTerms = [...analyzeText(fact.label, language), acronymOf(fact.label.split(' (')[0]!)]
    const overlap = labelTerms.filter((term) => asked.has(term)).length
    // Most of the question's words first; then the label with fewest other words ("Clinics" before
    // "Price per clinic per month" for "how many clinics").
    const fit = overlap === 0 ? 0 : overlap + overlap / labelTerms.length
    if (fit > chosenFit) {
      chosen = fact
      chosenFit = fit
    }
  }
  if (!chosen) return null
  return `${phraseFigure(chosen.label, chosen.value, language)} ${slideMark(passage)}.`
}

/** "ARR is $3.4M" in English when the label reads as one thing; "label: value" otherwise and elsewhere. */
function phraseFigure(label: string, value: string, language: Language): string {
  const isSingular = !/[^s]s$/i.test(label.split(' (')[0]!.trim())
  return language === 'en' && isSingular ? `${label} is ${value}` : `${label}: ${value}`
}
