import type { OverallSummary, SummarySources } from '../../shared'
import { hasMeasure } from './statements'

/** The overall summary's words (issue 24): 250 for a deck of up to 25 slides, 400 for longer decks and documents. */
export function wordBudget(units: number, isDocument: boolean): number {
  return isDocument || units > SHORT_DECK ? LONG_BUDGET : SHORT_BUDGET
}

const SHORT_DECK = 25
const SHORT_BUDGET = 250
const LONG_BUDGET = 400
// What stays whatever the budget: the point and the next takeaway, one insight with its question.
const MIN_TAKEAWAYS = 2
const MIN_INSIGHTS = 1
// Within the budget, five takeaways and two insights stay; past it, only a dense deck keeps more.
const KEPT_TAKEAWAYS = 5
const KEPT_INSIGHTS = 2

type Overall = { overallSummary: OverallSummary; sources: SummarySources }

/**
 * The overall summary cut to its word budget in the reader's order (decision 037): the point and the asks
 * stay; what goes first is the takeaways without a figure (from the last), then the insights after the first
 * (computed and questioned ones lead their list). Headline figures go only past the dense limit (a sixth
 * more), then actions past the sixth. `keyQuestions[i]` stays the question of `strategicInsights[i]`.
 */
export function fitWordBudget(overall: Overall, budget: number): Overall {
  const summary = structuredClone(overall)
  const { overallSummary: items, sources } = summary
  const words = () =>
    [...items.keyTakeaways, ...items.actionItems, ...items.strategicInsights, ...items.keyQuestions]
      .join(' ')
      .split(/\s+/)
      .filter(Boolean).length
  // The last takeaway that `may` go (never the point, the first).
  const dropTakeaway = (keep: number, may: (text: string) => boolean = () => true) => {
    if (items.keyTakeaways.length <= keep) return false
    for (let at = items.keyTakeaways.length - 1; at >= 1; at -= 1) {
      if (!may(items.keyTakeaways[at]!)) continue
      items.keyTakeaways.splice(at, 1)
      sources.keyTakeaways.splice(at, 1)
      return true
    }
    return false
  }
  const dropInsight = (keep: number) => {
    if (items.strategicInsights.length <= keep) return false
    const last = items.strategicInsights.length - 1
    items.strategicInsights.pop()
    sources.strategicInsights.pop()
    if (items.keyQuestions.length > last) {
      items.keyQuestions.splice(last, 1)
      sources.keyQuestions.splice(last, 1)
    }
    return true
  }
  const dropAction = () => {
    if (items.actionItems.length <= MIN_ACTIONS) return false
    items.actionItems.pop()
    sources.actionItems.pop()
    return true
  }
  // Within the budget: takeaways without a figure go first, then the least relevant takeaways past the fifth,
  // then the insights past the second (computed and questioned ones lead their list).
  const withinBudget = [
    () => dropTakeaway(MIN_TAKEAWAYS, (text) => !hasMeasure(text)),
    () => dropTakeaway(KEPT_TAKEAWAYS),

    () => dropInsight(KEPT_INSIGHTS),
  ]
  for (const step of withinBudget) while (words() > budget && step());
  // A dense deck's headline figures may take it a fifth past its budget (250 -> 300) before they go (decision 037).
  const dense = Math.round(budget * DENSE_SHARE)
  for (const step of [() => dropTakeaway(MIN_TAKEAWAYS), () => dropInsight(MIN_INSIGHTS), dropAction])
    while (words() > dense && step());
  return summary
}

// How far past its budget a dense deck's overall summary may run rather than lose a headline figure.
const DENSE_SHARE = 1.2
// Actions are the deck's asks: only a long list of them yields, down to this many.
const MIN_ACTIONS = 6
