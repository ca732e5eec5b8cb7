import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { simpleParser, type ParsedMail } from 'mailparser'
import type { Clock } from '../../build-app'
import type { SignedInUser } from '../../test-support/build-test-app'

/** A clock the test moves forward, to cross an expiry without waiting. */
export function createTestClock(start = new Date()): Clock & { advanceDays: (days: number) => void } {
  let now = start.getTime()
  return {
    now: () => new Date(now),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    advanceDays: (days) => {
      now += days * 24 * 60 * 60 * 1000
    },
  }
}

export function share(app: FastifyInstance, user: SignedInUser, presentationId: string, emails: string[]) {
  return app.inject({
    method: 'POST',
    url: '/api/share',
    payload: { presentationId, emails },
    cookies: user.cookies,
  })
}

/** The token of the share link in a message's plain-text part. */
export function tokenInMail(mail: Pick<ParsedMail, 'text'>): string {
  const match = /\/shared\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')
  if (!match) throw new Error(`no share link in mail: ${mail.text}`)
  return match[1]!
}

/** Every message in the outbox, parsed, in sending order. */
export async function readOutbox(dataDir: string): Promise<Array<ParsedMail & { raw: string }>> {
  const dir = path.join(dataDir, 'outbox')
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort()
  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(path.join(dir, name), 'utf8')
      return Object.assign(await simpleParser(raw), { raw })
    }),
  )
}

/** The outbox message last sent to `to`. */
export async function lastMailTo(dataDir: string, to: string) {
  const mails = await readOutbox(dataDir)
  const found = mails
    .filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.toLowerCase() === to.toLowerCase())
    .pop()
  if (!found) throw new Error(`no mail to ${to} in the outbox`)
  return found
}
