import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, openEmbeddedDatabase, type Database } from './open-database'
import { readEmbeddedTemplateDump } from './embedded-template'

export interface EmptyDatabase {
  url: string
  drop: () => Promise<void>
}

/** Set by the unit run's global setup on PostgreSQL: the migrated database test databases are copied from. */
export const POSTGRES_TEMPLATE_ENV = 'SLIDEBRIEF_POSTGRES_TEMPLATE'

/**
 * A new database on the PostgreSQL server of `serverUrl`, for one test or test file: empty, or a copy of
 * `template` (CREATE DATABASE ... TEMPLATE copies its files, far faster than running the migrations again).
 */
export async function createEmptyDatabase(
  serverUrl: string,
  prefix = 'sb_test',
  template?: string,
): Promise<EmptyDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await runAsAdmin(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => runAsAdmin(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

let embeddedTemplate: Promise<Blob> | undefined

/**
 * A migrated in-memory database as a dump: the test run's template when its global setup made one, else
 * one made here once per test process. Loading a dump skips initdb and the migrations (decision 073).
 */
function embeddedTemplateDump(): Promise<Blob> {
  embeddedTemplate ??= (async () => {
    const made = readEmbeddedTemplateDump()
    if (made) return made
    const database = await openEmbeddedDatabase()
    if (database.kind !== 'embedded') throw new Error('expected an embedded database')
    const dump = await database.pglite.dumpDataDir('none')
    await database.close()
    return dump
  })()
  return embeddedTemplate
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite (from the migrated template) by default, or — when DATABASE_URL is set
 * (CI's second pass) — a new database on that PostgreSQL server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) return openEmbeddedDatabase(undefined, await embeddedTemplateDump())

  // On the global setup's migrated template when there is one: the migrations then find nothing to do.
  const empty = await createEmptyDatabase(serverUrl, 'sb_test', process.env[POSTGRES_TEMPLATE_ENV])
  const database = await openDatabase({ databaseUrl: empty.url, poolSize: 4 })
  return {
    ...database,
    close: async () => {
      await database.close()
      await empty.drop()
    },
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
