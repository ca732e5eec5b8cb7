import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { createEmbeddedDatabase, isFreshDatabaseDir } from './create-embedded-database'
import * as schema from './schema'

export type Schema = typeof schema
/** One type for both drivers: PGlite and node-postgres speak the same dialect through the same schema. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

/** The committed drizzle-kit migrations, run at every start and in test setup. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

export type Database =
  | { kind: 'embedded'; db: Db; pglite: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; connectionString: string; close: () => Promise<void> }

/**
 * The embedded database lives in this process's memory (issue 13, item 6): PGlite's PostgreSQL defaults
 * (128 MB of shared buffers, 4 MB of WAL buffers) are sized for a server of its own and were most of the
 * idle footprint. A single-connection database of one account's history needs far less; pages not in
 * the buffers are read from DATA_DIR through the operating system's cache.
 */
const EMBEDDED_SETTINGS = { postgresqlconf: 'shared_buffers=16MB\nwal_buffers=512kB' }

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; unset means the embedded database. */
  databaseUrl?: string
  /** Where the embedded database lives; unset means in memory (tests). */
  dataDir?: string
  poolSize?: number
}

/** Opens the database and applies pending migrations, so a fresh DATA_DIR or database is ready to use. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 })
    // An idle connection the server ends (a restart, a failover, an administrator, a dropped test database)
    // is reported as the pool's 'error'; unheard, it would crash the process. The pool has already dropped
    // that client and the next query opens a new connection (node-postgres: Pool, events, 'error').
    pool.on('error', () => {})
    const db = drizzlePostgres(pool, { schema }) as unknown as Db
    try {
      await migratePostgres(db as never, { migrationsFolder })
    } catch (error) {
      await pool.end()
      throw error
    }
    return { kind: 'postgres', db, connectionString: options.databaseUrl, close: () => pool.end() }
  }

  if (!options.dataDir) return openEmbeddedDatabase()
  const dir = path.join(options.dataDir, 'db')
  mkdirSync(dir, { recursive: true })
  if (isFreshDatabaseDir(dir)) await createEmbeddedDatabase(dir)
  return openEmbeddedDatabase(dir)
}

/**
 * PGlite in `dir` (created there if need be), or in memory without one; pending migrations applied.
 * `loadDataDir` starts an in-memory database from a dump (tests' migrated template, decision 073).
 */
export async function openEmbeddedDatabase(dir?: string, loadDataDir?: Blob): Promise<Database> {
  // Loaded only here: a server on PostgreSQL never pays for PGlite's modules (issue 13, item 6: idle RSS).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const pglite = dir
    ? await PGlite.create(dir, EMBEDDED_SETTINGS)
    : await PGlite.create({ ...EMBEDDED_SETTINGS, loadDataDir })
  const db = drizzlePglite(pglite, { schema }) as unknown as Db
  await migratePglite(db as never, { migrationsFolder })
  return { kind: 'embedded', db, pglite, close: () => pglite.close() }
}

/** True once the database answers a query. */
export async function isDatabaseReady(db: Db): Promise<boolean> {
  await db.execute(sql`select 1`)
  return true
}
