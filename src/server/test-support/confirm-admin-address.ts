import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'

/** The last address-proof link in the outbox written to `email` (decision 039), or null. */
export function lastConfirmationLink(dataDir: string, email: string): string | null {
  const outbox = path.join(dataDir, 'outbox')
  let names: string[]
  try {
    names = readdirSync(outbox).sort()
  } catch {
    return null
  }
  let link: string | null = null
  for (const name of names) {
    // Quoted-printable soft line breaks ('=' at a line's end) may cut a long link: joined first.
    const raw = readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, '')
    if (!new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'im').test(raw)) continue
    link = /(https?:\/\/[^\s"<]+\/api\/verify-email\/[A-Za-z0-9_-]+)/.exec(raw)?.[1] ?? link
  }
  return link
}

/** Opens the proof link e-mailed to `email`, as its owner would: the account named in ADMIN_EMAILS becomes admin. */
export async function confirmAdminAddress(
  app: FastifyInstance,
  dataDir: string,
  email: string,
): Promise<void> {
  const link = lastConfirmationLink(dataDir, email)
  if (!link) throw new Error(`no confirmation link to ${email} in the outbox`)
  const res = await app.inject({ url: new URL(link).pathname })
  if (res.statusCode !== 303) throw new Error(`confirmation failed: ${res.statusCode} ${res.body}`)
}
