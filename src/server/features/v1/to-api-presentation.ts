import type { ItemRow } from './queries'
import type { ApiPresentation } from './schemas'

export function toApiPresentation(row: ItemRow): ApiPresentation {
  return {
    id: row.id,
    name: row.originalName,
    documentType: row.documentType,
    fileType: row.fileType,
    sourceUrl: row.fileUrl,
    status: row.status,
    stage: row.stage,
    progress: { done: row.progressDone, total: row.progressTotal },
    error:
      row.status === 'failed'
        ? { code: row.errorCode ?? 'failed', message: row.errorMessage ?? 'Processing failed.' }
        : null,
    language: row.language,
    summaryLanguage: row.summaryLanguage,
    pageCount: row.pageCount,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  }
}
