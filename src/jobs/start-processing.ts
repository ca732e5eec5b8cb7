import type { PgBoss } from 'pg-boss'
import { summarizerSettings, type Config } from '../config'
import type { Database } from '../db'
import type { Storage } from '../storage'
import { startJobQueue } from './job-queue'
import type { PipelineDeps } from './process-presentation'
import { requeueOrphanedJobs, startWorkers } from './start-workers'
import { createWorkerSummaryProvider } from './summary-worker/create-worker-summary-provider'

export type ProcessingLogger = PipelineDeps['log']

/** The queue for every process, and workers where this process runs them (RUN_WORKER, `npm run worker`). */
export async function startProcessing(
  database: Database,
  storage: Storage,
  config: Config,
  log: ProcessingLogger,
  { runWorkers }: { runWorkers: boolean },
): Promise<PgBoss> {
  const boss = await startJobQueue(database, (error) => log.error({ err: error }, 'job queue error'))
  if (!runWorkers) return boss
  if (database.kind === 'embedded') {
    const requeued = await requeueOrphanedJobs(boss)
    if (requeued > 0) log.info({ requeued }, 'requeued jobs left by a previous run')
  }
  const summarizer = createWorkerSummaryProvider({
    ...summarizerSettings(config),
    logger: log,
  })
  await startWorkers(boss, { db: database.db, storage, summarizer, config, log }, config.WORKER_CONCURRENCY)
  return boss
}
