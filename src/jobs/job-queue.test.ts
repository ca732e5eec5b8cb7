import { sql } from 'drizzle-orm'
import type { PgBoss } from 'pg-boss'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type Database } from '../db'
import { enqueueProcessing, PROCESS_QUEUE, startJobQueue } from './job-queue'

// STYLE.md §4: pg-boss documents fromDrizzle for node-postgres and postgres-js; this proves it on the
// database the suite runs on (embedded PGlite, or PostgreSQL when DATABASE_URL is set).
let database: Database
let boss: PgBoss
beforeAll(async () => {
  database = await createTestDatabase()
  boss = await startJobQueue(database, (error) => {
    throw error
  })
})
afterAll(async () => {
  await boss.stop({ graceful: false })
  await database.close()
})

const jobIds = async () =>
  (await boss.findJobs<{ presentationId: string }>(PROCESS_QUEUE)).map((j) => j.data.presentationId)

describe('enqueueing inside a transaction', () => {
  test('a job sent in a transaction that commits is queued', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      await enqueueProcessing(boss, tx, '00000000-0000-4000-8000-000000000001')
    })

    expect(await jobIds()).toContain('00000000-0000-4000-8000-000000000001')
  })

  test('a job sent in a transaction that rolls back never exists', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueProcessing(boss, tx, '00000000-0000-4000-8000-000000000002')
        throw new Error('the row failed to insert')
      }),
    ).rejects.toThrow('the row failed to insert')

    expect(await jobIds()).not.toContain('00000000-0000-4000-8000-000000000002')
  })
})
