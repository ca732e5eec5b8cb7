import pino from 'pino'
import { ConfigError, loadConfig } from '../config'
import { openDatabase } from '../db'
import { createStorage } from '../storage'
import { startProcessing } from './start-processing'

// `npm run worker`: workers alone, for scale-out. They share the queue through PostgreSQL; the embedded
// database serves one process, so it cannot be used here.
async function main(): Promise<void> {
  const config = loadConfig()
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: separate workers share one PostgreSQL database.',
    )
  }
  const log = pino({ level: config.LOG_LEVEL, name: 'worker' })
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL })
  const boss = await startProcessing(database, createStorage(config), config, log, { runWorkers: true })
  log.info({ concurrency: config.WORKER_CONCURRENCY }, 'worker started')

  const shutdown = async () => {
    await boss.stop({ graceful: true, timeout: 30_000 })
    await database.close()
    process.exit(0)
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
