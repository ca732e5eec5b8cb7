import { parentPort, workerData } from 'node:worker_threads'
import { guessLanguage } from '../../ingest'
import { createSummaryProvider } from '../../summarize'
import type { SummaryTask, SummaryWorkerMessage } from './summary-messages'

// The summariser's whole run, local or LLM (whose fallback is the local one), away from the thread that
// answers requests (issue 13, item 5).
const { task } = workerData as { task: SummaryTask }
const send = (message: SummaryWorkerMessage) => parentPort!.postMessage(message)

try {
  const provider = createSummaryProvider({
    ...task.settings,
    // The LLM path checks each answer's language with ingest's own detection (issue 23, item 4).
    detectLanguage: guessLanguage,
    logger: { warn: (details, message) => send({ kind: 'warn', details, message }) },
  })
  const summary = await provider.summarize(task.document, {
    documentType: task.documentType,
    language: task.language,
    onProgress: (progress) => send({ kind: 'progress', progress }),
  })
  send({ kind: 'done', summary })
} catch (error) {
  const { name, message, stack } = error instanceof Error ? error : new Error(String(error))
  send({ kind: 'failed', error: { name, message, stack } })
}
