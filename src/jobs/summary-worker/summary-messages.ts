import type { Document, DocumentType, Language, Summary } from '../../shared'
import type { SummaryProgress, SummaryProviderSettings } from '../../summarize'

/** What the summary worker is given: plain data, cloned into the worker. */
export interface SummaryTask {
  settings: Omit<SummaryProviderSettings, 'logger'>
  document: Document
  documentType: DocumentType
  language?: Language
}

export type SummaryWorkerMessage =
  | { kind: 'progress'; progress: SummaryProgress }
  | { kind: 'warn'; details: Record<string, unknown>; message: string }
  | { kind: 'done'; summary: Summary }
  | { kind: 'failed'; error: { name: string; message: string; stack?: string } }
