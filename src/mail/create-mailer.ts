import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Mailer } from './mailer'

export interface MailerSettings {
  /** e.g. smtp://user:pass@host:587; unset writes each message to `outboxDir` instead. */
  smtpUrl?: string
  from: string
  outboxDir: string
}

/**
 * SMTP when configured; otherwise each message becomes an .eml file in the outbox, so a self-hoster with
 * no mail server can still read (and forward) what would have been sent.
 */
export function createMailer({ smtpUrl, from, outboxDir }: MailerSettings): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      async send(message) {
        await transport.sendMail({ from, ...message })
        return { via: 'smtp' }
      },
      close: () => transport.close(),
    }
  }
  // CRLF as on the wire: nodemailer's quoted-printable wrapping counts lines by CRLF, and with bare LF it
  // would break the link's line in the middle.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message })
      await mkdir(outboxDir, { recursive: true })
      // Time first (and a monotonic tie-break) so a directory listing reads in sending order.
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.hrtime.bigint()}`
      const file = path.join(outboxDir, `${stamp}-${randomUUID()}.eml`)
      await writeFile(file, info.message)
      return { via: 'outbox', path: file }
    },
    close: () => transport.close(),
  }
}
