/**
 * How a deck is built, as the local summariser reads it (issue 24) and the deck checks use it (issue 27):
 * the deck's genre and each slide's role. One vocabulary for both, so a checklist item names a role.
 */
export const DECK_GENRES = [
  'pitch',
  'review',
  'recommendation',
  'investment-memo',
  'lecture',
  'report',
  'project-update',
  'proposal',
  'other',
] as const
export type DeckGenre = (typeof DECK_GENRES)[number]

export const DECK_ROLES = [
  'cover',
  'agenda',
  'divider',
  'closing',
  'executive-summary',
  'problem',
  'solution',
  'market',
  'business-model',
  'traction',
  'plan-vs-actual',
  'financials',
  'competition',
  'team',
  'risks',
  'options',
  'recommendation',
  'ask',
  'use-of-funds',
  'timeline',
  'next-steps',
  'conclusion',
  'appendix',
  'objectives',
  'concept',
  'example',
  /** A slide headed or labelled as an example, sample, template or mock-up: the deck's illustration, not its data. */
  'illustration',
  'exercise',
  'assignment',
  'findings',
  'content',
] as const
/** Finer than the slide model's frame role (`SlideRole`: cover, agenda, divider, closing, content). */
export type DeckRole = (typeof DECK_ROLES)[number]

export interface DeckStructure {
  genre: DeckGenre
  /** One entry per slide (or document section), in deck order. */
  roles: { slideNumber: number; role: DeckRole }[]
}
