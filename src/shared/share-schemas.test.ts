import { describe, expect, test } from 'vitest'
import { checkShareEmails, shareRequestSchema, splitShareEmails } from './share-schemas'

describe('checkShareEmails (spec §5 "Share emails")', () => {
  test.each([
    ['', 'Email Required', 'Please enter at least one email address'],
    ['   ', 'Email Required', 'Please enter at least one email address'],
    [' , ,', 'Invalid Email', 'Please enter at least one valid email address'],
    [
      Array.from({ length: 11 }, (_, i) => `r${i}@example.com`).join(','),
      'Too Many Recipients',
      'Maximum 10 email addresses allowed per share',
    ],
    ['a@example.com, nope', 'Invalid Email Format', 'Invalid email address: nope'],
    ['a b@example.com, x@y, c@d.e', 'Invalid Email Format', 'Invalid email addresses: a b@example.com, x@y'],
  ])('the field %j gives %s', (field, title, message) => {
    expect(checkShareEmails(splitShareEmails(field))).toEqual({ ok: false, title, message })
  })

  test('trims, drops blanks and counts an address once whatever its case', () => {
    const check = checkShareEmails(splitShareEmails(' a@example.com ,, B@example.com, A@Example.com '))

    expect(check).toEqual({ ok: true, emails: ['a@example.com', 'B@example.com'] })
  })

  test('ten addresses are allowed', () => {
    const emails = Array.from({ length: 10 }, (_, i) => `r${i}@example.com`)

    expect(checkShareEmails(emails)).toEqual({ ok: true, emails })
  })
})

test('the request schema gives the server the same answer as the browser', () => {
  const parsed = shareRequestSchema.safeParse({
    presentationId: '00000000-0000-4000-8000-000000000000',
    emails: ['ok@example.com', 'bad'],
  })

  expect(parsed.success).toBe(false)
  expect(parsed.error?.issues[0]?.message).toBe('Invalid email address: bad')
})
