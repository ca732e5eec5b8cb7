import type { FastifyRequest } from 'fastify'
import type { DocumentType, Language, Summary } from '../../../shared'

/** A multipart upload received to a temporary file; `fields` holds the other text fields. */
export interface ReceivedApiUpload {
  documentType: DocumentType
  fields: Record<string, string>
  /** Checks, stores and queues it for the user, as the web upload does (and discards the temporary file). */
  accept: (userId: string) => Promise<{ id: string }>
  discard: () => Promise<void>
}

/**
 * What the external API needs from the web's presentations feature: the same upload handling, checks,
 * allowance and queueing, handed in by the app (features import no other feature, STYLE.md §1).
 */
export interface PresentationActions {
  receiveUpload: (request: FastifyRequest) => Promise<ReceivedApiUpload>
  acceptUrl: (
    userId: string,
    input: { url: string; documentType: DocumentType; summaryLanguage?: Language | null },
  ) => Promise<{ id: string }>
  deletePresentation: (userId: string, id: string) => Promise<void>
  renderReport: (item: { originalName: string; processedAt: Date | null; summary: Summary }) => string
}
