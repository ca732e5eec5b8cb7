import type { Language } from '../shared'
import { analyzeTerm, isQuestionStopWord, splitWords } from './analyze-terms'

/** One search term of a question and the deck's terms that stand for it (see `expandTerm`). */
export interface QuestionTerm {
  term: string
  /** The term itself when the deck uses it, plus the deck's compounds of it and its parts. */
  searchTerms: string[]
}

export interface QuestionTerms {
  terms: QuestionTerm[]
  /** Terms the deck uses in no form: a question made mostly of them is not about this deck. */
  absent: string[]
  /** Whether the question names something the deck never names ("Mongolia", "EBITDA" in a deck without it). */
  hasForeignName: boolean
  /** Whether it asks when ("when", "cuándo", "wann"…): lines with a date answer it better. */
  asksWhen: boolean
}

const WHEN: Record<Language, string> = {
  en: 'when',
  es: 'cuándo',
  pt: 'quando',
  fr: 'quand',
  de: 'wann',
  it: 'quando',
  nl: 'wanneer',
  nb: 'når',
}

const COMPOUNDING: ReadonlySet<Language> = new Set(['de', 'nl', 'nb'])

// Shorter pieces match too much by chance ("rate" in "corporate").
const MIN_PART = 4

/**
 * German, Dutch and Norwegian write compounds as one word: "Tandartspraktijken" asks about the deck's
 * "praktijken", and "skolen" about its "barneskole". A term stands for the deck's terms that end with it,
 * and for the deck's terms that end it; found in the deck's own vocabulary, no dictionary needed.
 */
function expandTerm(
  term: string,
  language: Language,
  vocabulary: ReadonlySet<string>,
  byLength: readonly string[],
): string[] {
  const found = vocabulary.has(term) ? [term] : []
  // Elsewhere a word ending in another is chance ("concentración" is no kind of "centro").
  if (!COMPOUNDING.has(language) || /\d/.test(term) || term.length < MIN_PART) return found
  for (const known of byLength) {
    if (known === term || /\d/.test(known)) continue
    if (
      known.length > term.length ? known.endsWith(term) : known.length >= MIN_PART + 1 && term.endsWith(known)
    )
      found.push(known)
  }
  return found
}

/** A question's terms against the deck's vocabulary. */
export function questionTermsOf(
  question: string,
  language: Language,
  vocabulary: ReadonlySet<string>,
  byLength: readonly string[],
): QuestionTerms {
  const seen = new Set<string>()
  const terms: QuestionTerm[] = []
  let hasForeignName = false
  let asksWhen = false
  splitWords(question).forEach((word, position) => {
    if (word.toLowerCase() === WHEN[language] || word.toLowerCase() === WHEN.en) asksWhen = true
    if (isQuestionStopWord(word, language)) return
    const term = analyzeTerm(word, language)
    if (!term || seen.has(term)) return
    seen.add(term)
    const searchTerms = expandTerm(term, language, vocabulary, byLength)
    terms.push({ term, searchTerms })
    // A capital inside the question marks a name, except in German, where every noun has one.
    if (searchTerms.length === 0 && position > 0 && language !== 'de' && /^\p{Lu}/u.test(word))
      hasForeignName = true
  })
  return {
    terms,
    absent: terms.filter((t) => t.searchTerms.length === 0).map((t) => t.term),
    hasForeignName,
    asksWhen,
  }
}
