import type { Section, Slide } from '../shared'

/** A slide as a reader hands it over: lines and role may still be missing (see `slideFromText`). */
export type ParsedSlide = Omit<Slide, 'lines' | 'role'> & Partial<Pick<Slide, 'lines' | 'role'>>

/** What each format reader (PDF, PPTX, PPT) hands back; ingest then adds the language and the checks. */
export interface ParsedDeck {
  pageCount: number
  /** Slides whose reader does not type its lines yet get them from their text (`slideFromText`). */
  slides: ParsedSlide[]
  sections?: Section[]
  warnings: string[]
}

export type DeckReader = (bytes: Uint8Array) => Promise<ParsedDeck>
