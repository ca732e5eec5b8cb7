import type { Document, DocumentType } from '../../shared'
import { groupSections } from '../group-sections'

/** What one entry of slideBySlide is made from: a slide of a presentation, or a section of a document. */
export interface SummaryUnit {
  /** Slide number, or for a document the section's 1-based position. */
  number: number
  title: string
  text: string
  notes: string
  /** The document's slides (pages) this unit stands on: cited items point here. */
  pages: number[]
  hidden: boolean
}

// A unit longer than this is cut for the prompt (about 6,000 tokens): one giant page must not crowd
// out a whole batch. The figure check still reads the full text.
const MAX_UNIT_CHARS = 24_000

/** The units to summarise, in order; slides with no text at all have nothing to summarise. */
export function toSummaryUnits(
  document: Document,
  documentType: DocumentType,
): { units: SummaryUnit[]; truncated: number[] } {
  const units =
    documentType === 'document'
      ? groupSections(document).map((section, index) => ({
          number: index + 1,
          title: section.title,
          text: section.text,
          notes: section.notes,
          pages: section.pages,
          hidden: false,
        }))
      : document.slides
          .filter((slide) => `${slide.title}${slide.text}${slide.notes}`.trim() !== '')
          .map((slide) => ({
            number: slide.number,
            title: slide.title,
            text: slide.text,
            notes: slide.notes,
            pages: [slide.number],
            hidden: slide.hidden,
          }))
  const truncated = units.filter((unit) => unit.text.length > MAX_UNIT_CHARS).map((unit) => unit.number)
  return { units, truncated }
}

/** The unit as the prompt shows it: text cut to size, everything else as is. */
export function promptText(unit: SummaryUnit): string {
  return unit.text.length > MAX_UNIT_CHARS ? `${unit.text.slice(0, MAX_UNIT_CHARS)}\n[…]` : unit.text
}
