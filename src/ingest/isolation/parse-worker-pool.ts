import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

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

export interface PooledWorker {
  worker: Worker
  maxMemoryMb: number
  files: number
  /** It has loaded pdf.js and the readers: as a helper it adds speed, not a start-up. */
  ready: boolean
}

const live = new Set<PooledWorker>()
const idle: PooledWorker[] = []
const waiting: (() => void)[] = []

const bootstrapUrl = new URL('./parse-worker-bootstrap.mjs', import.meta.url)
// Compiled (dist/server), this module is JavaScript and so is the worker; under tsx both are TypeScript.
const workerUrl = new URL(
  fileURLToPath(import.meta.url).endsWith('.ts') ? './parse-worker.ts' : './parse-worker.js',
  import.meta.url,
)

/** Workers alive now, busy or idle (for tests of the bound). */
export function liveWorkerCount(): number {
  return live.size
}

/** An idle worker with these limits, a new one while the pool has room, else the next one freed. */
export async function acquireWorker(maxMemoryMb: number): Promise<PooledWorker> {
  for (;;) {
    const matching = idle.filter((pooled) => pooled.maxMemoryMb === maxMemoryMb)
    const chosen = matching.find((pooled) => pooled.ready) ?? matching[0]
    if (chosen) return take(chosen)
    if (live.size < MAX_WORKERS) return spawn(maxMemoryMb)
    // Full, but a worker with other limits sits idle: make room for one with these.
    const other = idle[0]
    if (other) {
      retireWorker(other)
      continue
    }
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
}

/** Up to `count` warm idle workers with these limits, unless files are waiting for any worker at all. */
export function takeIdleHelpers(maxMemoryMb: number, count: number): PooledWorker[] {
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
export function prepareHelper(maxMemoryMb: number): void {
  if (live.size >= MAX_WORKERS || waiting.length > 0) return
  const pooled = spawn(maxMemoryMb)
  pooled.worker.unref()
  idle.push(pooled)
}

function take(pooled: PooledWorker): PooledWorker {
  idle.splice(idle.indexOf(pooled), 1)
  return pooled
}

/** Back to the pool after a file, or retired once it has read its share of files. */
export function releaseWorker(pooled: PooledWorker): void {
  pooled.files++
  if (pooled.files >= MAX_FILES_PER_WORKER) {
    retireWorker(pooled)
    return
  }
  // An idle worker must not keep the process (a CLI run, a test file) alive.
  pooled.worker.unref()
  idle.push(pooled)
  waiting.shift()?.()
}

/** Out of the pool for good: terminated, and its place given to a file that waits. */
export function retireWorker(pooled: PooledWorker): void {
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
  worker.once('exit', () => retireWorker(pooled))
  return pooled
}

/** The worker is TypeScript run from source: the bootstrap loads tsx for it, after pdf.js. */
function typeScriptLoader(): string | undefined {
  if (!fileURLToPath(workerUrl).endsWith('.ts')) return undefined
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
}
