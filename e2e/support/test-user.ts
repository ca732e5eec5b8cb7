import { randomUUID } from 'node:crypto'
import type { BrowserContext } from 'playwright-core'
import { lastConfirmationLink } from '../../src/server/test-support/confirm-admin-address'

export interface TestUser {
  firstName: string
  email: string
  password: string
}

/** The address every e2e server names in ADMIN_EMAILS; register it once per server to act as admin. */
export const E2E_ADMIN_EMAIL = 'admin@e2e.example.com'

/** A user nobody else in the run has: e-mails are unique per account. */
export function newTestUser(firstName = 'Ada'): TestUser {
  return {
    firstName,
    email: `${firstName.toLowerCase()}-${randomUUID()}@example.com`,
    password: 'correct-horse-1',
  }
}

/** Creates the account through the API; the context's cookie jar now holds its session. */
export async function registerViaApi(context: BrowserContext, user: TestUser): Promise<void> {
  const response = await context.request.post('/api/register', { data: user })
  if (response.status() !== 201) {
    throw new Error(`register failed: ${response.status()} ${await response.text()}`)
  }
}

/**
 * Registers E2E_ADMIN_EMAIL and opens the address-proof link the server wrote to its outbox, as the first
 * admin of a deployment does (decision 039): the context's session is then an admin's.
 */
export async function registerAdminViaApi(context: BrowserContext, dataDir: string): Promise<void> {
  await registerViaApi(context, { firstName: 'Root', email: E2E_ADMIN_EMAIL, password: 'correct-horse-1' })
  const link = lastConfirmationLink(dataDir, E2E_ADMIN_EMAIL)
  if (!link) throw new Error('no admin confirmation link in the outbox')
  const response = await context.request.get(new URL(link).pathname, { maxRedirects: 0 })
  if (response.status() !== 303) throw new Error(`admin confirmation failed: ${response.status()}`)
}
