import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Summary } from '../../shared'
import type { SummaryLogger, SummaryProvider, SummaryProviderSettings } from '../../summarize'
import type { SummaryTask, SummaryWorkerMessage } from './summary-messages'

const bootstrapUrl = new URL('./worker-bootstrap.mjs', import.meta.url)
// Compiled, this module is JavaScript and so is its worker; under tsx both are TypeScript.
const workerUrl = new URL(
  fileURLToPath(import.meta.url).endsWith('.ts') ? './summary-worker.ts' : './summary-worker.js',
  import.meta.url,
)

/**
 * The configured summariser, each document summarised in a worker thread of its own: the local summariser
 * is CPU-bound for seconds on a long document and would otherwise hold every request of the process,
 * `/api/health` included, when the workers run inside the server (issue 13, item 5). A worker per job
 * rather than a pool: it costs a few tens of milliseconds beside seconds of work, and an idle server
 * keeps no summariser in memory. Cancelling terminates the worker.
 */
export function createWorkerSummaryProvider(settings: SummaryProviderSettings): SummaryProvider {
  const { logger, ...plain } = settings
  return {
    name: settings.provider,
    summarize: (document, { documentType, language, onProgress, signal }) =>
      runInWorker({ settings: plain, document, documentType, language }, { onProgress, signal, logger }),
  }
}

function runInWorker(
  task: SummaryTask,
  {
    onProgress,
    signal,
    logger,
  }: {
    onProgress?: (progress: { done: number; total: number }) => void
    signal?: AbortSignal
    logger?: SummaryLogger
  },
): Promise<Summary> {
  signal?.throwIfAborted()
  return new Promise<Summary>((resolve, reject) => {
    const worker = new Worker(bootstrapUrl, {
      workerData: { loader: typeScriptLoader(), entry: workerUrl.href, task },
      execArgv: [],
    })
    let settled = false
    const settle = (finish: () => void) => {
      if (settled) return
      settled = true
      signal?.removeEventListener('abort', onAbort)
      void worker.terminate()
      finish()
    }
    const onAbort = () => settle(() => reject(signal!.reason))
    signal?.addEventListener('abort', onAbort, { once: true })
    worker.on('message', (message: SummaryWorkerMessage) => {
      if (message.kind === 'progress') onProgress?.(message.progress)
      else if (message.kind === 'warn') logger?.warn(message.details, message.message)
      else if (message.kind === 'done') settle(() => resolve(message.summary))
      else settle(() => reject(Object.assign(new Error(message.error.message), message.error)))
    })
    worker.on('error', (error) => settle(() => reject(error)))
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`the summary worker stopped (exit code ${code}) before it answered`))),
    )
  })
}

function typeScriptLoader(): string | undefined {
  if (!fileURLToPath(workerUrl).endsWith('.ts')) return undefined
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
}
