import type { Language } from '../../shared'
import { datesIn } from '../dates-in'
import { tokenize } from '../text/tokenize'
import { measuresOf } from './statements'

// This share of an action's words in a takeaway, with every figure and date of it there, says the takeaway again.
const SHARED_WORDS = 0.7
// One figure is too weak a sign: "Approve £1.45M" beside a point that asks for £1.45M still orders it.
const MIN_FIGURES = 2
// An aside in brackets: "(to £9.3M)", "(minimum guarantee £1.2M)".
const ASIDE = /\s*\(([^()]*)\)/gu

// A list's number ("1. Adopt Option 3") counts nothing.
const LIST_NUMBER = /^\s*\d{1,2}[.)]\s+/u

const figuresOf = (text: string) => [
  ...measuresOf(text.replace(LIST_NUMBER, '')),
  ...datesIn(text).map((date) => `date:${date.time}`),
]

/**
 * Whether an action says a takeaway again and adds nothing to it: every figure and date of it, and most of its
 * words, stated there ("Adopt Option 3: grow the virtual ward to 150 beds by March 2028, with recurrent funding of
 * £12.4M a year" beside the report's summary line "Recommendation: adopt Option 3, growing the programme to 150
 * virtual beds by March 2028 with recurrent funding of £12.4M a year"). The action list would file the
 * recommendation's facts a second time with no date to add (issue 24 item 5); one that states its deadline
 * stays ("… — Decision needed by 4 December 2026").
 */
export function repeatsTakeaway(action: string, takeaway: string, language: Language): boolean {
  // A dated order is the deck's ask even when the point quotes it ("…; to decide: approve £1.45M … by 4 December
  // 2026"): the point closes on the ask, the list gives it as one to act on (decisions 115, 147).
  if (datesIn(action).length > 0) return false
  const figures = figuresOf(action)
  if (figures.length < MIN_FIGURES) return false
  const stated = new Set(figuresOf(takeaway))
  if (!figures.every((figure) => stated.has(figure))) return false
  const words = new Set(tokenize(action, language))
  const said = new Set(tokenize(takeaway, language))
  const shared = [...words].filter((word) => said.has(word)).length
  return words.size > 0 && shared >= SHARED_WORDS * words.size
}

/**
 * An action without the asides in brackets whose figures the takeaways state, when the action names an amount of
 * its own: "Approve the Cinderfall budget increase of £1.8M (to £9.3M)" beside the takeaway "Budget rises from
 * £7.5M to £9.3M" asks for £1.8M; the new total is a fact (issue 24 item 5: a figure is never an action). An
 * aside that holds the ask's only amount ("… for Japan (minimum guarantee £1.2M)") stays.
 */
export function withoutStatedAsides(action: string, statedFigures: ReadonlySet<string>): string {
  const bare = action.replace(LIST_NUMBER, '').replace(ASIDE, '')
  if (measuresOf(bare).size === 0) return action
  return action.replace(ASIDE, (aside, inner: string) => {
    const figures = [...measuresOf(inner)]
    return figures.length > 0 && figures.every((figure) => statedFigures.has(figure)) ? '' : aside
  })
}
