import type { Readable } from 'node:stream'

export interface PutOptions {
  /** Kept as the object's Content-Type where the backend stores one (S3); the local directory ignores it. */
  contentType?: string
}

/**
 * Where uploaded originals live (ARCHITECTURE.md, Scale-out). Keys are opaque, app-made strings such as
 * `originals/<uuid>`; every method refuses a key that could leave the store (see assertValidKey).
 */
export interface Storage {
  /** Streams `body` under `key`, replacing what was there; the key shows either the old or the whole new object, never a part. */
  put(key: string, body: Readable | Uint8Array, options?: PutOptions): Promise<{ size: number }>
  /** The stored bytes as a stream; throws StorageNotFoundError when nothing is stored under `key`. */
  get(key: string): Promise<Readable>
  /** Removes the object; deleting a missing key is not an error. */
  delete(key: string): Promise<void>
  /**
   * Runs `fn` with a path to the object on the local disk (readers such as pdfjs want a file):
   * the stored file itself for the local backend, a temporary copy (removed afterwards) for S3.
   * `fn` must not modify or keep the path. Throws StorageNotFoundError when nothing is stored.
   */
  withLocalFile<T>(key: string, fn: (path: string) => Promise<T>): Promise<T>
  /**
   * Moves the file at `path` under `key`: on success the file no longer exists at `path` (local: a rename
   * when on the same file system; S3: a streamed upload, then the file is removed). On failure it stays.
   */
  putFile(key: string, path: string, options?: PutOptions): Promise<{ size: number }>
  /**
   * Every stored key that starts with `prefix` (a folder such as 'originals/'), with when it was last
   * written; for sweeping what no row names any more. Partial writes in progress are not listed.
   */
  list(prefix: string): AsyncIterable<StoredObject>
}

export interface StoredObject {
  key: string
  modifiedAt: Date
}

export class StorageNotFoundError extends Error {
  override name = 'StorageNotFoundError'
  readonly code = 'not_found'
  readonly key: string

  constructor(key: string, options?: { cause?: unknown }) {
    super(`Nothing is stored under ${JSON.stringify(key)}`, options)
    this.key = key
  }
}
