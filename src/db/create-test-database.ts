import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from './open-database'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when DATABASE_URL is set
 * (CI's second pass) — a new database on that PostgreSQL server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) return openDatabase({})

  const name = `sb_test_${randomBytes(6).toString('hex')}`
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 })
  return {
    ...database,
    close: async () => {
      await database.close()
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      )
    },
  }
}

async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
