import type { DeckRole } from '../../shared'

/** Slides that are not the deck's own case: its frame, its background, its extras, its example, its dividers. */
export const ASIDE_ROLES: ReadonlySet<DeckRole> = new Set([
  'cover',
  'agenda',
  'divider',
  'appendix',
  'illustration',
  'concept',
])

/**
 * A talk's asides are a deck's and its closing slide (decision 162): a speaker's stance is read from the talk's own
 * slides, not its thanks and housekeeping. A deck's thesis (decision 157) may still stand on its closing slide.
 */
export const TALK_ASIDE_ROLES: ReadonlySet<DeckRole> = new Set([...ASIDE_ROLES, 'closing'])
