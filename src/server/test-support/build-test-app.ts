import type { FastifyInstance } from 'fastify'
import { loadConfig, type Config } from '../../config'
import type { Database } from '../../db'
import { buildApp, type Clock } from '../build-app'
import { createTestDatabase } from './test-database'

export interface TestApp {
  app: FastifyInstance
  database: Database
  config: Config
  close: () => Promise<void>
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    DATA_DIR: '.tmp/test-data',
    ...env,
  })
}

export async function buildTestApp(env: Record<string, string> = {}, clock?: Clock): Promise<TestApp> {
  const database = await createTestDatabase()
  const config = testConfig(env)
  const app = await buildApp({ config, db: database.db, webDir: '/nonexistent', clock })
  await app.ready()
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

export interface SignedInUser {
  id: string
  email: string
  firstName: string
  cookies: Record<string, string>
}

/** Registers through the API and returns the session cookie, as a browser would hold it. */
export async function signUp(
  app: FastifyInstance,
  name: string,
  password = 'correct-horse',
): Promise<SignedInUser> {
  const email = `${name}@example.test`
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { firstName: name, email, password },
  })
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  const cookie = res.cookies.find((c) => c.name === 'sb_session')
  if (!cookie) throw new Error('sign-up set no session cookie')
  const user = res.json() as { id: string }
  return { id: user.id, email, firstName: name, cookies: { sb_session: cookie.value } }
}
