import pg from 'pg'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createEmptyDatabase, type EmptyDatabase } from './create-test-database'
import { openDatabase, type Database } from './open-database'

// The pool's behaviour under a server that ends connections is PostgreSQL's alone: always run on it.
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

let empty: EmptyDatabase
let database: Database
beforeAll(async () => {
  empty = await createEmptyDatabase(SERVER_URL)
  database = await openDatabase({ databaseUrl: empty.url, poolSize: 2 })
})
afterAll(async () => {
  await database.close()
  await empty.drop()
})

describe('a PostgreSQL pool whose idle connections the server ends', () => {
  test('does not crash the process, and the next query opens a new connection', async () => {
    await database.db.execute(sql`select 1`)
    const admin = new pg.Client({ connectionString: SERVER_URL })
    await admin.connect()

    const terminated = await admin.query(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [new URL(empty.url).pathname.slice(1)],
    )
    await admin.end()

    expect(terminated.rowCount).toBeGreaterThan(0)
    // The server's notice reaches the pool's idle client asynchronously: once the pool has dropped it (and
    // the process is still alive), the next query must open a new connection. A query sent before the
    // notice arrives would fail once whatever the code does, which made this test flaky.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client
    await expect.poll(() => pool.totalCount, { timeout: 5_000, interval: 20 }).toBe(0)
    const answer = (await database.db.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] }
    expect(answer.rows[0]).toEqual({ two: 2 })
  })
})
