import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'vite'
import {
  freePort,
  REPO_ROOT,
  spawnServer,
  tempDataDir,
  waitForHealth,
} from '../../src/server/test-support/spawn-server'
import { createEmptyDatabase } from '../../src/db'
import { E2E_ADMIN_EMAIL } from './test-user'

export interface TestApp {
  url: string
  /** The server's DATA_DIR: with no SMTP configured, its outbox/ holds the mail the server sent. */
  dataDir: string
  stop: () => Promise<void>
}

/**
 * The real server as `npm start` runs it, on a free port with a fresh DATA_DIR (and a fresh database on
 * PostgreSQL when DATABASE_URL is set). The SPA is built first when dist/web is missing; `npm test` builds
 * it before the suite, so a stale bundle only happens when running the e2e project alone after web edits.
 */
export async function startApp(env: Record<string, string> = {}): Promise<TestApp> {
  if (!existsSync(path.join(REPO_ROOT, 'dist/web/index.html'))) {
    await build({ configFile: path.join(REPO_ROOT, 'vite.config.ts'), logLevel: 'warn' })
  }
  // On PostgreSQL (DATABASE_URL set) a new database for this file; else the server's embedded PGlite.
  const database = process.env.DATABASE_URL
    ? await createEmptyDatabase(process.env.DATABASE_URL, 'slidebrief_e2e')
    : { url: undefined, drop: async () => {} }
  const dataDir = tempDataDir()
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    APP_URL: url,
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    // Links to this server are accepted, so a test can make a real failed item (see submitFailingUrlViaApi).
    ALLOW_PRIVATE_URLS: 'true',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  })
  const stop = async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM')
      await server.exited
    }
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(server)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, dataDir, stop }
}
