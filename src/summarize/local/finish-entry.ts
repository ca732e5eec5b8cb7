import type { Language } from '../../shared'
import type { Passage, SummaryUnit } from './collect-passages'
import { keepTurns } from './carry-the-turn'
import { completeAnnouncedLists } from './complete-announced-lists'
import { DECK_WORDS } from './deck-words'
import { entryLimit } from './entry-limit'
import { keepAntecedents } from './keep-antecedents'
import { keepBothHalves } from './keep-both-halves'
import { keepParentBullets } from './keep-parent-bullets'
import { keepQualifyingLeadIns } from './keep-qualifying-lead-ins'
import { keepQuestionsAnswered } from './keep-questions-answered'
import { keepResolutions } from './keep-resolutions'
import { leadGroups } from './lead-groups'
import type { Pick } from './pick-for-slides'
import { pointsBackIn } from './points-back-in'
import { MAX_NOTES_FACT } from './qualifying-notes'
import { sayListsInPart } from './say-lists-in-part'

/**
 * A unit's picked lines made into its entry: in slide order, each with what it needs to stand (its list's other
 * items, both halves of a sentence, its qualifying lead-in, its turn, its antecedent, its answer), a list said in
 * part by its first items, and a note on the whole list after the last bullet. The point (`picks[0]`) is said
 * whatever its length. Moved out of pick-for-slides.ts, which was at 400 lines.
 */
export function finishEntry(
  picks: Pick[],
  indices: number[],
  passages: Passage[],
  unit: SummaryUnit,
  language: Language,
  isDocument: boolean,
): Pick[] {
  // The section's point keeps its antecedent first (keepAntecedents); a document's first line in page order is
  // said whatever its length, keepResolutions' room beside it.
  const pointIndex = picks[0]?.index
  const sorted = [...picks].sort((a, b) => a.index - b.index)
  const halves = keepBothHalves(
    completeAnnouncedLists(sorted, indices, passages, language),
    indices,
    passages,
  )
  // A lead-in that qualifies its items ("Previously:") and a line's turn ("But …") go with it (decision 181).
  const qualified = keepQualifyingLeadIns(halves, indices, passages, language)
  const limit = entryLimit(unit, isDocument)
  // A sub-bullet goes with the bullet it hangs from: alone it has lost its subject (see keepParentBullets). Like a
  // turn, the parent may take the entry past its share of the slide, never past the slide.
  const turned = keepTurns(qualified, indices, passages, language)
  const listed = isDocument ? turned : keepParentBullets(turned, indices, passages, unit.text.length)
  const room = (fromNotes: boolean) => (fromNotes ? 2 * MAX_NOTES_FACT : limit)
  const antecedents = keepAntecedents(
    listed,
    passages,
    pointsBackIn(language, isDocument),
    room,
    pointIndex,
    DECK_WORDS[language].entries.opensContrast,
  )
  // A document's "We considered four options" is said with the option chosen, or not at all (decision 180).
  const whole = isDocument
    ? keepResolutions(antecedents, passages, language, limit, sorted[0]?.index)
    : antecedents
  const answered = isDocument ? whole : keepQuestionsAnswered(whole, passages, unit.text.length)
  // A note on the whole list goes after the entry's last bullet, once every stage has joined and regrouped
  // its lines: put on a bullet, it landed mid-bullet when a heading's group took the next item (Enron slide 2).
  const note = picks.find((pick) => pick.note !== undefined)?.note
  // A list already said by its first items (keepListItems, with its note) needs no second reading.
  const inPart =
    isDocument || note !== undefined ? answered : sayListsInPart(answered, indices, passages, language, limit)
  const entry = leadGroups(inPart, indices, passages).map(({ note: _, ...pick }) => pick)
  const last = entry[entry.length - 1]
  if (note !== undefined && last) last.text = `${last.text} (${note})`
  return entry
}
