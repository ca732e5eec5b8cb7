import type { MailMessage } from '../../../mail'
import { escapeHtml } from '../../../shared'

/** The address-proof e-mail an ADMIN_EMAILS account receives (decision 039): the link alone proves it. */
export function composeVerificationEmail({ to, link }: { to: string; link: string }): MailMessage {
  const text = [
    'This address is named as a Slidebrief administrator.',
    '',
    'Open this link to confirm it is yours and turn on admin access (it works for 24 hours):',
    link,
    '',
    'If you did not create a Slidebrief account, ignore this e-mail: nothing changes without the link.',
    '',
    'Slidebrief',
  ].join('\n')
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #0f172a; line-height: 1.5">
<p>This address is named as a Slidebrief administrator.</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #4f46e5; color: #fff; border-radius: 8px; text-decoration: none">Confirm and turn on admin access</a></p>
<p style="font-size: 13px; color: #475569">Or paste this link into your browser (it works for 24 hours): ${escapeHtml(link)}<br>
If you did not create a Slidebrief account, ignore this e-mail: nothing changes without the link.</p>
</body></html>`
  return { to, subject: 'Confirm your Slidebrief administrator address', text, html }
}
