import type { SummaryUnit } from './collect-passages'

/**
 * An entry is shorter than its slide: its point, then lines up to this share of the slide's text. A document's
 * section is summarised in a smaller share, and never less than a short paragraph.
 */
const SLIDE_SHARE = 0.8
const SECTION_SHARE = 0.15
const MIN_ENTRY = 200
const MAX_SECTION_ENTRY = 900
/**
 * A slide this short (a cover's tagline over its dateline) is said whole: cut to 80 %, it would lose a line
 * of two while the entry saves no reading.
 */
const MIN_SLIDE_ENTRY = 120

/** How many characters an entry may say of its slide (or section), beside its point. */
export function entryLimit(unit: SummaryUnit, isDocument: boolean): number {
  // A drawing's labels, set apart from the lines, still stand on the slide (see setDrawnLabelsApart).
  const length = unit.text.length + (unit.drawnLabels?.join('\n').length ?? 0)
  return isDocument
    ? Math.min(MAX_SECTION_ENTRY, Math.max(MIN_ENTRY, SECTION_SHARE * length))
    : Math.max(Math.min(MIN_SLIDE_ENTRY, length), SLIDE_SHARE * length)
}
