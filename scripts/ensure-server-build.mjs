// `npm start`, `npm run worker` and the CLIs run compiled JavaScript (dist/server), built here when it is
// missing or older than its sources (a fresh clone, a pull), like ensure-web-build.mjs does for the web
// app. With an entry (`node scripts/ensure-server-build.mjs cli/ingest.js <args>`) it then runs that
// module in this same process, as if started directly: one Node start-up for a CLI, not two.
//
// package.json starts the server with two V8 flags, for its idle memory (issue 13, item 6; measured by
// bench/server.bench.ts): --max-semi-space-size=2 (MB), because Node 24 leaves ~150 MB of young garbage
// from loading a few thousand modules resident in a large young generation (240 -> 135 MB idle on
// PostgreSQL); and --liftoff-only, because optimising PGlite's PostgreSQL-in-WebAssembly costs ~80 MB
// more (first start on an empty DATA_DIR 394 -> 270 MB, later starts 277 -> 205 MB) for about 10 % more CPU
// per embedded page query once the tables carry statistics (decision 030; without them the plan, not Liftoff,
// made a page query 4x slower). `npm run worker` never runs PGlite. Since issue 25 a first start creates the
// embedded database in a child process (src/db/create-embedded-database.ts) and idles like a later start.
import { enableCompileCache } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildServer, isServerBuildStale, outDir } from './build-server.mjs'

if (isServerBuildStale()) {
  console.error('Building the server (first start or changed sources)...')
  await buildServer()
}
const entry = process.argv[2]
// V8's code cache on disk (the OS temp directory) for every module loaded from here on: a CLI's start
// is mostly loading modules, and the second start compiles none of them again.
if (entry) {
  enableCompileCache()
  const file = path.join(outDir, entry)
  process.argv.splice(1, 2, file)
  await import(pathToFileURL(file).href)
}
