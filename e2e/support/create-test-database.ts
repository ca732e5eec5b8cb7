import { randomBytes } from 'node:crypto'
import pg from 'pg'

export interface TestDatabase {
  /** The DATABASE_URL to hand the server, or undefined for its embedded PGlite. */
  url: string | undefined
  drop: () => Promise<void>
}

/**
 * With DATABASE_URL set (CI's PostgreSQL pass), a new, empty database on that server for one test file,
 * dropped afterwards; otherwise nothing, and the server uses embedded PGlite in its fresh DATA_DIR.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) return { url: undefined, drop: async () => {} }

  const name = `slidebrief_e2e_${randomBytes(6).toString('hex')}`
  await runAsAdmin(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => runAsAdmin(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

async function runAsAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
