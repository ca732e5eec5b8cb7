import type { Presentation } from '../../../shared'
import type { PresentationRow } from './queries'

/** What the API answers for an item (spec §3 "Presentation", plus progress and failure reason). */
export function toPresentationDto(row: PresentationRow): Presentation {
  const finishedAt = row.status === 'processing' ? null : row.processedAt
  return {
    id: row.id,
    slug: row.slug,
    originalName: row.originalName,
    fileType: row.fileType,
    fileUrl: row.fileUrl,
    documentType: row.documentType,
    status: row.status,
    stage: row.stage,
    progress: { done: row.progressDone, total: row.progressTotal },
    errorCode: row.errorCode,
    errorMessage: row.errorMessage,
    userNote: row.userNote,
    language: row.language,
    summaryLanguage: row.summaryLanguage,
    pageCount: row.pageCount,
    sizeBytes: row.sizeBytes,
    hasOriginal: row.storageKey !== null,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    // From the start of this run: a retry clears processingStartedAt and the worker sets it again, so
    // "Processed in" never counts the time the item sat failed (issue 25).
    processingSeconds: finishedAt
      ? Math.max(
          0,
          Math.round((finishedAt.getTime() - (row.processingStartedAt ?? row.createdAt).getTime()) / 1000),
        )
      : null,
    previousVersionId: row.previousVersionId,
  }
}
