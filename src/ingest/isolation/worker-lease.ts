import type { Worker } from 'node:worker_threads'
import { IngestError } from '../ingest-error'
import type { PageCounter } from '../pdf/page-counter'
import type { PdfPages } from '../pdf/read-pdf'
import type { IsolationLimits } from './isolation-limits'
import type { FileInput, FileSource, ParseReply, ParseRequest, ReadyMessage } from './parse-messages'
import { releaseWorker, retireWorker, type PooledWorker } from './parse-worker-pool'

/**
 * How often a busy worker's buffer memory is looked at. V8 answers between two steps of running code, so
 * this works while the worker is deep in a synchronous inflate; what it misses is bounded by the growth
 * in one interval (pdf.js doubles a stream's buffer, so at worst one doubling past the limit).
 */
const BUFFER_CHECK_MS = 50

/**
 * One pool worker held for one file: asks it, and hands it back to the pool afterwards, or terminates it
 * when it failed, hit a limit or is still busy with an answer nobody waits for any more.
 */
export class WorkerLease {
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
        retireWorker(this.#pooled)
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
    else releaseWorker(this.#pooled)
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
