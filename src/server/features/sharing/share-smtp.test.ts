import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Presentation, ShareRecipient } from '../../../shared'
import { buildTestApp, signUp, type SignedInUser, type TestApp } from '../../test-support/build-test-app'
import { uploadCorpusFile, waitUntilProcessed } from '../../test-support/upload'
import { readOutbox, share, tokenInMail } from './test-support'

const REFUSED = 'refused@example.test'
const received: ParsedMail[] = []

// A real SMTP server on loopback; it refuses one recipient, as a mail server may.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address === REFUSED) return callback(new Error('550 mailbox unavailable'))
    callback()
  },
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push(mail)
        callback()
      })
      .catch(callback)
  },
})

let t: TestApp
let alice: SignedInUser
let deck: Presentation
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  t = await buildTestApp({
    workers: true,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Slidebrief <share@example.test>' },
  })
  alice = await signUp(t.app, 'alice')
  deck = await uploadCorpusFile(t.app, alice, 'pptx/out-of-order-slides.pptx', {
    name: '<img src=x onerror=alert(1)> Q3.pptx',
  })
  deck = await waitUntilProcessed(t.app, alice, deck.id)
}, 90_000)
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

test('the invitation arrives over SMTP with a working link and the file name escaped', async () => {
  const res = await share(t.app, alice, deck.id, ['bob@example.test'])

  expect(res.json()).toEqual({ sentCount: 1, failed: [] })
  const mail = received.find((m) => !Array.isArray(m.to) && m.to?.text === 'bob@example.test')!
  expect(mail.from?.value[0]?.address).toBe('share@example.test')
  const token = tokenInMail(mail)
  expect(mail.text).toContain(`http://localhost:3000/shared/${token}`)
  expect(mail.html).toContain(`href="http://localhost:3000/shared/${token}"`)
  expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; Q3.pptx')
  expect(mail.html).not.toContain('<img')
  const link = await t.app.inject({ url: `/api/shared/${token}` })
  expect(link.json().presentation.originalName).toBe('<img src=x onerror=alert(1)> Q3.pptx')
  expect(await readOutbox(t.config.dataDir)).toEqual([])
})

test('a refused recipient is counted out of sentCount and gets no share', async () => {
  const res = await share(t.app, alice, deck.id, ['carol@example.test', REFUSED])

  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ sentCount: 1, failed: [REFUSED] })
  const recipients: ShareRecipient[] = (
    await t.app.inject({ url: `/api/shares?presentationId=${deck.id}`, cookies: alice.cookies })
  ).json()
  expect(recipients.map((r) => r.recipientEmail).sort()).toEqual(['bob@example.test', 'carol@example.test'])
})

test('when no invitation can be sent the share fails with the spec message and nothing is stored', async () => {
  const res = await share(t.app, alice, deck.id, [REFUSED])

  expect(res.statusCode).toBe(503)
  expect(res.json().message).toBe('Failed to send share invitations')
  const recipients: ShareRecipient[] = (
    await t.app.inject({ url: `/api/shares?presentationId=${deck.id}`, cookies: alice.cookies })
  ).json()
  expect(recipients.map((r) => r.recipientEmail)).not.toContain(REFUSED)
})
