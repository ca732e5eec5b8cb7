import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Presentation } from '../shared'
import { buildTestApp, signUp, type SignedInUser, type TestApp } from './test-support/build-test-app'
import { uploadCorpusFile } from './test-support/upload'

let logLines: string[] = []
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString())
    done()
  },
})

let t: TestApp
let owner: SignedInUser
let item: Presentation
beforeAll(async () => {
  t = await buildTestApp({ logger: { level: 'info', stream: logStream } })
  owner = await signUp(t.app, 'owner')
  item = await uploadCorpusFile(t.app, owner, 'pptx/out-of-order-slides.pptx')
})
afterAll(() => t.close())

const NUL = '\u0000'

describe('control characters are refused at the edge with 400', () => {
  test.each([
    ['first name', { firstName: `Ada${NUL}`, email: 'ada-nul@example.test', password: 'secret1' }],
    ['e-mail', { firstName: 'Ada', email: `ada${NUL}@example.test`, password: 'secret1' }],
    [
      'first name with a line break',
      { firstName: 'Ada\nLovelace', email: 'ada-lf@example.test', password: 'secret1' },
    ],
  ])('registration: %s', async (_field, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload })

    expect(res.statusCode).toBe(400)
  })

  test('sign-in: e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `owner${NUL}@example.test`, password: 'correct-horse' },
    })

    expect(res.statusCode).toBe(400)
  })

  test('rename: file name', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${item.id}`,
      cookies: owner.cookies,
      payload: { originalName: `deck${NUL}.pdf` },
    })

    expect(res.statusCode).toBe(400)
  })

  test('note', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${item.id}/note`,
      cookies: owner.cookies,
      payload: { userNote: `remember${NUL}this` },
    })

    expect(res.statusCode).toBe(400)
  })

  test('slug', async () => {
    const res = await t.app.inject({ url: `/api/presentations/slug/deck%00x`, cookies: owner.cookies })

    expect(res.statusCode).toBe(400)
  })

  test('URL submission', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/presentations/url',
      cookies: owner.cookies,
      payload: { url: `https://example.com/a${NUL}.pdf`, documentType: 'presentation' },
    })

    expect(res.statusCode).toBe(400)
  })

  test('history search: a NUL in q answers 400, not 500', async () => {
    const res = await t.app.inject({ url: '/api/presentations?q=deck%00', cookies: owner.cookies })

    expect(res.statusCode).toBe(400)
  })

  test.each([
    ['a NUL', `key${NUL}`],
    ['a bell', 'key\u0007name'],
    ['a line break', 'key\nname'],
  ])('API key name with %s: 400 and no key stored', async (_what, keyName) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      cookies: owner.cookies,
      payload: { keyName },
    })

    expect(res.statusCode).toBe(400)
    const keys = await t.app.inject({ url: '/api/api-keys', cookies: owner.cookies })
    expect(keys.json()).toEqual([])
  })

  test('share recipients: a NUL in the second address refuses the whole request, nothing sent or written', async () => {
    await t.database.db.execute(sql`update presentations set status = 'completed' where id = ${item.id}`)

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/share',
      cookies: owner.cookies,
      payload: { presentationId: item.id, emails: ['first@example.test', `sec${NUL}ond@example.test`] },
    })

    expect(res.statusCode).toBe(400)
    const shares = await t.app.inject({
      url: `/api/shares?presentationId=${item.id}`,
      cookies: owner.cookies,
    })
    expect(shares.json()).toEqual([])
    expect(existsSync(path.join(t.config.dataDir, 'outbox'))).toBe(false)
  })

  test('a note keeps its line breaks', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${item.id}/note`,
      cookies: owner.cookies,
      payload: { userNote: 'first\nsecond' },
    })

    expect(res.statusCode).toBe(200)
    expect(res.json().userNote).toBe('first\nsecond')
  })
})

describe('bounds and names', () => {
  test('a first name is at most 100 characters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { firstName: 'A'.repeat(101), email: 'long@example.test', password: 'secret1' },
    })

    expect(res.statusCode).toBe(400)
  })

  test('a file name is at most 255 characters and a note 2,000', async () => {
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${item.id}`,
      cookies: owner.cookies,
      payload: { originalName: `${'a'.repeat(252)}.pdf` },
    })
    const note = await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${item.id}/note`,
      cookies: owner.cookies,
      payload: { userNote: 'n'.repeat(2001) },
    })

    expect(rename.statusCode).toBe(400)
    expect(note.statusCode).toBe(400)
  })

  test('an uploaded file name loses its control characters and bidirectional overrides', async () => {
    const uploaded = await uploadCorpusFile(t.app, owner, 'pptx/out-of-order-slides.pptx', {
      name: `invoice\u202e${NUL}txt.pptx`,
    })

    expect(uploaded.originalName).toBe('invoicetxt.pptx')
  })

  test('bidirectional overrides are stripped from a first name and a file name', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { firstName: 'Eve\u202e', email: 'eve-bidi@example.test', password: 'secret1' },
    })
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${item.id}`,
      cookies: owner.cookies,
      payload: { originalName: 'invoice\u202efdp.exe' },
    })

    expect(registered.json().firstName).toBe('Eve')
    expect(renamed.json().originalName).toBe('invoicefdp.exe')
  })
})

describe('logs', () => {
  test('a database error is logged without the query parameters: no e-mail, no password hash', async () => {
    await t.database.db.execute(
      sql.raw(`alter table users add constraint no_boom check (first_name <> 'Boom')`),
    )
    logLines = []
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register?invite=secret-query-value',
        payload: { firstName: 'Boom', email: 'leaky@example.test', password: 'very-secret-password' },
      })

      expect(res.statusCode).toBe(500)
      const log = logLines.join('')
      expect(log).toMatch(/request failed/)
      expect(log).toMatch(/no_boom/)
      expect(log).not.toContain('leaky@example.test')
      expect(log).not.toMatch(/argon2/i)
      expect(log).not.toContain('very-secret-password')
      expect(log).not.toContain('secret-query-value')
    } finally {
      await t.database.db.execute(sql.raw('alter table users drop constraint no_boom'))
    }
  })

  test('share tokens are redacted from the request log: landing data, claim and the landing page', async () => {
    const sharing = await t.app.inject({
      method: 'POST',
      url: '/api/share',
      cookies: owner.cookies,
      payload: { presentationId: item.id, emails: ['reader@example.test'] },
    })
    expect(sharing.statusCode).toBe(200)
    const outbox = path.join(t.config.dataDir, 'outbox')
    const mail = readdirSync(outbox)
      .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
      .join('')
    const token = /\/shared\/([A-Za-z0-9_-]{20,})/.exec(mail)![1]!
    const reader = await signUp(t.app, 'reader')
    logLines = []

    const landing = await t.app.inject({ url: `/api/shared/${token}` })
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/shared/${token}/claim`,
      cookies: reader.cookies,
    })
    await t.app.inject({ url: `/shared/${token}` })

    expect(landing.statusCode).toBe(200)
    expect(claim.statusCode).toBe(200)
    const log = logLines.join('')
    expect(log).toContain('/api/shared/[redacted]/claim')
    expect(log).toContain('"/shared/[redacted]"')
    expect(log).not.toContain(token)
  })
})
