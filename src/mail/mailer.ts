/** One e-mail: both parts are given ready-made (and escaped) by whoever composes it. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

/** How a message left: over SMTP, or into the outbox directory (no SMTP configured). */
export type MailDelivery = { via: 'smtp' } | { via: 'outbox'; path: string }

export interface Mailer {
  send(message: MailMessage): Promise<MailDelivery>
  close(): void
}
