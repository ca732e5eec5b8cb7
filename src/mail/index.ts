export type { MailDelivery, MailMessage, Mailer } from './mailer'
export { createMailer, type MailerSettings } from './create-mailer'
