import type { PGlite } from '@electric-sql/pglite'

// PostgreSQL's autovacuum defaults (runtime configuration, "Automatic Vacuuming"): a table is analysed
// once 50 rows + 10% of it changed, vacuumed once 50 rows + 20% of it are dead or 1,000 rows + 20% were
// inserted since its last vacuum.
const ANALYZE_THRESHOLD = 50
const ANALYZE_SCALE = 0.1
const VACUUM_THRESHOLD = 50
const VACUUM_SCALE = 0.2
const VACUUM_INSERT_THRESHOLD = 1_000
const VACUUM_INSERT_SCALE = 0.2

/** As often as PostgreSQL's autovacuum launcher looks (autovacuum_naptime). */
export const EMBEDDED_MAINTENANCE_INTERVAL_MS = 60_000

interface TableActivity {
  schema: string
  name: string
  /** -1 until the table was first analysed or vacuumed. */
  reltuples: number
  /** Pages when last analysed or vacuumed, and now. */
  relpages: number
  pages: number
  n_dead_tup: number
  n_mod_since_analyze: number
  n_ins_since_vacuum: number
}

/**
 * What PostgreSQL's autovacuum would do now, done once: PGlite runs PostgreSQL in single-user mode, where
 * autovacuum never runs, so without this no table is ever analysed and the planner guesses every row
 * count. The history list then sorted all of an account's rows on each page instead of reading its index
 * (issue 13, item 7), and dead rows (jobs, sessions, counters) were never reclaimed. Returns the tables
 * touched, as `schema.table`.
 */
export async function maintainEmbeddedDatabase(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<TableActivity>(
    `select s.schemaname as schema, s.relname as name, c.reltuples::float8 as reltuples,
            c.relpages::float8 as relpages,
            (pg_relation_size(c.oid) / current_setting('block_size')::int)::float8 as pages,
            s.n_dead_tup::float8 as n_dead_tup, s.n_mod_since_analyze::float8 as n_mod_since_analyze,
            s.n_ins_since_vacuum::float8 as n_ins_since_vacuum
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      order by 1, 2`,
  )
  const touched: string[] = []
  for (const table of rows) {
    const size = Math.max(0, table.reltuples)
    const isNeverAnalyzed = table.reltuples < 0
    // PGlite keeps no activity counts across a restart: a table that changed size since it was last
    // analysed (rows written before this start, by this process or a script) is analysed again.
    const hasResized = Math.abs(table.pages - table.relpages) > 1 + ANALYZE_SCALE * table.relpages
    const needsVacuum =
      table.n_dead_tup > VACUUM_THRESHOLD + VACUUM_SCALE * size ||
      table.n_ins_since_vacuum > VACUUM_INSERT_THRESHOLD + VACUUM_INSERT_SCALE * size
    const needsAnalyze =
      isNeverAnalyzed || hasResized || table.n_mod_since_analyze > ANALYZE_THRESHOLD + ANALYZE_SCALE * size
    if (!needsVacuum && !needsAnalyze) continue
    const target = `${quoteIdentifier(table.schema)}.${quoteIdentifier(table.name)}`
    await pglite.exec(needsVacuum ? `vacuum (analyze) ${target}` : `analyze ${target}`)
    touched.push(`${table.schema}.${table.name}`)
  }
  return touched
}

/**
 * Maintains the embedded database now and then every `intervalMs` until stopped; stopping waits for a
 * pass under way, so the database can be closed after it. A failed pass is reported and the next one
 * tries again, as autovacuum does.
 */
export async function startEmbeddedMaintenance(
  pglite: PGlite,
  onError: (error: unknown) => void,
  intervalMs = EMBEDDED_MAINTENANCE_INTERVAL_MS,
): Promise<() => Promise<void>> {
  let running: Promise<void> | null = null
  const pass = () => {
    // A pass still under way (a long vacuum) is not doubled: the next tick looks again.
    running ??= maintainEmbeddedDatabase(pglite)
      .then(() => {}, onError)
      .finally(() => (running = null))
    return running
  }
  await pass()
  const timer = setInterval(pass, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}
