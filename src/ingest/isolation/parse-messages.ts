import type { Document, IngestErrorCode } from '../../shared'
import type { PageCounter } from '../pdf/page-counter'
import type { PdfPages } from '../pdf/read-pdf'

/** A file for the worker to read itself: the caller never holds its bytes. */
export interface FileInput {
  path: string
}

/**
 * The file a worker parses: its bytes (their buffer transferred, not copied), or its path for the worker to
 * read itself, so that the main thread never holds the file at all.
 */
export type FileSource = { bytes: Uint8Array } | FileInput

/**
 * What the main thread posts to a parse worker: a file to parse whole; a PDF read by several workers at
 * once, each claiming pages from the shared counter; or what they read, to be joined into the Document.
 */
export type ParseRequest = FileSource | (FileSource & { pageCounter: PageCounter }) | { assemble: PdfPages[] }

/**
 * The worker's answer. A refusal carries `detail`, the reader's own exception text, for logs only; a
 * `readError` is the file system failing (the file vanished, a disk error), not the file's content.
 */
export type ParseReply =
  | { ok: true; document: Document }
  | { ok: true; pages: PdfPages }
  | { ok: false; code: IngestErrorCode; message: string; detail?: string }
  | { ok: false; readError: { code?: string; message: string } }

/** Sent once by each worker, before any reply, when it has loaded everything and can parse at full speed. */
export interface ReadyMessage {
  ready: true
}
