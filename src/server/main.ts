import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import pino from 'pino'
import { ConfigError, loadConfig } from '../config'
import { DataDirLockedError, lockDataDir, openDatabase, startEmbeddedMaintenance } from '../db'
import { createLogStream, queueStopTimeoutMs, startProcessing, stopOnSignals } from '../jobs'
import { createStorage } from '../storage'
import { buildApp } from './build-app'
import { describeListenAddress } from './describe-listen-address'

// The built web app, from src/server/main.ts (tsx, `npm run dev`) or dist/server/server/main.js (`npm start`).
const WEB_DIR = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? '../../dist/web' : '../../web', import.meta.url),
)

async function main(): Promise<void> {
  const config = loadConfig()
  const releaseLock = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir)
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  const storage = createStorage(config)
  // One non-blocking destination for every logger of the process (decision 022).
  const logStream = createLogStream()
  const log = pino({ level: config.LOG_LEVEL, name: 'jobs' }, logStream)
  const stopMaintenance =
    database.kind === 'embedded'
      ? await startEmbeddedMaintenance(database.pglite, (error) =>
          log.error({ err: error }, 'embedded database maintenance failed'),
        )
      : async () => {}
  const boss = await startProcessing(database, storage, config, log, { runWorkers: config.RUN_WORKER })
  const app = await buildApp({
    config,
    db: database.db,
    boss,
    storage,
    logStream,
    webDir: WEB_DIR,
    ownsDataDir: database.kind === 'embedded',
  })

  stopOnSignals({
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    log: app.log,
    stop: async (remainingMs) => {
      // Listener closed and in-flight requests answered while the workers finish their jobs.
      await Promise.all([
        app.close(),
        boss.stop({ graceful: true, timeout: queueStopTimeoutMs(remainingMs()) }),
      ])
      await stopMaintenance()
      await database.close()
      releaseLock()
    },
  })

  await app.listen({ port: config.PORT, host: config.HOST })
  // The address as bound, not APP_URL: that is where links in e-mails point, maybe through a proxy.
  app.log.info(
    {
      database: database.kind,
      dataDir: config.dataDir,
      aiProvider: config.AI_PROVIDER,
      appUrl: config.APP_URL,
    },
    `Slidebrief is ready on ${describeListenAddress(app.server.address() as AddressInfo)}`,
  )
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
