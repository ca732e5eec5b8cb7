import type { Document } from '../shared'

/**
 * Source bytes of the documents held at once (files up to 8 MB are read at upload): past this, an upload
 * hands its document over through its row, as with PostgreSQL.
 */
const MAX_HELD_SOURCE_BYTES = 32 * 1024 * 1024

const held = new Map<string, { document: Document; sourceBytes: number }>()
let heldSourceBytes = 0

/**
 * With the embedded database the workers always run in the process that accepted the upload, and PGlite
 * runs on that process's event loop: writing a long document's slide model into its row and reading it
 * back (1.9 MB of JSON for 360 pages) held every request, `/api/health` included, for 100-200 ms
 * (issue 13, item 5). Such a process keeps the model in memory for its worker instead. Nothing is lost
 * with the process: a job that finds no model reads the stored original again.
 * Returns false when the memory set aside is taken; the caller then hands it over through the row.
 */
export function holdDocument(presentationId: string, document: Document, sourceBytes: number): boolean {
  if (heldSourceBytes + sourceBytes > MAX_HELD_SOURCE_BYTES) return false
  releaseDocument(presentationId)
  held.set(presentationId, { document, sourceBytes })
  heldSourceBytes += sourceBytes
  return true
}

/** The model held for the item, once; the memory is freed either way. */
export function takeHeldDocument(presentationId: string): Document | null {
  const entry = held.get(presentationId)
  releaseDocument(presentationId)
  return entry?.document ?? null
}

/** Frees what is held for an item that will not be processed (its admission failed). */
export function releaseDocument(presentationId: string): void {
  const entry = held.get(presentationId)
  if (!entry) return
  held.delete(presentationId)
  heldSourceBytes -= entry.sourceBytes
}
