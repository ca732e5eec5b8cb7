import { configSchema } from './load-config'

/**
 * MAX_PAGES as the config schema parses it. Read by the PDF reader in each parse worker (workers share
 * the process environment), so that no caller has to thread it through every ingest entry point.
 */
export function maxPagesSetting(env: NodeJS.ProcessEnv = process.env): number {
  return configSchema.shape.MAX_PAGES.parse(env.MAX_PAGES === '' ? undefined : env.MAX_PAGES)
}
