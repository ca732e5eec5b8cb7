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
  /** The title is the deck's or a real heading: the model's title never replaces it. */
  hasOwnTitle: boolean
}

// A unit longer than this is cut for the prompt (about 6,000 tokens): one giant page must not crowd
// out a whole batch, and the context budget may ask for less. The figure check still reads the full text.
const MAX_UNIT_CHARS = 24_000

/**
 * Whether a section's heading has a word (two letters or more): a PDF's matrix row or formula read as a
 * heading ("𝐴 = 1 1 0 0", a hand-answered run) names nothing, and the model's title drawn from the section's
 * content serves the reader better.
 */
function isWorded(title: string): boolean {
  return /\p{L}{2,}/u.test(title)
}

/** The units to summarise, in order; slides with no text at all have nothing to summarise. */
export function toSummaryUnits(
  document: Document,
  documentType: DocumentType,
  limits: { maxUnitChars?: number } = {},
): { units: SummaryUnit[]; truncated: number[] } {
  const maxChars = Math.min(MAX_UNIT_CHARS, limits.maxUnitChars ?? MAX_UNIT_CHARS)
  const units =
    documentType === 'document'
      ? groupSections(document, { maxChars }).map((section, index) => ({
          number: index + 1,
          title: section.title,
          text: section.text,
          notes: section.notes,
          pages: section.pages,
          hidden: false,
          hasOwnTitle: section.hasHeading && isWorded(section.title),
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
            hasOwnTitle: slide.title.trim() !== '',
          }))
  const truncated = units.filter((unit) => unit.text.length > maxChars).map((unit) => unit.number)
  return {
    units: units.map((unit) =>
      unit.text.length > maxChars ? { ...unit, text: `${unit.text.slice(0, maxChars)}\n[…]` } : unit,
    ),
    truncated,
  }
}

/** The unit as the prompt shows it (its text is cut to size already). */
export function promptText(unit: SummaryUnit): string {
  return unit.text
}
