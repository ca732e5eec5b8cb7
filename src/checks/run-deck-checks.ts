import type { DeckChecks, DeckStructure, Document } from '../shared'
import { checkCompleteness } from '../summarize'
import { findInconsistencies } from './find-inconsistencies'

/**
 * The deck checks stored beside a summary (issue 27): consistency always, completeness when the deck's
 * structure was read (a presentation; a document has no genre checklist).
 */
export function runDeckChecks(document: Document, structure?: DeckStructure): DeckChecks {
  return {
    consistency: findInconsistencies(document),
    ...(structure ? { completeness: checkCompleteness(document, structure) } : {}),
  }
}
