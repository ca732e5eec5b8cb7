import { and, eq } from 'drizzle-orm'
import type { Config } from '../config'
import { buildQuestionIndex } from '../ask'
import { presentations, questionIndexes, summaries, usageRecords, type Db } from '../db'
import { ingestFile, ingestUrl, isIngestError } from '../ingest'
import { documentSchema, type Document, type DocumentType } from '../shared'
import type { Storage } from '../storage'
import { readDeckStructure, type SummaryProvider } from '../summarize'
import { runDeckChecks } from '../checks'
import { takeHeldDocument } from './document-handover'

export interface PipelineDeps {
  db: Db
  storage: Storage
  summarizer: SummaryProvider
  config: Pick<Config, 'ALLOW_PRIVATE_URLS' | 'ORIGINALS_RETENTION'>
  log: {
    info: (details: Record<string, unknown>, message: string) => void
    warn: (details: Record<string, unknown>, message: string) => void
    error: (details: Record<string, unknown>, message: string) => void
  }
}

/** Progress rows are written at most this often; the last one always is. */
const PROGRESS_WRITE_INTERVAL_MS = 250

export const FINAL_FAILURE_MESSAGE =
  'We could not process this file after several attempts. Please try again later.'

/**
 * The main job: original -> Document (ingest) -> Summary -> stored. Safe to run again for the same item
 * (at-least-once delivery): a finished item is left alone and the summary is written with an upsert.
 * A refusal of the file itself (IngestError) ends the item as failed with the reason; anything else is
 * thrown so the queue retries it.
 */
export async function processPresentation(
  deps: PipelineDeps,
  presentationId: string,
  signal?: AbortSignal,
): Promise<void> {
  const { db } = deps
  const held = takeHeldDocument(presentationId)
  const [item] = await db.select().from(presentations).where(eq(presentations.id, presentationId))
  if (!item || item.status !== 'processing') return

  await updateItem(db, presentationId, {
    stage: 'reading',
    processingStartedAt: item.processingStartedAt ?? new Date(),
  })
  let document: Document | null
  try {
    // Held in memory, it was checked as it left the parsing worker at upload.
    document = held ?? (await readDocument(deps, item))
  } catch (error) {
    if (!isIngestError(error)) throw error
    await failItem(db, presentationId, error.code, error.message)
    return
  }
  if (!document) {
    deps.log.info({ presentationId }, 'item deleted while its link was fetched; its original is removed')
    return
  }

  const total = document.slides.length
  await updateItem(db, presentationId, { stage: 'summarising', progressDone: 0, progressTotal: total })
  let lastWrite = 0
  const summarized = await deps.summarizer.summarize(document, {
    documentType: item.documentType as DocumentType,
    // Asked for at upload and kept on retry; absent, the summary speaks the document's language.
    language: item.summaryLanguage ?? undefined,
    signal,
    onProgress: ({ done, total: of }) => {
      const now = Date.now()
      if (done < of && now - lastWrite < PROGRESS_WRITE_INTERVAL_MS) return
      lastWrite = now
      void updateItem(db, presentationId, { progressDone: done, progressTotal: of }).catch((error: unknown) =>
        deps.log.warn({ err: error, presentationId }, 'progress update failed'),
      )
    },
  })

  // The deck checks read the slide model, not the summary: the same for the local and the LLM providers.
  const structure = item.documentType === 'presentation' ? readDeckStructure(document) : undefined
  const summary = { ...summarized, checks: runDeckChecks(document, structure) }
  // Kept for the diff between versions (decision 047), which reads typed lines only: a slide's text and
  // notes are left out, so that a long document's row stays about half the size of its slide model.
  const slideModel: Document = {
    ...document,
    slides: document.slides.map((slide) => ({ ...slide, text: '', notes: '' })),
  }
  // Issue 26: the item's full-text index for questions, stored with its summary.
  const questionIndex = buildQuestionIndex(document)

  const dropOriginal = deps.config.ORIGINALS_RETENTION === 'delete-after-processing'
  const storedKey = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ storageKey: presentations.storageKey })
      .from(presentations)
      .where(eq(presentations.id, presentationId))
    await tx
      .insert(summaries)
      .values({ presentationId, content: summary, slideModel })
      .onConflictDoUpdate({
        target: summaries.presentationId,
        set: { content: summary, slideModel, createdAt: new Date() },
      })
    if (summary.usage) {
      // Copied to the usage record, which outlives the file, for the admin's monthly sums (decision 035).
      await tx
        .update(usageRecords)
        .set({
          llmModel: summary.model ?? summary.provider,
          llmCalls: summary.usage.calls,
          llmInputTokens: summary.usage.inputTokens,
          llmOutputTokens: summary.usage.outputTokens,
          llmUsedAt: new Date(),
        })
        .where(eq(usageRecords.presentationId, presentationId))
    }
    await tx
      .insert(questionIndexes)
      .values({ presentationId, content: questionIndex })
      .onConflictDoUpdate({
        target: questionIndexes.presentationId,
        set: { content: questionIndex, createdAt: new Date() },
      })
    await tx
      .update(presentations)
      .set({
        status: 'completed',
        stage: 'done',
        progressDone: total,
        progressTotal: total,
        language: document.language,
        pageCount: document.pageCount,
        processedAt: new Date(),
        errorCode: null,
        errorMessage: null,
        document: null,
        ...(dropOriginal ? { storageKey: null, originalDeletedAt: new Date() } : {}),
      })
      .where(and(eq(presentations.id, presentationId), eq(presentations.status, 'processing')))
    return current?.storageKey ?? null
  })

  // The row says the original is gone in the same commit as the summary; the bytes go right after.
  if (dropOriginal && storedKey) await deps.storage.delete(storedKey)
  deps.log.info({ presentationId, slides: total, provider: summary.provider }, 'presentation processed')
}

/** The item's slide model; null when the item was deleted meanwhile (its fetched original is removed). */
async function readDocument(
  deps: PipelineDeps,
  item: typeof presentations.$inferSelect,
): Promise<Document | null> {
  // Read at upload already; checked again, as everything crossing a boundary is (STYLE.md §3).
  const handedOver = documentSchema.safeParse(item.document)
  if (handedOver.success) return handedOver.data
  if (item.storageKey) return deps.storage.withLocalFile(item.storageKey, (path) => ingestFile(path))
  if (!item.fileUrl) throw new Error(`presentation ${item.id} has neither a stored original nor a URL`)
  const { document, bytes } = await ingestUrl(item.fileUrl, {
    allowPrivateAddresses: deps.config.ALLOW_PRIVATE_URLS,
  })
  const storageKey = `originals/${item.id}`
  await deps.storage.put(storageKey, bytes, { contentType: 'application/pdf' })
  const [kept] = await deps.db
    .update(presentations)
    .set({ storageKey, sizeBytes: bytes.length })
    .where(eq(presentations.id, item.id))
    .returning({ id: presentations.id })
  // The item (or its account) was deleted during the download: nothing will ever name this file
  // (issue 25, item 2). A deletion after this update finds the key in the row and removes the file itself.
  if (!kept) {
    await deps.storage.delete(storageKey)
    return null
  }
  return document
}

/** A failed file does not count toward the allowance (its usage record is voided). */
export async function failItem(
  db: Db,
  presentationId: string,
  errorCode: string,
  errorMessage: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(presentations)
      .set({
        status: 'failed',
        stage: 'done',
        errorCode,
        errorMessage,
        processedAt: new Date(),
        document: null,
      })
      .where(and(eq(presentations.id, presentationId), eq(presentations.status, 'processing')))
    await tx.update(usageRecords).set({ voided: true }).where(eq(usageRecords.presentationId, presentationId))
  })
}

function updateItem(db: Db, id: string, values: Partial<typeof presentations.$inferInsert>) {
  return db.update(presentations).set(values).where(eq(presentations.id, id))
}
