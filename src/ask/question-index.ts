import MiniSearch, { type Options, type SearchResult } from 'minisearch'
import { z } from 'zod'
import { languageSchema, type Document, type Language } from '../shared'
import { analyzeTerm, splitWords } from './analyze-terms'
import { questionTermsOf, type QuestionTerms } from './question-terms'
import { collectPassages, type Passage } from './collect-passages'

/** Bump when the passages or the analysis change: stored indexes of another version are built again. */
export const QUESTION_INDEX_VERSION = 1

const passageSchema = z.object({
  slideNumber: z.number().int().positive(),
  kind: z.string(),
  text: z.string(),
  context: z.string(),
  aliases: z.string().optional(),
  facts: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
})

/** What is stored with a processed item: its passages and MiniSearch's serialised index over them. */
export const storedQuestionIndexSchema = z.object({
  version: z.literal(QUESTION_INDEX_VERSION),
  language: languageSchema,
  passages: z.array(passageSchema),
  /** MiniSearch.toJSON(), as a string: loaded without re-analysing a single line. */
  index: z.string(),
})
export type StoredQuestionIndex = z.infer<typeof storedQuestionIndexSchema>

// Most questions put to a deck ask for a figure or a date; a line with none is a weaker answer.
const WITHOUT_FIGURE = 0.7

function weightOf(passage: Passage): number {
  return (KIND_WEIGHT[passage.kind] ?? 1) * (/\d/.test(passage.text) ? 1 : WITHOUT_FIGURE)
}

// A "when" question is answered by a line with a date in it; a year is how dates show in every language.
const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/
const WITH_DATE = 1.5

interface IndexedPassage {
  id: number
  text: string
  context: string
  aliases: string
}

// Priors by kind: a stat card or a table cell states a figure with its label; a chart has many points
// that share one label, so each point alone is a weaker answer than the card that sums them up.
const KIND_WEIGHT: Partial<Record<Passage['kind'], number>> = {
  stat: 1.5,
  'table-row': 1.2,
  'chart-point': 0.8,
  caption: 0.8,
}

function indexOptions(language: Language): Options<IndexedPassage> {
  return {
    fields: ['text', 'aliases', 'context'],
    tokenize: splitWords,
    processTerm: (term) => analyzeTerm(term, language),
  }
}

/** The full-text index of one deck, built once when the file is processed (issue 26). */
export function buildQuestionIndex(document: Document): StoredQuestionIndex {
  const passages = collectPassages(document)
  const search = new MiniSearch<IndexedPassage>(indexOptions(document.language))
  search.addAll(
    passages.map((passage, id) => ({
      id,
      text: passage.text,
      context: passage.context,
      aliases: passage.aliases ?? '',
    })),
  )
  return {
    version: QUESTION_INDEX_VERSION,
    language: document.language,
    passages,
    index: JSON.stringify(search),
  }
}

export interface PassageHit {
  passage: Passage
  score: number
  /** The question's terms this passage contains (analysed). */
  matched: string[]
  /** How many of them it contains in its own words, not only in its heading. */
  matchedInText: number
}

export interface LoadedQuestionIndex {
  language: Language
  passages: Passage[]
  /** The question's search terms (stop words out, stemmed) against this deck's vocabulary. */
  termsOf: (question: string) => QuestionTerms
  /** Passages by relevance to the question, best first. */
  search: (terms: QuestionTerms) => PassageHit[]
}

/** A stored index made ready to search. */
export function loadQuestionIndex(stored: StoredQuestionIndex): LoadedQuestionIndex {
  // Parsed once: for MiniSearch, and for the deck's vocabulary (compounds, see questionTermsOf).
  const serialised = JSON.parse(stored.index) as Parameters<typeof MiniSearch.loadJS>[0]
  const search = MiniSearch.loadJS<IndexedPassage>(serialised, indexOptions(stored.language))
  const passages = stored.passages as Passage[]
  const vocabulary = new Set(serialised.index.map(([term]) => term))
  const byLength = [...vocabulary].sort((a, b) => a.length - b.length)
  return {
    language: stored.language,
    passages,
    termsOf: (question) => questionTermsOf(question, stored.language, vocabulary, byLength),
    search: ({ terms, asksWhen }) => {
      const origin = new Map<string, string>()
      for (const { term, searchTerms } of terms) for (const each of searchTerms) origin.set(each, term)
      if (origin.size === 0) return []
      return search
        .search([...origin.keys()].join(' '), {
          // Terms are analysed already (questionTermsOf); the index's analysis would stem them twice.
          tokenize: (text) => text.split(' '),
          processTerm: (term) => term,
          // The line's own words weigh more than the heading it stands under.
          boost: { text: 2, aliases: 2, context: 1 },
          // A typo of a long word still finds it ("retenton"); short words and figures must match exactly.
          fuzzy: (term) => (term.length > 5 && !/\d/.test(term) ? 0.2 : false),
          boostDocument: (id) => {
            const passage = passages[id as number]!
            return weightOf(passage) * (asksWhen && YEAR.test(passage.text) ? WITH_DATE : 1)
          },
        })
        .map((result: SearchResult) => ({
          passage: passages[result.id as number]!,
          score: result.score,
          matched: [...new Set(result.queryTerms.map((term) => origin.get(term) ?? term))],
          matchedInText: Object.values(result.match).filter(
            (fields) => !fields.every((field) => field === 'context'),
          ).length,
        }))
    },
  }
}
