import type { DeckStructure, Document } from '../../shared'
import { checkCompleteness } from '../checklists/check-completeness'
import { DECK_WORDS } from './deck-words'
import { GAP_ITEMS } from './deck-words/deck-words-schema'
import { hasDate } from './statements'

/** A gap a reader of the genre sees: the finding as an insight, the question it leaves. */
export interface Gap {
  finding: string
  question: string
  /** The slides the finding stands on; none for what the deck lacks. */
  slides?: number[]
  /** The slides the question's figures stand on, when it names more than the finding's (the deck's ask). */
  questionSlides?: number[]
}

// One gap is enough to say what the deck leaves open; more would crowd out the deck's own insights.
const MAX_GAPS = 1

/**
 * What a reader of this genre expects and the deck lacks (issue 24, item 4): a pitch without competitors, churn
 * or CAC, a recommendation without cost or timeline, a review without its pipeline. Read from the genre's
 * checklist (the deck checks' data), counting the speaker's notes, so the question never asks what the notes
 * answer. A genre with no checklist, or no item missing that leaves a question, gives none. Actions that carry
 * their dates are a timeline, whatever their slide is called: a reader found "the recommendation gives no
 * timeline" beside a plan of dated steps with owners.
 */
export function askWhatIsMissing(
  document: Document,
  structure: DeckStructure,
  actions: string[] = [],
): Gap[] {
  const { items } = checkCompleteness(document, structure, { withNotes: true })
  const datedActions = actions.filter(hasDate).length
  // A file that has most of its genre's checklist is of that genre, and what it lacks is a gap; one that has
  // little of it (a paper read as a recommendation) is another kind of file, and its "gaps" are no question.
  if (items.filter((item) => item.found).length * 2 < items.length) return []
  const missing = new Set(
    items
      .filter((item) => !item.found && !(item.id === 'timeline' && datedActions >= 2))
      .map((item) => item.id),
  )
  const gaps = DECK_WORDS[document.language].gaps
  return GAP_ITEMS.filter((item) => missing.has(item))
    .slice(0, MAX_GAPS)
    .map((item) => gaps[item])
}
