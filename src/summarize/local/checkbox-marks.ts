import type { Language } from '../../shared'
import { DECK_WORDS } from './deck-words'

// A form's boxes as a font draws them: ticked or crossed ("⌧", "☒", "☑"), or empty ("☐", "□").
const TICKED_BOX = '⌧☒☑'
const EMPTY_BOX = '☐□▢'
// A line of marks and nothing else: boxes, check marks, a bullet or a lone cross with no label beside them.
const MARKS_ONLY = new RegExp(`^(?:[${TICKED_BOX}${EMPTY_BOX}✓✔✗✘✅•◦○▪■\\s]+|[Xx])$`, 'u')
const TICKED_LABEL = new RegExp(`^[${TICKED_BOX}]\\s*(\\S.*)$`, 'u')
const EMPTY_LABEL = new RegExp(`^[${EMPTY_BOX}]\\s*\\S`, 'u')
// A field answered by a tick before the option chosen: "Board Approval:  X Pending", "Statut : ☒ Validé".
const TICKED_ANSWER = new RegExp(`^([^:]{1,40}:)\\s+[${TICKED_BOX}X]\\s+(\\p{Lu}.*)$`, 'u')

/** A line of a form's marks and nothing else ("•", "⌧", "☐"): no text, nor a label for the value below it. */
export function isMarksOnly(text: string): boolean {
  return MARKS_ONLY.test(text.trim())
}

/**
 * A line of a form as a reader says it (decision 178): a box's mark is no text. A line of marks alone ("•", "⌧")
 * says nothing and goes (undefined); a ticked box says its label was chosen ("⌧ Strategic" → "Strategic: ticked");
 * an empty box drops its label, which was not chosen; a field answered by a tick keeps the option it ticks
 * ("Board Approval:  X Pending" → "Board Approval: Pending"). A check mark before text ("✓ Fast setup") is a bullet of a
 * list, not a box, and stays as it came, as does any other line.
 */
export function sayCheckboxMarks(text: string, language: Language): string | undefined {
  const trimmed = text.trim()
  if (trimmed === '' || MARKS_ONLY.test(trimmed) || EMPTY_LABEL.test(trimmed)) return undefined
  const answer = TICKED_ANSWER.exec(trimmed)
  if (answer !== null) return `${answer[1]} ${answer[2]}`
  const ticked = TICKED_LABEL.exec(trimmed)
  if (ticked === null) return text
  return DECK_WORDS[language].phrases.ticked.replace('{label}', ticked[1]!.trim())
}
