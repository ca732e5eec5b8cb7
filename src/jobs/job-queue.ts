import { sql } from 'drizzle-orm'
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss'
import type { Database, Db } from '../db'

export const PROCESS_QUEUE = 'process-presentation'

export interface ProcessJobData {
  presentationId: string
}

export const RETRY_LIMIT = 3

/**
 * pg-boss in our own database: the embedded PGlite through its adapter, or a PostgreSQL pool. Jobs are
 * rows, so a job is never lost with a process: at-least-once delivery, retried with backoff, and taken
 * again when its worker stops sending heartbeats.
 */
export async function startJobQueue(database: Database, onError: (error: Error) => void): Promise<PgBoss> {
  const boss =
    database.kind === 'embedded'
      ? new PgBoss({
          db: fromPglite(database.pglite),
          backend: 'pglite',
          useListenNotify: true,
          superviseIntervalSeconds: 10,
        })
      : new PgBoss({
          connectionString: database.connectionString,
          max: 4,
          useListenNotify: true,
          superviseIntervalSeconds: 10,
        })
  boss.on('error', onError)
  await boss.start()
  await boss.createQueue(PROCESS_QUEUE, {
    retryLimit: RETRY_LIMIT,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 60,
    // A worker that dies (kill -9, lost machine) stops its heartbeat; the job is retried elsewhere.
    heartbeatSeconds: 10,
    expireInSeconds: 30 * 60,
    notify: true,
  })
  return boss
}

/** Enqueues inside the caller's transaction: the row and its job commit together, or neither. */
export async function enqueueProcessing(boss: PgBoss, tx: Db, presentationId: string): Promise<void> {
  const data: ProcessJobData = { presentationId }
  await boss.send(PROCESS_QUEUE, data, { db: fromDrizzle(tx as never, sql) })
}
