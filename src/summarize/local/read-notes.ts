import type { Language } from '../../shared'
import { extractFigures } from '../figures'
import { DECK_WORDS } from './deck-words'

interface NotesPatterns {
  direction: RegExp
  label: RegExp
  aims: Set<string>
}

const patterns = new Map<Language, NotesPatterns>()

function patternsOf(language: Language): NotesPatterns {
  let found = patterns.get(language)
  if (!found) {
    const { aim, notes, direction } = DECK_WORDS[language].notesLabels
    const alternatives = (words: string[]) =>
      [...words]
        .sort((a, b) => b.length - a.length)
        .map((word) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
        .join('|')
    found = {
      // A direction in square brackets may go on to say what to do ("[pronounce “IMI” as “I-M-I”]", "[Pause
      // for questions]"): the brackets set it apart as the speaker's, not a statement of the deck.
      direction: new RegExp(
        `[([](?:${alternatives(direction)})[)\\]]|\\[(?:${alternatives(direction)})(?=[\\s:])[^\\]]*\\]`,
        'giu',
      ),
      // A label opens the notes or follows a space, and a colon follows it: "… solution Notes:  When you…".
      label: new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives([...aim, ...notes])})\\s*:\\s+`, 'gu'),
      aims: new Set(aim.map((word) => word.toLowerCase())),
    }
    patterns.set(language, found)
  }
  return found
}

/**
 * Speaker notes as the statements they hold: stage directions ("(Animation)", "[Click]") taken out, the part
 * labelled as the slide's aim ("Objective: To explain the folder layout…") left out, and the label of the
 * notes proper ("Notes:") dropped (issue 24, reader r24: "Objective: … Notes: …" stood as a takeaway).
 * An aim that holds a figure is a target, a fact of the deck ("Ziel: 12 % Wachstum"), and is kept.
 */
export function readNotes(notes: string, language: Language): string {
  const { direction, label, aims } = patternsOf(language)
  const text = notes.replace(direction, ' ')
  const parts: string[] = []
  let from = 0
  let isAim = false
  const close = (to: number) => {
    let part = text.slice(from, to).trim()
    if (isAim) {
      // The aim is its first sentence; what follows it unlabelled is the notes proper.
      const end = /[.!?](?=\s+\p{Lu})/u.exec(part)
      const aimText = end ? part.slice(0, end.index + 1) : part
      if (extractFigures(aimText).length === 0) part = part.slice(aimText.length).trim()
    }
    if (part !== '') parts.push(part)
  }
  for (const match of text.matchAll(label)) {
    close(match.index)
    from = match.index + match[0].length
    isAim = aims.has(match[1]!.toLowerCase())
  }
  close(text.length)
  return parts.join(' ').replace(/\s{2,}/gu, ' ')
}
