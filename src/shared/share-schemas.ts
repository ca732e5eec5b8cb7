import { z } from 'zod'
import { singleLineText } from './plain-text'

/** Spec §9 "Share recipients". */
export const MAX_SHARE_RECIPIENTS = 10

// Spec §5 "Share emails": a simple address shape (something@something.something, no spaces), not RFC 5322.
const SIMPLE_EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/

export type ShareEmailsCheck = { ok: true; emails: string[] } | { ok: false; title: string; message: string }

/**
 * Spec §5 "Share emails", the same rules in the browser (from the comma-separated field) and on the server
 * (from the array): trimmed, blanks dropped, 1 to 10, each a simple address; repeats of one address
 * (ignoring case) count once. Titles and messages are the spec's toasts.
 */
export function checkShareEmails(entries: readonly string[]): ShareEmailsCheck {
  const trimmed = entries.map((entry) => entry.trim()).filter(Boolean)
  // An empty field splits into one blank entry; blank entries between commas are "no valid entries".
  if (entries.length === 0 || (entries.length === 1 && trimmed.length === 0)) {
    return { ok: false, title: 'Email Required', message: 'Please enter at least one email address' }
  }
  if (trimmed.length === 0) {
    return { ok: false, title: 'Invalid Email', message: 'Please enter at least one valid email address' }
  }
  const seen = new Set<string>()
  const emails = trimmed.filter((email) => {
    const key = email.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  if (emails.length > MAX_SHARE_RECIPIENTS) {
    return {
      ok: false,
      title: 'Too Many Recipients',
      message: `Maximum ${MAX_SHARE_RECIPIENTS} email addresses allowed per share`,
    }
  }
  const invalid = emails.filter((email) => !SIMPLE_EMAIL.test(email))
  if (invalid.length > 0) {
    return {
      ok: false,
      title: 'Invalid Email Format',
      message: `Invalid email address${invalid.length > 1 ? 'es' : ''}: ${invalid.join(', ')}`,
    }
  }
  return { ok: true, emails }
}

/** The share dialog's field: comma-separated addresses (spec §5). */
export function splitShareEmails(field: string): string[] {
  return field.split(',')
}

/** POST /api/share (spec §7); the addresses come out checked, trimmed and de-duplicated. */
export const shareRequestSchema = z.object({
  presentationId: z.uuid({ message: 'Presentation not found' }),
  emails: z
    // Control characters (a NUL breaks PostgreSQL text) refuse the whole request before anything is sent.
    .array(singleLineText().max(320, 'Email addresses are at most 320 characters'))
    .max(100, `Maximum ${MAX_SHARE_RECIPIENTS} email addresses allowed per share`)
    .transform((entries, ctx) => {
      const check = checkShareEmails(entries)
      if (check.ok) return check.emails
      ctx.addIssue({ code: 'custom', message: check.message })
      return z.NEVER
    }),
})
export type ShareRequest = z.input<typeof shareRequestSchema>

/** GET /api/shared/{token} (spec §3 "Share (by token)"). */
export interface SharedLink {
  expiresAt: string
  sharedByUser: { firstName: string }
  presentation: { originalName: string }
  /** Beyond the spec: already claimed by an account, so signing up with it cannot work (issue 25). */
  isClaimed: boolean
}

/** GET /api/shares?presentationId=: what the sharer sees per recipient. */
export interface ShareRecipient {
  id: string
  recipientEmail: string
  createdAt: string
  expiresAt: string
  openedAt: string | null
  claimedAt: string | null
  /** The account that claimed the link: a forwarded link is claimed by someone other than the invitee. */
  claimedByEmail: string | null
  revokedAt: string | null
}
