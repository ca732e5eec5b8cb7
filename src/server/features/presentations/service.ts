import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { PgBoss } from 'pg-boss'
import type { Config } from '../../../config'
import { presentations, usageRecords, users, type Db } from '../../../db'
import { isIngestError, parsePdfUrl } from '../../../ingest'
import { enqueueProcessing, holdDocument, releaseDocument } from '../../../jobs'
import { AppError, previousVersionIdSchema, type DocumentType, type Language } from '../../../shared'
import type { Storage } from '../../../storage'
import { getFileAllowance, isAtLimit } from '../../usage/file-allowance'
import { checkUpload } from './check-upload'
import { LIMIT_REACHED_MESSAGE, ONLY_FAILED_RETRY_MESSAGE } from './messages'
import { findOwnPresentation, findTakenSlugs, presentationColumns, type PresentationRow } from './queries'
import type { ReceivedUpload } from './receive-upload'
import { nextFreeSlug, slugify } from '../../slugs/slug'

export interface PresentationDeps {
  db: Db
  boss: PgBoss
  storage: Storage
  config: Config
}

type NewItem = Pick<
  typeof presentations.$inferInsert,
  | 'id'
  | 'originalName'
  | 'fileType'
  | 'fileUrl'
  | 'documentType'
  | 'summaryLanguage'
  | 'storageKey'
  | 'sizeBytes'
  | 'document'
> & { previousVersionId?: string | null }

/** An uploaded file: checked, stored, then admitted with its job. Nothing is kept if any step refuses. */
export async function acceptUpload(
  deps: PresentationDeps,
  userId: string,
  upload: ReceivedUpload,
): Promise<PresentationRow> {
  try {
    const previousVersionId = await readPreviousVersion(deps.db, userId, upload.fields.previousVersionId)
    const checked = await checkUpload(upload.tempPath, upload.sizeBytes, upload.originalName)
    const id = randomUUID()
    const storageKey = `originals/${id}`
    await deps.storage.putFile(storageKey, upload.tempPath)
    // The embedded database's workers run in this process: the model stays in memory, out of the row
    // (held before the commit, so the job cannot start without it).
    const isHeld =
      checked.document !== null &&
      !deps.config.DATABASE_URL &&
      holdDocument(id, checked.document, upload.sizeBytes)
    try {
      return await admitItem(deps, userId, {
        id,
        originalName: upload.originalName,
        fileType: checked.format,
        fileUrl: null,
        documentType: upload.documentType,
        summaryLanguage: upload.summaryLanguage,
        storageKey,
        sizeBytes: upload.sizeBytes,
        document: isHeld ? null : checked.document,
        previousVersionId,
      })
    } catch (error) {
      releaseDocument(id)
      await deps.storage.delete(storageKey)
      throw error
    }
  } finally {
    await upload.discard()
  }
}

/** "Upload new version" (issue 27): the item the upload replaces must be the uploader's own, else 404. */
async function readPreviousVersion(
  db: Db,
  userId: string,
  field: string | undefined,
): Promise<string | null> {
  if (!field) return null
  const parsed = previousVersionIdSchema.safeParse(field)
  if (!parsed.success) throw new AppError('not_found', 'Presentation not found')
  return (await requireOwn(db, userId, parsed.data)).id
}

/** A PDF link: fetched by the worker, with the address checks, and stored as the item's original. */
export function acceptUrl(
  deps: PresentationDeps,
  userId: string,
  input: { url: string; documentType: DocumentType; summaryLanguage?: Language | null },
): Promise<PresentationRow> {
  // A link that can never be fetched (its form, a private or local address, a metadata name) is refused
  // now, not accepted and failed a moment later (issue 18); names are resolved, and checked again, on fetch.
  const url = checkLinkForm(input.url, deps.config.ALLOW_PRIVATE_URLS)
  return admitItem(deps, userId, {
    id: randomUUID(),
    originalName: nameFromUrl(url),
    fileType: 'url',
    fileUrl: url.toString(),
    documentType: input.documentType,
    summaryLanguage: input.summaryLanguage ?? null,
    storageKey: null,
    sizeBytes: null,
    document: null,
  })
}

function checkLinkForm(link: string, allowPrivateAddresses: boolean): URL {
  try {
    return parsePdfUrl(link, { allowPrivateAddresses }).url
  } catch (error) {
    // Nothing was fetched: the link itself is wrong, so it is the request that is bad (400).
    if (isIngestError(error)) throw new AppError('bad_request', error.message)
    throw error
  }
}

/**
 * The row, its usage record and its job in one transaction, after the allowance check. The user's row is
 * locked first, so concurrent uploads of one account are admitted one at a time and cannot overshoot.
 */
async function admitItem(deps: PresentationDeps, userId: string, item: NewItem): Promise<PresentationRow> {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    if (isAtLimit(await getFileAllowance(tx, userId))) {
      throw new AppError('limit_reached', LIMIT_REACHED_MESSAGE, { upgradeRequired: true })
    }
    const base = slugify(item.originalName)
    const slug = nextFreeSlug(base, await findTakenSlugs(tx, userId, base))
    const [row] = await tx
      .insert(presentations)
      .values({ ...item, userId, slug })
      .returning(presentationColumns)
    await tx.insert(usageRecords).values({ userId, presentationId: row!.id })
    await enqueueProcessing(deps.boss, tx, row!.id)
    return row!
  })
}

/** A failed item goes back to the queue; it counts toward the allowance again, once. */
export async function retryPresentation(
  deps: PresentationDeps,
  userId: string,
  id: string,
): Promise<PresentationRow> {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const item = await findOwnPresentation(tx, userId, id)
    if (!item) throw new AppError('not_found', 'Presentation not found')
    if (item.status !== 'failed') throw new AppError('conflict', ONLY_FAILED_RETRY_MESSAGE)
    if (isAtLimit(await getFileAllowance(tx, userId))) {
      throw new AppError('limit_reached', LIMIT_REACHED_MESSAGE, { upgradeRequired: true })
    }
    const [row] = await tx
      .update(presentations)
      .set({
        status: 'processing',
        stage: 'queued',
        progressDone: 0,
        progressTotal: 0,
        errorCode: null,
        errorMessage: null,
        processingStartedAt: null,
        processedAt: null,
      })
      .where(eq(presentations.id, id))
      .returning(presentationColumns)
    await tx
      .insert(usageRecords)
      .values({ userId, presentationId: id })
      .onConflictDoUpdate({ target: usageRecords.presentationId, set: { voided: false } })
    await enqueueProcessing(deps.boss, tx, id)
    return row!
  })
}

export async function renamePresentation(db: Db, userId: string, id: string, originalName: string) {
  const [row] = await db
    .update(presentations)
    .set({ originalName })
    .where(eq(presentations.id, (await requireOwn(db, userId, id)).id))
    .returning(presentationColumns)
  return row!
}

export async function setPresentationNote(db: Db, userId: string, id: string, userNote: string | null) {
  const note = userNote?.trim() ? userNote.trim() : null
  const [row] = await db
    .update(presentations)
    .set({ userNote: note })
    .where(eq(presentations.id, (await requireOwn(db, userId, id)).id))
    .returning(presentationColumns)
  return row!
}

/** Removes the item, its summary and shares (cascade), then its stored original. */
export async function deletePresentation(deps: PresentationDeps, userId: string, id: string): Promise<void> {
  const item = await requireOwn(deps.db, userId, id)
  await deps.db.delete(presentations).where(eq(presentations.id, item.id))
  if (item.storageKey) await deps.storage.delete(item.storageKey)
}

export async function requireOwn(db: Db, userId: string, id: string): Promise<PresentationRow> {
  const item = await findOwnPresentation(db, userId, id)
  if (!item) throw new AppError('not_found', 'Presentation not found')
  return item
}

export function uploadTempDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'tmp')
}

/** 'https://x.org/decks/Q3%20Review.pdf' -> 'Q3 Review.pdf'; a bare host names the item after itself. */
function nameFromUrl(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop()
  let name = url.hostname
  if (last) {
    try {
      name = decodeURIComponent(last)
    } catch {
      name = last
    }
  }
  return name.slice(0, 255)
}
