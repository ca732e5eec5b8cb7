import type { DeckRole, DeckStructure } from '../../shared'

// Slides only a business deck has: a table of plan against actual, the use of funds, owners and dates, a
// business model, an executive summary. A report with one of them reads as a business readout.
const BUSINESS_ROLES = new Set<DeckRole>([
  'plan-vs-actual',
  'use-of-funds',
  'next-steps',
  'business-model',
  'executive-summary',
])
const TALK_GENRES = new Set<DeckStructure['genre']>(['lecture', 'other', 'report'])

/**
 * A talk, lecture, explainer or technical deck rather than a business deck (issue 24, talks score below
 * business decks with readers): its genre is a lecture, a study or none a business reader names, and it has
 * none of a business deck's own slides. Its overall summary says what its subject is and fills its budget
 * with its central statements, never with its examples (decision 095).
 */
export function isTalk(structure: DeckStructure): boolean {
  return TALK_GENRES.has(structure.genre) && !structure.roles.some(({ role }) => BUSINESS_ROLES.has(role))
}
