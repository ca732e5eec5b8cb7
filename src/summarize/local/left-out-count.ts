import type { Language } from '../../shared'
import { DECK_WORDS } from './deck-words'

/**
 * An entry line without the note saying how many items of its list it leaves out ("… (+4 more)", see
 * sayListsInPart): that count is of the slide's lines, no figure of theirs, and the figure checks read the
 * line without it. Only the language's own note, at a line's end, is taken out.
 */
export function withoutLeftOutCounts(text: string, language: Language): string {
  const [before, after] = DECK_WORDS[language].entries.moreItems
    .split('{count}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
  return text.replace(new RegExp(` \\(${before}\\d{1,3}${after}\\)$`, 'gmu'), '')
}
