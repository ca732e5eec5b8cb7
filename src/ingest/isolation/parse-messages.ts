import type { Document, IngestErrorCode } from '../../shared'

/** What the main thread posts to a parse worker; the buffer is transferred, not copied. */
export interface ParseRequest {
  bytes: Uint8Array
}

/** The worker's answer; `detail` is the reader's own exception text, for logs only. */
export type ParseReply =
  { ok: true; document: Document } | { ok: false; code: IngestErrorCode; message: string; detail?: string }
