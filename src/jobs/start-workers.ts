import type { PgBoss } from 'pg-boss'
import { PROCESS_QUEUE, RETRY_LIMIT, type ProcessJobData } from './job-queue'
import {
  failItem,
  FINAL_FAILURE_MESSAGE,
  processPresentation,
  type PipelineDeps,
} from './process-presentation'

/**
 * Takes processing jobs from the queue, `concurrency` at a time in this process. A job that throws is
 * retried by pg-boss; on its last attempt the item is marked failed first, so no item waits forever.
 */
export async function startWorkers(boss: PgBoss, deps: PipelineDeps, concurrency: number): Promise<void> {
  await boss.work<ProcessJobData>(
    PROCESS_QUEUE,
    {
      localConcurrency: concurrency,
      batchSize: 1,
      // pg-boss waits the polling interval after each job, even with NOTIFY: keep it short so a busy
      // queue drains at the workers' pace, not one job per interval.
      pollingIntervalSeconds: 0.5,
      notifyPollingIntervalSeconds: 0.5,
    },
    async ([job]) => {
      if (!job) return
      const { presentationId } = job.data
      try {
        await processPresentation(deps, presentationId, job.signal)
      } catch (error) {
        deps.log.error({ err: error, presentationId, attempt: job.retryCount + 1 }, 'processing failed')
        if (job.retryCount >= RETRY_LIMIT) {
          await failItem(deps.db, presentationId, 'processing_failed', FINAL_FAILURE_MESSAGE)
        }
        throw error
      }
    },
  )
}

/**
 * The embedded database serves one process, so a job still 'active' when that process starts belonged to
 * a previous life of it (killed mid-job): hand it back to the queue now instead of waiting for its
 * heartbeat to expire.
 */
export async function requeueOrphanedJobs(boss: PgBoss): Promise<number> {
  const jobs = await boss.findJobs<ProcessJobData>(PROCESS_QUEUE)
  const active = jobs.filter((job) => job.state === 'active').map((job) => job.id)
  if (active.length > 0) await boss.fail(PROCESS_QUEUE, active, { message: 'worker process ended' })
  return active.length
}
