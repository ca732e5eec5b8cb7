import { MAX_UPLOAD_BYTES, type Document } from '../shared'
import { IngestError } from './ingest-error'
import { DEFAULT_LIMITS, type IsolationLimits } from './isolation/isolation-limits'
import { parseInWorker } from './isolation/parse-in-worker'

export interface IngestOptions {
  /** Time limit for parsing one file (default 60 s). */
  timeoutMs?: number
  /** Heap limit of each worker reading the file, in MB (default: a quarter of memory, 512 to 2048). */
  maxMemoryMb?: number
  /** Workers that may read one PDF at once when idle (default: every idle one; 1 keeps each file to one). */
  maxWorkersPerFile?: number
  /** Memory outside the heap (inflated streams) of each worker reading the file, in MB (default 512). */
  maxBufferMb?: number
}

/** Any accepted file's bytes to a Document, parsed in a worker thread within the time and memory limits. */
export async function ingestBytes(bytes: Uint8Array, options: IngestOptions = {}): Promise<Document> {
  // Refused here, before a worker is started or the bytes are copied for it.
  if (bytes.length === 0) throw new IngestError('empty')
  if (bytes.length > MAX_UPLOAD_BYTES) throw new IngestError('too_large')
  return parseInWorker(bytes, isolationLimits(options))
}

export function isolationLimits(options: IngestOptions): IsolationLimits {
  return {
    timeoutMs: options.timeoutMs ?? DEFAULT_LIMITS.timeoutMs,
    maxMemoryMb: options.maxMemoryMb ?? DEFAULT_LIMITS.maxMemoryMb,
    maxWorkersPerFile: options.maxWorkersPerFile ?? DEFAULT_LIMITS.maxWorkersPerFile,
    maxBufferMb: options.maxBufferMb ?? DEFAULT_LIMITS.maxBufferMb,
  }
}
