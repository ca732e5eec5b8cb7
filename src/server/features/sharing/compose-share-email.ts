import type { MailMessage } from '../../../mail'
import { escapeHtml } from '../../../shared'

export interface ShareEmailInput {
  to: string
  sharerFirstName: string
  originalName: string
  link: string
  expiresAt: Date
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/**
 * The invitation (issue 14): who shared what, and the link, in a plain-text and an HTML part. Names come
 * from users and documents, so the HTML escapes them; the link stands on a line of its own in the text
 * part so it stays readable and clickable in any client (and in an outbox .eml).
 */
export function composeShareEmail({
  to,
  sharerFirstName,
  originalName,
  link,
  expiresAt,
}: ShareEmailInput): MailMessage {
  const until = dateFormat.format(expiresAt)
  // Header text: line breaks in a name must not start a new header or a misleading subject line.
  const subject = `${oneLine(sharerFirstName)} shared "${oneLine(originalName)}" with you on Slidebrief`
  const text = [
    `${sharerFirstName} shared a presentation summary with you: ${originalName}`,
    '',
    'Open it here (create a free account or sign in to view it):',
    link,
    '',
    `The link works until ${until}.`,
    '',
    'Slidebrief',
  ].join('\n')
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #0f172a; line-height: 1.5">
<p><strong>${escapeHtml(sharerFirstName)}</strong> shared a presentation summary with you:
<strong>${escapeHtml(originalName)}</strong></p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #4f46e5; color: #fff; border-radius: 8px; text-decoration: none">View the shared summary</a></p>
<p style="font-size: 13px; color: #475569">Or paste this link into your browser: ${escapeHtml(link)}<br>
Create a free account or sign in to view it. The link works until ${escapeHtml(until)}.</p>
</body></html>`
  return { to, subject, text, html }
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim()
}
