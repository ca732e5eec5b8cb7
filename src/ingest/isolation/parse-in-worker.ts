import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { documentSchema, type Document } from '../../shared'
import { IngestError } from '../ingest-error'
import type { ParseReply, ParseRequest } from './parse-messages'

export interface IsolationLimits {
  /** Wall-clock time for one file, from hand-over to answer. */
  timeoutMs: number
  /** V8 old-generation heap of the worker (resourceLimits.maxOldGenerationSizeMb). */
  maxMemoryMb: number
}

export const DEFAULT_LIMITS: IsolationLimits = { timeoutMs: 60_000, maxMemoryMb: 512 }

/**
 * A small bounded pool rather than a worker per file: starting a worker means loading pdf.js again
 * (about half a second here, more than parsing a typical deck), pdf.js runs several times faster once
 * warm, and parsing is CPU-bound, so more workers than cores only add start-ups and memory (a burst of
 * uploads once spawned one worker each). Files beyond the pool wait for a worker; their time limit
 * starts when a worker takes them. A worker that hit a limit is terminated, never reused; a healthy one
 * is reused for a bounded number of files so that anything a reader leaks is dropped with it.
 */
const MAX_WORKERS = Math.max(2, availableParallelism())
const MAX_FILES_PER_WORKER = 100

interface PooledWorker {
  worker: Worker
  maxMemoryMb: number
  files: number
}

const live = new Set<PooledWorker>()
const idle: PooledWorker[] = []
const waiting: (() => void)[] = []

const bootstrapUrl = new URL('./parse-worker-bootstrap.mjs', import.meta.url)
const workerUrl = new URL('./parse-worker.ts', import.meta.url)

/** A file for the worker to read itself: the caller never holds its bytes. */
export interface FileInput {
  path: string
}

/**
 * Parses bytes, or a file read by the worker, in a worker thread within the limits; a limit hit or a
 * crash there is an IngestError here, a failure to read the file an Error with its errno `code`.
 */
export async function parseInWorker(
  input: Uint8Array | FileInput,
  limits: IsolationLimits = DEFAULT_LIMITS,
): Promise<Document> {
  const pooled = await acquire(limits.maxMemoryMb)
  const { worker } = pooled
  worker.ref()

  return new Promise<Document>((resolve, reject) => {
    const settle = (outcome: () => void, keepWorker: boolean) => {
      clearTimeout(timer)
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
      if (keepWorker) release(pooled)
      else retire(pooled)
      outcome()
    }
    const onMessage = (reply: ParseReply) => {
      if (reply.ok) {
        const parsed = documentSchema.safeParse(reply.document)
        settle(
          () =>
            parsed.success
              ? resolve(parsed.data)
              : reject(new IngestError('corrupt', undefined, { cause: parsed.error })),
          true,
        )
        return
      }
      if ('readError' in reply) {
        const { code, message } = reply.readError
        settle(() => reject(Object.assign(new Error(message), { code })), true)
        return
      }
      settle(() => reject(new IngestError(reply.code, reply.message, { cause: reply.detail })), true)
    }
    const onError = (error: Error & { code?: string }) => {
      // ERR_WORKER_OUT_OF_MEMORY: the file needs more memory than one file may take.
      const code = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_large_uncompressed' : 'corrupt'
      settle(() => reject(new IngestError(code, undefined, { cause: error })), false)
    }
    const onExit = (exitCode: number) => {
      settle(
        () => reject(new IngestError('corrupt', undefined, { cause: `worker exited with ${exitCode}` })),
        false,
      )
    }
    const timer = setTimeout(() => settle(() => reject(new IngestError('timeout')), false), limits.timeoutMs)

    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.on('exit', onExit)
    if (input instanceof Uint8Array) {
      // A private copy is transferred: the caller keeps its bytes, and the worker gets them without a copy.
      const own = input.slice()
      const request: ParseRequest = { bytes: own }
      worker.postMessage(request, [own.buffer])
    } else {
      const request: ParseRequest = { path: input.path }
      worker.postMessage(request)
    }
  })
}

/** Workers alive now, busy or idle (for tests of the bound). */
export function liveWorkerCount(): number {
  return live.size
}

/** An idle worker with these limits, a new one while the pool has room, else the next one freed. */
async function acquire(maxMemoryMb: number): Promise<PooledWorker> {
  for (;;) {
    const index = idle.findIndex((pooled) => pooled.maxMemoryMb === maxMemoryMb)
    if (index >= 0) return idle.splice(index, 1)[0]!
    if (live.size < MAX_WORKERS) return spawn(maxMemoryMb)
    // Full, but a worker with other limits sits idle: make room for one with these.
    const other = idle[0]
    if (other) {
      retire(other)
      continue
    }
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
}

function release(pooled: PooledWorker): void {
  pooled.files++
  if (pooled.files >= MAX_FILES_PER_WORKER) {
    retire(pooled)
    return
  }
  // An idle worker must not keep the process (a CLI run, a test file) alive.
  pooled.worker.unref()
  idle.push(pooled)
  waiting.shift()?.()
}

/** Out of the pool for good: terminated, and its place given to a file that waits. */
function retire(pooled: PooledWorker): void {
  if (!live.delete(pooled)) return
  const index = idle.indexOf(pooled)
  if (index >= 0) idle.splice(index, 1)
  void pooled.worker.terminate()
  waiting.shift()?.()
}

function spawn(maxMemoryMb: number): PooledWorker {
  const worker = new Worker(bootstrapUrl, {
    workerData: { loader: typeScriptLoader(), entry: workerUrl.href },
    // Whatever started this process (tsx, vitest), its flags must not leak into the worker.
    execArgv: [],
    // V8's own young generation: a 64 MB one (tried, for pdf.js's many short-lived objects) read PDFs
    // 5-10% slower here and held more memory.
    resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb },
  })
  const pooled: PooledWorker = { worker, maxMemoryMb, files: 0 }
  live.add(pooled)
  // While a file is parsed, an error is that file's answer (parseInWorker listens then). One raised
  // outside a file (a late failure inside a reader) must not go unheard: an 'error' event without a
  // listener is thrown in this thread, and would take the server down with the worker.
  worker.on('error', (error) => {
    if (idle.includes(pooled)) console.warn(`An idle parse worker failed and was dropped: ${error.message}`)
  })
  // A worker that dies on its own (it should not) leaves the pool rather than failing the next file.
  worker.once('exit', () => retire(pooled))
  return pooled
}

/** The worker is TypeScript run from source: the bootstrap loads tsx for it, after pdf.js. */
function typeScriptLoader(): string | undefined {
  if (!fileURLToPath(workerUrl).endsWith('.ts')) return undefined
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
}
