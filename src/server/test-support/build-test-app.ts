import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { PgBoss } from 'pg-boss'
import { loadConfig, type Config } from '../../config'
import { startProcessing } from '../../jobs'
import { createStorage, type Storage } from '../../storage'
import { buildApp, type AppDeps, type Clock } from '../build-app'
import { createTestDatabase, type Database } from '../../db'
import { sql } from 'drizzle-orm'

export interface TestApp {
  app: FastifyInstance
  database: Database
  config: Config
  boss: PgBoss
  storage: Storage
  close: () => Promise<void>
}

export interface TestAppOptions {
  env?: Record<string, string>
  clock?: Clock
  /** Run the processing workers in the test process (default: no, jobs stay queued). */
  workers?: boolean
  /** Logger options (e.g. a stream capturing the lines); silent unless given. */
  logger?: AppDeps['logger']
  /** As the embedded server, which holds DATA_DIR's lock (default); false as a PostgreSQL server. */
  ownsDataDir?: boolean
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    WORKER_CONCURRENCY: '2',
    // Tests sign up many users from one address; the limits have their own tests.
    RATE_LIMITS: 'false',
    ...env,
  })
}

const silentLog = { info: () => {}, warn: () => {}, error: () => {} }

/** The real app on a fresh database and data directory, with the queue (and optionally the workers). */
export async function buildTestApp({
  env = {},
  clock,
  workers = false,
  logger,
  ownsDataDir = true,
}: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'slidebrief-test-'))
  const database = await createTestDatabase()
  const config = testConfig({ DATA_DIR: dataDir, ...env })
  const storage = createStorage(config)
  const boss = await startProcessing(database, storage, config, silentLog, { runWorkers: workers })
  const app = await buildApp({
    config,
    db: database.db,
    boss,
    storage,
    webDir: '/nonexistent',
    clock,
    logger,
    ownsDataDir,
  })
  await app.ready()
  return {
    app,
    database,
    config,
    boss,
    storage,
    close: async () => {
      await app.close()
      await boss.stop({ graceful: false, timeout: 5000 })
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Empties the app's tables (every table of the public schema; the migrations and the queue have their own
 * schemas) and its outbox: the next test starts from what a fresh `buildTestApp` gives, without paying for a
 * new database and app (seconds under CI's load) in every test of a file (decision 129).
 */
export async function emptyTestApp({ database, config }: TestApp): Promise<void> {
  const { rows } = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: Array<{ tablename: string }> }
  const tables = rows.map((row) => `public."${row.tablename}"`).join(', ')
  if (tables) await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`))
  rmSync(path.join(config.dataDir, 'outbox'), { recursive: true, force: true })
}

export interface SignedInUser {
  id: string
  email: string
  firstName: string
  cookies: Record<string, string>
}

/** Registers through the API and returns the session cookie, as a browser would hold it. */
export async function signUp(
  app: FastifyInstance,
  name: string,
  password = 'correct-horse',
): Promise<SignedInUser> {
  const email = `${name}@example.test`
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { firstName: name, email, password },
  })
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  const cookie = res.cookies.find((c) => c.name === 'sb_session')
  if (!cookie) throw new Error('sign-up set no session cookie')
  const user = res.json() as { id: string }
  return { id: user.id, email, firstName: name, cookies: { sb_session: cookie.value } }
}
