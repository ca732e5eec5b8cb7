import pino from 'pino'
import { ConfigError, loadConfig } from '../config'
import { openDatabase } from '../db'
import { createStorage } from '../storage'
import { createLogStream } from './create-log-stream'
import { startProcessing } from './start-processing'
import { queueStopTimeoutMs, stopOnSignals } from './stop-on-signals'

// `npm run worker`: workers alone, for scale-out. They share the queue through PostgreSQL; the embedded
// database serves one process, so it cannot be used here.
async function main(): Promise<void> {
  const config = loadConfig()
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: separate workers share one PostgreSQL database.',
    )
  }
  const log = pino({ level: config.LOG_LEVEL, name: 'worker' }, createLogStream())
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL })
  const boss = await startProcessing(database, createStorage(config), config, log, { runWorkers: true })
  log.info({ concurrency: config.WORKER_CONCURRENCY }, 'worker started')

  stopOnSignals({
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    log,
    stop: async (remainingMs) => {
      await boss.stop({ graceful: true, timeout: queueStopTimeoutMs(remainingMs()) })
      await database.close()
    },
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
