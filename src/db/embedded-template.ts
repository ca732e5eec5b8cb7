import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrationsFolder, openEmbeddedDatabase } from './open-database'

/** Set by the test run's global setup: a directory holding `db/` (a migrated DATA_DIR database) and `dump.tar`. */
export const EMBEDDED_TEMPLATE_ENV = 'SLIDEBRIEF_EMBEDDED_TEMPLATE'

const READY = 'ready'

/**
 * A fresh PGlite pays initdb inside WebAssembly plus every migration: ~5 s idle, 23 s under CI's load, in
 * every test database and spawned server (decision 073). Tests instead start from one migrated database,
 * made once per set of migrations and PGlite version and kept in the temporary directory between runs.
 * It is built beside its final name and renamed there, so concurrent runs never see half a template.
 */
export async function ensureEmbeddedTemplate(): Promise<string> {
  const dir = path.join(tmpdir(), `slidebrief-template-${templateKey()}`)
  if (existsSync(path.join(dir, READY))) return dir

  const building = `${dir}.building-${process.pid}`
  rmSync(building, { recursive: true, force: true })
  mkdirSync(building, { recursive: true })
  const database = await openEmbeddedDatabase(path.join(building, 'db'))
  if (database.kind !== 'embedded') throw new Error('the template must be an embedded database')
  const dump = await database.pglite.dumpDataDir('none')
  await database.close()
  writeFileSync(path.join(building, 'dump.tar'), Buffer.from(await dump.arrayBuffer()))
  writeFileSync(path.join(building, READY), '')
  try {
    renameSync(building, dir)
  } catch {
    // Another run finished the same template first; theirs is as good.
    rmSync(building, { recursive: true, force: true })
  }
  return dir
}

/** The migrations and the PGlite version: a template made by either differs. */
function templateKey(): string {
  const hash = createHash('sha256')
  hash.update(pgliteVersion())
  for (const file of listFiles(migrationsFolder))
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)))
  return hash.digest('hex').slice(0, 16)
}

/** PGlite's package.json is not among its exports: found above its resolved entry. */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir)
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
}

/** The template's migrated database as a dump for `loadDataDir`, when the global setup made one. */
export function readEmbeddedTemplateDump(): Blob | undefined {
  const dir = process.env[EMBEDDED_TEMPLATE_ENV]
  if (!dir || !existsSync(path.join(dir, READY))) return undefined
  return new Blob([readFileSync(path.join(dir, 'dump.tar'))])
}

/** Copies the template's database into `dataDir/db`, so a spawned server opens it instead of creating one. */
export function seedDataDir(dataDir: string): void {
  const dir = process.env[EMBEDDED_TEMPLATE_ENV]
  if (!dir || !existsSync(path.join(dir, READY))) return
  // A PGlite closed cleanly leaves no postmaster.pid; skipped anyway, as is any lock a later change might add.
  cpSync(path.join(dir, 'db'), path.join(dataDir, 'db'), {
    recursive: true,
    filter: (source) => !/(postmaster\.pid|\.lock)$/.test(source),
  })
}
