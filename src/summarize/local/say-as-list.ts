import type { Language } from '../../shared'
import { mentionsMonth } from '../dates-in'
import type { Passage } from './collect-passages'
import { DECK_WORDS } from './deck-words'
import { keepListItems } from './keep-list-items'
import { LIST_NUMBER } from './list-numbers'
import type { Pick } from './pick-for-slides'

/**
 * A slide's entry as its list (see keepListItems), when the slide is one and the picked entry does not already
 * say each of its items; else the picked entry. Moved out of pick-for-slides.ts to keep it under 400 lines.
 */
export function sayAsList(
  picks: Pick[],
  candidates: number[],
  passages: Passage[],
  limit: number,
  language: Language,
  slideLength: number,
  numbered: boolean,
): Pick[] {
  const listed = keepListItems(
    candidates.filter((index) => passages[index]!.isBullet || !/^\p{Ll}/u.test(passages[index]!.brief)),
    passages,
    limit,
    // A sub-point that turns its item, or dates it, stays with it in every form (see keepFirstInEntry).
    (passage) =>
      DECK_WORDS[language].entries.opensContrast(passage.brief) || mentionsMonth(passage.brief, language),
    slideLength,
    DECK_WORDS[language].entries.namesKind,
    DECK_WORDS[language].entries.listShare,
  )
  // The picked entry stands when it says every item at least as fully as the list would (an item's named
  // parts, "4 current disruptive forces (containers; cloud; …)", are the item), from its start: a fold that
  // says a row whole ("Also in the table: Closing cash — …", Pebblestack slide 14) is no bullet of that row.
  if (
    listed === undefined ||
    listed.every(
      (item) =>
        item.note === undefined &&
        picks.some((pick) => pick.index === item.index && pick.text.startsWith(item.text)),
    )
  )
    return picks
  return listed.map(({ index, text, note }) => ({
    passage: passages[index]!,
    index,
    text: numbered ? text.replace(LIST_NUMBER, '') : text,
    note,
  }))
}
