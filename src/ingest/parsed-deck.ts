import type { Slide } from '../shared'

/** What each format reader (PDF, PPTX, PPT) hands back; ingest then adds the language and the checks. */
export interface ParsedDeck {
  pageCount: number
  slides: Slide[]
  warnings: string[]
}

export type DeckReader = (bytes: Uint8Array) => Promise<ParsedDeck>
