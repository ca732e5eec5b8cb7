import type { Language } from '../../shared'
import { LANGUAGE_CUES } from '../text/language-cues'
import { hasDate, hasMeasure } from './statements'

// A list marker before an action's verb ("1. Launch", "- Approve").
const MARKER = /^\s*(?:\d{1,2}[.)]|[-•–])\s+/u
// "Use of funds: 45% product…", "Milestones: $10M ARR…": a label and what it measures.
const LABEL_VALUE = /^[^:]{2,40}:\s+\S/u

/**
 * Whether a line of an ask slide states a fact rather than asking for an action (issue 24, item 5): a label
 * with its value ("Use of funds: 45% …", "Milestones: $10M ARR …"), or a measured statement without an
 * imperative, an ask's wording or a date (a duration is a fact) ("Raising an $18M Series A", "24 months of runway after the round").
 * "Approve £1.45M for a new Oven 3" and "Pedimos 312.000 €" ask; "Decision needed by 4 December" is dated.
 */
export function isStatedFact(text: string, language: Language): boolean {
  const cues = LANGUAGE_CUES[language]
  // A German or Dutch action ends on its verb, before any amount in brackets ("… freigeben (1,6 Mio. €)").
  const line = text.replace(MARKER, '').replace(/\s*\([^()]*\)\s*$/u, '')
  if (cues.imperative.test(line)) return false
  if (LABEL_VALUE.test(line)) return true
  return hasMeasure(line) && !cues.action.test(line) && !hasDate(line)
}
