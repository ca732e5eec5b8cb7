import { createEmptyDatabase, POSTGRES_TEMPLATE_ENV } from '../create-test-database'
import { openDatabase } from '../open-database'

/**
 * Vitest global setup on PostgreSQL (DATABASE_URL set): one migrated database for the run, which every test
 * database is copied from instead of running the migrations again (decision 122). Dropped when the run ends.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) return undefined
  const template = await createEmptyDatabase(serverUrl, 'sb_template')
  const database = await openDatabase({ databaseUrl: template.url, poolSize: 1 })
  // No connection may stay open to a template: CREATE DATABASE refuses to copy one in use.
  await database.close()
  process.env[POSTGRES_TEMPLATE_ENV] = new URL(template.url).pathname.slice(1)
  return () => template.drop()
}
