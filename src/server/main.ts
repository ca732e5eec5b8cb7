import pino from 'pino'
import { ConfigError, loadConfig } from '../config'
import { DataDirLockedError, lockDataDir, openDatabase } from '../db'
import { startProcessing } from '../jobs'
import { createStorage } from '../storage'
import { buildApp } from './build-app'

async function main(): Promise<void> {
  const config = loadConfig()
  const releaseLock = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir)
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  const storage = createStorage(config)
  const log = pino({ level: config.LOG_LEVEL, name: 'jobs' })
  const boss = await startProcessing(database, storage, config, log, { runWorkers: config.RUN_WORKER })
  const app = await buildApp({ config, db: database.db, boss, storage })
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, timeout: 20_000 })
    await database.close()
    releaseLock()
  })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, aiProvider: config.AI_PROVIDER },
    `Slidebrief is ready on ${config.APP_URL}`,
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
