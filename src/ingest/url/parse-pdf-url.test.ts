import { describe, expect, test } from 'vitest'
import { IngestError } from '../ingest-error'
import { parsePdfUrl } from './parse-pdf-url'

function refusal(action: () => unknown): IngestError {
  try {
    action()
  } catch (error) {
    if (error instanceof IngestError) return error
    throw error
  }
  throw new Error('expected an IngestError')
}

describe('parsePdfUrl', () => {
  test.each([
    'http://127.0.0.1/x.pdf',
    'http://[::1]/x.pdf',
    'http://[::ffff:127.0.0.1]/x.pdf',
    'http://[::ffff:7f00:1]/x.pdf',
    'http://0x7f000001/x.pdf',
    'http://2130706433/x.pdf',
    'http://0177.0.0.1/x.pdf',
    'http://127.1/x.pdf',
    'http://127.0.0.1./x.pdf',
    'https://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://METADATA.google.internal./',
    'http://metadata/',
    'http://10.0.0.1/x.pdf',
    'http://0300.0250.0.1/x.pdf',
  ])('refuses %s as a blocked address without resolving anything', (link) => {
    expect(refusal(() => parsePdfUrl(link)).code).toBe('blocked_address')
  })

  test.each([
    'http://127.0.0.1:8080/x.pdf',
    'http://[::1]/x.pdf',
    'http://[::ffff:127.0.0.1]/x.pdf',
    'http://0x7f000001/x.pdf',
    'http://2130706433/x.pdf',
  ])('refuses a redirect to %s', (location) => {
    const previous = new URL('https://deck.example.test/slides.pdf')

    expect(refusal(() => parsePdfUrl(location, {}, previous)).code).toBe('blocked_address')
  })

  test('resolves a relative redirect against the URL that answered it', () => {
    const previous = new URL('https://deck.example.test/a/slides')

    const next = parsePdfUrl('../files/deck.pdf?v=2', {}, previous)

    expect(next.url.href).toBe('https://deck.example.test/files/deck.pdf?v=2')
  })

  test.each([
    'ftp://example.com/x.pdf',
    'file:///etc/passwd',
    'data:application/pdf,%PDF-1.4',
    'javascript:alert(1)',
  ])('refuses the scheme of %s', (link) => {
    const error = refusal(() => parsePdfUrl(link))

    expect(error.code).toBe('fetch_failed')
    expect(error.message).toBe('Only http and https links can be fetched.')
  })

  test.each(['http://user:secret@example.com/x.pdf', 'https://user@example.com/x.pdf'])(
    'refuses credentials in %s',
    (link) => {
      const error = refusal(() => parsePdfUrl(link))

      expect(error.code).toBe('fetch_failed')
      expect(error.message).toMatch(/user name or password/)
    },
  )

  test.each(['', 'not a link', 'http://', 'http://1.2.3.4.5/'])('refuses %j as not a web address', (link) => {
    expect(refusal(() => parsePdfUrl(link)).code).toBe('fetch_failed')
  })

  test('gives a host name to resolve, without a trailing dot', () => {
    const parsed = parsePdfUrl('https://Slides.Example.COM./deck.pdf')

    expect(parsed.hostname).toBe('slides.example.com')
    expect(parsed.address).toBeUndefined()
  })

  test('gives an IPv6 literal unbracketed, already checked, with nothing to resolve', () => {
    const parsed = parsePdfUrl('http://[2606:4700:4700::1111]:8080/deck.pdf')

    expect(parsed.hostname).toBe('2606:4700:4700::1111')
    expect(parsed.address).toEqual({ address: '2606:4700:4700::1111', family: 6 })
  })

  test('accepts loopback literals when private addresses are allowed, but never metadata', () => {
    const policy = { allowPrivateAddresses: true }

    expect(parsePdfUrl('http://0x7f000001:8080/x.pdf', policy).address).toEqual({
      address: '127.0.0.1',
      family: 4,
    })
    expect(refusal(() => parsePdfUrl('http://169.254.169.254/', policy)).code).toBe('blocked_address')
    expect(refusal(() => parsePdfUrl('http://metadata.google.internal/', policy)).code).toBe(
      'blocked_address',
    )
  })

  test('refuses localhost and its subdomains by name, unless private addresses are allowed', () => {
    for (const link of [
      'http://localhost/x.pdf',
      'https://LOCALHOST./x.pdf',
      'http://app.localhost:3000/x.pdf',
    ]) {
      expect(refusal(() => parsePdfUrl(link)).code, link).toBe('blocked_address')
    }

    expect(parsePdfUrl('http://localhost:3000/x.pdf', { allowPrivateAddresses: true }).hostname).toBe(
      'localhost',
    )
    expect(parsePdfUrl('https://localhost.example.com/x.pdf').hostname).toBe('localhost.example.com')
  })
})
