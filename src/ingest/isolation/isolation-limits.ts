import { totalmem } from 'node:os'

/** What one file may take of a parse worker; see parseInWorker. */
export interface IsolationLimits {
  /** Wall-clock time for one file, from hand-over to answer. */
  timeoutMs: number
  /** V8 old-generation heap of each worker that reads the file (resourceLimits.maxOldGenerationSizeMb). */
  maxMemoryMb: number
  /** Workers that may read one PDF at once, when they are idle (decision 012). */
  maxWorkersPerFile: number
  /**
   * Memory outside the heap (ArrayBuffers) of each worker reading the file, in MB: where pdf.js keeps a
   * stream as it inflates it, so a few MB of PDF can ask for gigabytes there, which no heap limit sees.
   */
  maxBufferMb: number
}

/**
 * A quarter of the machine's memory per worker, between 512 MB and 2 GB. Below 2 GB V8 starts marking
 * much earlier, and two workers reading at once then ran 20-80% slower on 2 cores (decision 012); the
 * limit is a bound for a runaway file, not a budget a normal one comes near (the corpus needs < 100 MB).
 */
const DEFAULT_MEMORY_MB = Math.min(2048, Math.max(512, Math.floor(totalmem() / 4 / 1024 / 1024)))

export const DEFAULT_LIMITS: IsolationLimits = {
  timeoutMs: 60_000,
  maxMemoryMb: DEFAULT_MEMORY_MB,
  maxWorkersPerFile: Number.POSITIVE_INFINITY,
  maxBufferMb: 512,
}
