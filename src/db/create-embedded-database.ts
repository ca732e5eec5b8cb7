import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

const isTypeScript = fileURLToPath(import.meta.url).endsWith('.ts')
const entry = fileURLToPath(
  new URL(
    isTypeScript ? './create-embedded-database-main.ts' : './create-embedded-database-main.js',
    import.meta.url,
  ),
)

/** True when `dbDir` holds no database yet (PostgreSQL writes PG_VERSION first thing in initdb). */
export function isFreshDatabaseDir(dbDir: string): boolean {
  return !existsSync(path.join(dbDir, 'PG_VERSION'))
}

/**
 * Creates the embedded database in `dbDir` (initdb, then the migrations) in a short-lived child process.
 * PGlite's initdb touches ~250 MB of WebAssembly memory and JavaScript buffers that a process never gives
 * back (WebAssembly memory cannot shrink), so a server that created its own database idled at 273-343 MB
 * against ~210 MB after any restart (issue 25, item 8). The child takes that cost and exits; the server then
 * opens the finished database as a restart would. Only the first start of a DATA_DIR pays the extra second.
 */
export async function createEmbeddedDatabase(dbDir: string): Promise<void> {
  const loader = isTypeScript
    ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
    : []
  try {
    await promisify(execFile)(process.execPath, [...loader, entry, dbDir], { maxBuffer: 1024 * 1024 })
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim()
    throw new Error(`Could not create the embedded database in ${dbDir}${stderr ? `:\n${stderr}` : ''}`, {
      cause: error,
    })
  }
}
