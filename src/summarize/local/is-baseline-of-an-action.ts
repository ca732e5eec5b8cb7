import { statedFigures } from './stated-figures'

/**
 * Whether a takeaway states the starting point of an action's target: both name one subject in the same run of
 * words and state a figure of the same unit ("only 13% of episodes came from the most deprived fifth of
 * neighbourhoods" beside "raise to at least 20% the episodes from the most deprived fifth of neighbourhoods").
 * Read by words and units alone, so it holds in any language.
 */
export function isBaselineOfAnAction(takeaway: string, actions: readonly string[]): boolean {
  const units = unitsOf(takeaway)
  if (units.size === 0) return false
  const runs = wordRuns(takeaway)
  return actions.some((action) => {
    if (![...unitsOf(action)].some((unit) => units.has(unit))) return false
    for (const run of wordRuns(action)) if (runs.has(run)) return true
    return false
  })
}

// The units of an item's figures ("13%" -> "%", "£1.2M" -> "£m"); a bare count has none, for "20 beds" and "20
// staff" are no one measure.
function unitsOf(text: string): Set<string> {
  const units = new Set<string>()
  for (const figure of statedFigures(text)) {
    const unit = figure.replace(/[\d.,\s]+/gu, '')
    if (unit !== '' && !figure.includes(' ')) units.add(unit)
  }
  return units
}

// Runs of SUBJECT_RUN words of three letters or more, lower-cased: a subject named the same way, not a shared
// "of the".
function wordRuns(text: string): Set<string> {
  const words = text.toLowerCase().match(/\p{L}{3,}/gu) ?? []
  const runs = new Set<string>()
  for (let at = 0; at + SUBJECT_RUN <= words.length; at += 1)
    runs.add(words.slice(at, at + SUBJECT_RUN).join(' '))
  return runs
}
const SUBJECT_RUN = 3
