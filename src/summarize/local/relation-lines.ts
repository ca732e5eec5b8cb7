import type { DeckRole } from '../../shared'
import type { SummaryUnit } from './collect-passages'

// Slides whose lines state nothing a relation may draw on: the deck's frame, not its content.
const FRAME_ROLES = new Set<DeckRole>(['appendix', 'agenda', 'cover', 'closing', 'divider'])
const SENTENCE_KINDS = new Set(['bullet', 'numbered', 'paragraph'])

/** Whether a relation between figures may draw on this unit: shown, and no cover, agenda, divider or appendix. */
export function mayRelate(unit: SummaryUnit, role: DeckRole | undefined): boolean {
  return !unit.hidden && !FRAME_ROLES.has(role ?? 'content')
}

/** The unit's sentence lines (bullets, numbered items, paragraphs), trimmed: what a relation quotes. */
export function sentenceLines(unit: SummaryUnit): string[] {
  return (unit.lines ?? unit.text.split('\n').map((text) => ({ kind: 'paragraph', text })))
    .filter((line) => SENTENCE_KINDS.has(line.kind))
    .map((line) => line.text.trim())
}
