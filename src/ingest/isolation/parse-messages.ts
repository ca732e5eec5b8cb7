import type { Document, IngestErrorCode } from '../../shared'

/**
 * What the main thread posts to a parse worker: the bytes (their buffer transferred, not copied), or the
 * path of a file for the worker to read itself, so that the main thread never holds the file at all.
 */
export type ParseRequest = { bytes: Uint8Array } | { path: string }

/**
 * The worker's answer. A refusal carries `detail`, the reader's own exception text, for logs only; a
 * `readError` is the file system failing (the file vanished, a disk error), not the file's content.
 */
export type ParseReply =
  | { ok: true; document: Document }
  | { ok: false; code: IngestErrorCode; message: string; detail?: string }
  | { ok: false; readError: { code?: string; message: string } }
