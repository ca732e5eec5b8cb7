import type { Language } from '../../shared'
import type { Passage } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import type { Pick } from './pick-for-slides'
import { isLeadInLine } from './lead-in-items'

/**
 * A lead-in that qualifies the items after it ("Weaveworks CEO & CNCF TOC Chair Previously:", "Planned:", "Not
 * yet:", "Früher:") says when or how far they hold: an entry that keeps the items without it reads past roles as
 * present ones (reader r-z2, decision 181). Where an entry keeps the first item after such a lead-in and not the
 * lead-in, the lead-in goes before it, in the same bullet. Other lead-ins ("Outcomes:") say nothing the items do
 * not, and stay out as before.
 */
export function keepQualifyingLeadIns(
  picks: Pick[],
  indices: number[],
  passages: Passage[],
  language: Language,
): Pick[] {
  const { qualifiesItems } = DECK_WORDS[language].entries
  const picked = new Set(picks.map((pick) => pick.index))
  return picks.map((pick) => {
    const before = indices[indices.indexOf(pick.index) - 1]
    if (before === undefined || picked.has(before)) return pick
    const lead = passages[before]!
    if (lead.fromNotes !== pick.passage.fromNotes || !isLeadInLine(lead) || !qualifiesItems(lead.brief))
      return pick
    if (pick.text.includes(lead.brief)) return pick
    return { ...pick, text: `${lead.brief.trim()} ${pick.text}` }
  })
}
