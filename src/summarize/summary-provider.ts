import type { Document, DocumentType, Language, Summary } from '../shared'

export interface SummaryProgress {
  /** Slides (or sections) summarised so far. */
  done: number
  total: number
}

export interface SummarizeOptions {
  documentType: DocumentType
  /** The language the summary is written in; the document's own when absent (issue 23, item 4). */
  language?: Language
  onProgress?: (progress: SummaryProgress) => void
  signal?: AbortSignal
}

/** What every summariser is to the rest of the product: `local` and each LLM share this one shape. */
export interface SummaryProvider {
  readonly name: string
  summarize(document: Document, options: SummarizeOptions): Promise<Summary>
}
