import type { Language } from '../../shared'
import type { Passage } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { isLeadInLine } from './lead-in-items'

// A lead-in's list runs this many lines at most: a line further down is the slide's, not the list's.
const MAX_LIST_LINES = 8

/**
 * The lines that are items of a list under a lead-in that negates, restricts or qualifies them ("Bei den
 * Unterhaltspflichten müssen nicht berücksichtigt werden:", "Not covered:", "Sauf :"; decisions 181 and 205).
 * Said without its lead-in, such an item says the opposite of its slide ("Doppelverdienst" as what counts): the
 * slide's entry keeps the lead-in before it (keepQualifyingLeadIns), and the overall summary, which copies one
 * line, does not take it alone. Only bullets are items, and the walk back stops at a line that is none. A lead-in
 * that only announces ("Our customers:") ends the walk back: its items stand as they are.
 */
export function underRestrictingLeadIn(passages: Passage[], language: Language): (index: number) => boolean {
  const { qualifiesItems } = DECK_WORDS[language].entries
  return (index) => {
    const item = passages[index]!
    // A list is the bullets under its lead-in: a paragraph or a table's text is no item of one.
    if (!item.isBullet || item.table || isLeadInLine(item)) return false
    for (let back = index - 1; back >= 0 && back >= index - MAX_LIST_LINES; back -= 1) {
      const line = passages[back]!
      if (line.unit !== item.unit || line.fromNotes !== item.fromNotes) return false
      if (isLeadInLine(line)) return qualifiesItems(line.brief)
      if (!line.isBullet || line.table) return false
    }
    return false
  }
}
