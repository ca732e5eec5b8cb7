import { DOCUMENT_VERSION, type Document, type DocumentFormat } from '../shared'
import { detectFileType } from './detect-file-type'
import { IngestError } from './ingest-error'
import { detectLanguage } from './language/detect-language'
import type { DeckReader, ParsedDeck } from './parsed-deck'
import type { PageCounter } from './pdf/page-counter'
import { joinPdfPages, readPdf, readPdfPages, type PdfPages } from './pdf/read-pdf'
import { readPpt } from './ppt'
import { readPptx } from './pptx'
import { completeSlides } from './slide-lines'

const READERS: Record<DocumentFormat, DeckReader> = { pdf: readPdf, pptx: readPptx, ppt: readPpt }

/**
 * Bytes to Document in the calling thread: type by content, the format's reader, then the checks that
 * hold for every format (slides, text, language). Hostile input belongs in `parseInWorker`, not here.
 */
export async function parseDocument(bytes: Uint8Array): Promise<Document> {
  const format = detectFileType(bytes)
  const deck = await READERS[format](bytes)
  return toDocument(format, deck)
}

/** The pages one of several workers reading a PDF at once claims from their counter; see `assemblePdf`. */
export async function parsePdfPages(bytes: Uint8Array, counter: PageCounter): Promise<PdfPages> {
  if (detectFileType(bytes) !== 'pdf') throw new IngestError('unsupported_type')
  return readPdfPages(bytes, counter)
}

/** What every worker read of one PDF, as the Document that `parseDocument` would have given. */
export function assemblePdf(reads: PdfPages[]): Document {
  return toDocument('pdf', joinPdfPages(reads))
}

function toDocument(format: DocumentFormat, deck: ParsedDeck): Document {
  if (deck.slides.length === 0) throw new IngestError('empty', 'The file has no slides or pages.')
  const text = deck.slides.map((slide) => `${slide.title}\n${slide.text}\n${slide.notes}`).join('\n')
  if (!/[\p{L}\p{N}]/u.test(text)) throw new IngestError('no_text')
  return {
    version: DOCUMENT_VERSION,
    format,
    pageCount: deck.pageCount,
    language: detectLanguage(text),
    slides: completeSlides(deck.slides),
    sections: deck.sections ?? [],
    warnings: deck.warnings,
  }
}
