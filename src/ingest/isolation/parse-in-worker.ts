import { open } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { availableParallelism, totalmem } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { documentSchema, type Document } from '../../shared'
import { hasPdfSignature, PDF_SIGNATURE_WINDOW } from '../detect-file-type'
import { IngestError } from '../ingest-error'
import { createPageCounter, type PageCounter } from '../pdf/page-counter'
import type { PdfPages } from '../pdf/read-pdf'
import type { FileSource, ParseReply, ParseRequest, ReadyMessage } from './parse-messages'

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

/**
 * How often a busy worker's buffer memory is looked at. V8 answers between two steps of running code, so
 * this works while the worker is deep in a synchronous inflate; what it misses is bounded by the growth
 * in one interval (pdf.js doubles a stream's buffer, so at worst one doubling past the limit).
 */
const BUFFER_CHECK_MS = 50

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
/**
 * A PDF up to this size is read by every warm worker that is idle when it arrives, each claiming pages
 * from a shared counter (decision 012). A larger one is read by one worker, so that memory holds one copy.
 */
const MAX_SPLIT_BYTES = 16 * 1024 * 1024

interface PooledWorker {
  worker: Worker
  maxMemoryMb: number
  files: number
  /** It has loaded pdf.js and the readers: as a helper it adds speed, not a start-up. */
  ready: boolean
}

const live = new Set<PooledWorker>()
const idle: PooledWorker[] = []
const waiting: (() => void)[] = []
let splitFiles = 0

const bootstrapUrl = new URL('./parse-worker-bootstrap.mjs', import.meta.url)
const workerUrl = new URL('./parse-worker.ts', import.meta.url)

/** A file for the worker to read itself: the caller never holds its bytes. */
export interface FileInput {
  path: string
}

/**
 * Parses bytes, or a file read by the worker, in worker threads within the limits; a limit hit or a
 * crash there is an IngestError here, a failure to read the file an Error with its errno `code`.
 */
export async function parseInWorker(
  input: Uint8Array | FileInput,
  limits: IsolationLimits = DEFAULT_LIMITS,
): Promise<Document> {
  const splittable = limits.maxWorkersPerFile > 1 && (await isSplittablePdf(input))
  const leases = [new Lease(await acquire(limits.maxMemoryMb), limits)]
  if (splittable) {
    const helpers = takeIdleHelpers(limits.maxMemoryMb, limits.maxWorkersPerFile - 1)
    leases.push(...helpers.map((helper) => new Lease(helper, limits)))
    if (helpers.length === 0) prepareHelper(limits.maxMemoryMb)
  }
  const timer = setTimeout(() => {
    for (const lease of leases) lease.cancel(new IngestError('timeout'))
  }, limits.timeoutMs)
  try {
    const [primary] = leases as [Lease]
    if (leases.length === 1) return documentOf(await primary.ask(input))
    splitFiles++
    const pageCounter = createPageCounter()
    // Every worker's answer is awaited, not just the first refusal: a file refused by one (encrypted,
    // corrupt) is refused by all at once, and a worker stopped mid-file would have to be replaced.
    const answers = await Promise.allSettled(leases.map((lease) => lease.ask(input, pageCounter)))
    const reads = answers.map((answer) => {
      if (answer.status === 'rejected') throw answer.reason
      return pagesOf(answer.value)
    })
    return documentOf(await primary.ask({ assemble: reads }))
  } finally {
    clearTimeout(timer)
    for (const lease of leases) lease.end()
  }
}

/** Workers alive now, busy or idle (for tests of the bound). */
export function liveWorkerCount(): number {
  return live.size
}

/** Files read by more than one worker so far (for tests of the split). */
export function splitFileCount(): number {
  return splitFiles
}

/**
 * One worker held for one file: asks it, and hands it back to the pool afterwards, or terminates it when
 * it failed, hit a limit or is still busy with an answer nobody waits for any more.
 */
class Lease {
  readonly #pooled: PooledWorker
  readonly #maxBufferBytes: number
  #pending: ((error: IngestError) => void) | undefined
  #gone = false

  constructor(pooled: PooledWorker, limits: IsolationLimits) {
    this.#pooled = pooled
    this.#maxBufferBytes = limits.maxBufferMb * 1024 * 1024
    pooled.worker.ref()
  }

  /** The worker's reply to a file (whole, or the pages it claims from a counter), or to joining reads. */
  ask(question: Question, pageCounter?: PageCounter): Promise<ParseReply> {
    const { worker } = this.#pooled
    return new Promise<ParseReply>((resolve, reject) => {
      const finish = (outcome: () => void) => {
        clearInterval(bufferCheck)
        worker.off('message', onMessage)
        worker.off('error', onError)
        worker.off('exit', onExit)
        this.#pending = undefined
        outcome()
      }
      const fail = (error: IngestError) => {
        this.#gone = true
        retire(this.#pooled)
        finish(() => reject(error))
      }
      const onMessage = (message: ParseReply | ReadyMessage) => {
        if ('ready' in message) return
        finish(() => resolve(message))
      }
      const onError = (error: Error & { code?: string }) => {
        // ERR_WORKER_OUT_OF_MEMORY: the file needs more memory than one file may take.
        const code = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_large_uncompressed' : 'corrupt'
        fail(new IngestError(code, undefined, { cause: error }))
      }
      const onExit = (exitCode: number) => {
        fail(new IngestError('corrupt', undefined, { cause: `worker exited with ${exitCode}` }))
      }
      this.#pending = fail
      const bufferCheck = setInterval(() => {
        worker.getHeapStatistics().then(
          (stats) => {
            if (this.#pending === fail && stats.external_memory > this.#maxBufferBytes)
              fail(new IngestError('too_large_uncompressed', undefined, { cause: 'buffer memory limit' }))
          },
          // The worker ended meanwhile: its 'exit' answers the question.
          () => {},
        )
      }, BUFFER_CHECK_MS)
      worker.on('message', onMessage)
      worker.on('error', onError)
      worker.on('exit', onExit)
      post(worker, question, pageCounter)
    })
  }

  /** Stops a question still open: the worker is terminated and the question answered with `error`. */
  cancel(error: IngestError): void {
    this.#pending?.(error)
  }

  end(): void {
    if (this.#gone) return
    // Still parsing for a file whose answer is already settled (another worker's read failed): stop it.
    if (this.#pending) this.cancel(new IngestError('timeout'))
    else release(this.#pooled)
  }
}

/** What a lease asks: a file, bytes or a path, or what several workers read of a PDF, to join. */
type Question = Uint8Array | FileInput | { assemble: PdfPages[] }

function post(worker: Worker, question: Question, pageCounter?: PageCounter): void {
  if (!(question instanceof Uint8Array)) {
    const request: ParseRequest =
      'assemble' in question ? question : { path: question.path, ...(pageCounter && { pageCounter }) }
    worker.postMessage(request)
    return
  }
  // A private copy is transferred: the caller keeps its bytes, and the worker gets them without a copy.
  // Copied by the constructor, not slice(): a Buffer's slice() is a view on memory that may be shared.
  const own = new Uint8Array(question)
  const source: FileSource = { bytes: own }
  const request: ParseRequest = pageCounter ? { ...source, pageCounter } : source
  worker.postMessage(request, [own.buffer])
}

function documentOf(reply: ParseReply): Document {
  const answer = answerOf(reply)
  if (!('document' in answer)) throw new IngestError('corrupt', undefined, { cause: 'expected a document' })
  const parsed = documentSchema.safeParse(answer.document)
  if (!parsed.success) throw new IngestError('corrupt', undefined, { cause: parsed.error })
  return parsed.data
}

function pagesOf(reply: ParseReply): PdfPages {
  const answer = answerOf(reply)
  if (!('pages' in answer)) throw new IngestError('corrupt', undefined, { cause: 'expected pages' })
  return answer.pages
}

function answerOf(reply: ParseReply): Extract<ParseReply, { ok: true }> {
  if (reply.ok) return reply
  if ('readError' in reply) {
    const { code, message } = reply.readError
    throw Object.assign(new Error(message), { code })
  }
  throw new IngestError(reply.code, reply.message, { cause: reply.detail })
}

/**
 * Only the signature is looked at (the first KB of a file on disk); a file that cannot be read here is
 * not split, and its worker then reports why it cannot be read.
 */
async function isSplittablePdf(input: Uint8Array | FileInput): Promise<boolean> {
  if (input instanceof Uint8Array) return input.length <= MAX_SPLIT_BYTES && hasPdfSignature(input)
  try {
    const file = await open(input.path, 'r')
    try {
      const { size } = await file.stat()
      if (size > MAX_SPLIT_BYTES) return false
      const { buffer, bytesRead } = await file.read(
        new Uint8Array(PDF_SIGNATURE_WINDOW),
        0,
        PDF_SIGNATURE_WINDOW,
        0,
      )
      return hasPdfSignature(buffer.subarray(0, bytesRead))
    } finally {
      await file.close()
    }
  } catch {
    return false
  }
}

/** An idle worker with these limits, a new one while the pool has room, else the next one freed. */
async function acquire(maxMemoryMb: number): Promise<PooledWorker> {
  for (;;) {
    const matching = idle.filter((pooled) => pooled.maxMemoryMb === maxMemoryMb)
    const chosen = matching.find((pooled) => pooled.ready) ?? matching[0]
    if (chosen) return take(chosen)
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

/** Up to `count` warm idle workers with these limits, unless files are waiting for any worker at all. */
function takeIdleHelpers(maxMemoryMb: number, count: number): PooledWorker[] {
  if (waiting.length > 0) return []
  return idle
    .filter((pooled) => pooled.ready && pooled.maxMemoryMb === maxMemoryMb)
    .slice(0, count)
    .map(take)
}

/**
 * Starts one more worker while the pool has room, idle until a file needs it: a helper must be warm
 * before it is any help, and files that arrive one at a time would otherwise never grow the pool.
 */
function prepareHelper(maxMemoryMb: number): void {
  if (live.size >= MAX_WORKERS || waiting.length > 0) return
  const pooled = spawn(maxMemoryMb)
  pooled.worker.unref()
  idle.push(pooled)
}

function take(pooled: PooledWorker): PooledWorker {
  idle.splice(idle.indexOf(pooled), 1)
  return pooled
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
  const pooled: PooledWorker = { worker, maxMemoryMb, files: 0, ready: false }
  live.add(pooled)
  worker.once('message', () => (pooled.ready = true))
  // While a file is parsed, an error is that file's answer (its lease listens then). One raised outside
  // a file (a late failure inside a reader) must not go unheard: an 'error' event without a listener is
  // thrown in this thread, and would take the server down with the worker.
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
