import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { fetchPdf } from './fetch-pdf'
import type { LookupAddresses } from './resolve-allowed-address'

// Tests connect to 127.0.0.1 and ::1 only; every other address is refused before connecting, or checked as a unit.
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..')
const corpus = path.resolve(repoRoot, '..', 'shared', 'corpus')
const pdf = readFileSync(path.join(corpus, 'pdf', 'dea-regulations-bad-operator.pdf'))
const html = readFileSync(path.join(corpus, 'bad', 'html-page.pdf'))

interface SeenRequest {
  url: string
  host: string | undefined
}

const seen: SeenRequest[] = []
let connections = 0
let openBodyClosed: Promise<void> = Promise.resolve()

function route(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://test.invalid')
  const redirects = /^\/redirect\/(\d+)$/.exec(url.pathname)
  if (redirects) {
    const left = Number(redirects[1])
    response.writeHead(302, { location: left > 1 ? `/redirect/${left - 1}` : '/deck.pdf' }).end()
    return
  }
  switch (url.pathname) {
    case '/deck.pdf':
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length }).end(pdf)
      return
    case '/chunked.pdf':
      // No content-length: the size is only known by counting while streaming.
      response.writeHead(200, { 'content-type': 'application/pdf' })
      response.write(pdf.subarray(0, 4096))
      response.end(pdf.subarray(4096))
      return
    case '/page.html':
      response.writeHead(200, { 'content-type': 'application/pdf' }).end(html)
      return
    case '/short.txt':
      response.writeHead(200, { 'content-type': 'text/plain' }).end('hello')
      return
    case '/empty.pdf':
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': 0 }).end()
      return
    case '/declared-huge.pdf':
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': 60 * 1024 * 1024 })
      response.write(pdf.subarray(0, 1024))
      return
    case '/endless.pdf':
      serveEndlessPdf(response)
      return
    case '/stall-body.pdf':
      response.writeHead(200, { 'content-type': 'application/pdf' })
      response.write(pdf.subarray(0, 2048))
      return
    case '/stall-headers.pdf':
      return
    case '/to':
      response.writeHead(302, { location: url.searchParams.get('location') ?? '' }).end()
      return
    case '/relative':
      response.writeHead(301, { location: 'files/../deck.pdf' }).end()
      return
    default:
      response.writeHead(404).end('not found')
  }
}

/** A PDF that never ends: only a client that stops reading ends it, which the test observes. */
function serveEndlessPdf(response: ServerResponse): void {
  openBodyClosed = new Promise((resolve) => response.on('close', resolve))
  response.writeHead(200, { 'content-type': 'application/pdf' })
  response.write(pdf.subarray(0, 1024))
  const filler = Buffer.alloc(64 * 1024, 0x20)
  const pump = () => {
    while (!response.destroyed && response.write(filler));
  }
  response.on('drain', pump)
  pump()
}

function listen(host: string): Promise<Server | null> {
  const server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', host: request.headers.host })
    route(request, response)
  })
  server.on('connection', () => {
    connections += 1
  })
  return new Promise((resolve) => {
    server.once('error', () => resolve(null))
    server.listen(0, host, () => resolve(server))
  })
}

let v4: Server
let v6: Server
let port: number
let port6: number

beforeAll(async () => {
  const server = await listen('127.0.0.1')
  if (!server) throw new Error('cannot listen on 127.0.0.1')
  v4 = server
  port = (v4.address() as AddressInfo).port
  // The IPv6 loopback is part of what is refused, so these machines must have it (Debian's do).
  const server6 = await listen('::1')
  if (!server6) throw new Error('cannot listen on ::1: the IPv6 loopback tests need it')
  v6 = server6
  port6 = (v6.address() as AddressInfo).port
})

afterAll(async () => {
  for (const server of [v4, v6]) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

beforeEach(() => {
  seen.length = 0
  connections = 0
})

/** Maps made-up names (the .test TLD never resolves for real) to addresses, recording what was asked. */
function fakeDns(names: Record<string, string>): LookupAddresses & { asked: string[] } {
  const asked: string[] = []
  const lookup = async (hostname: string) => {
    asked.push(hostname)
    const address = names[hostname]
    if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return [{ address, family: address.includes(':') ? 6 : 4 }]
  }
  return Object.assign(lookup, { asked })
}

const allowPrivate = { allowPrivateAddresses: true }

describe('fetchPdf with private addresses refused (the default)', () => {
  test.each([
    ['127.0.0.1', () => `http://127.0.0.1:${port}/deck.pdf`],
    ['[::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${port}/deck.pdf`],
    ['0x7f000001', () => `http://0x7f000001:${port}/deck.pdf`],
    ['2130706433', () => `http://2130706433:${port}/deck.pdf`],
    ['0177.0.0.1', () => `http://0177.0.0.1:${port}/deck.pdf`],
    ['127.1', () => `http://127.1:${port}/deck.pdf`],
  ])('refuses a link to %s before any request reaches the server', async (_form, link) => {
    await expect(fetchPdf(link())).rejects.toMatchObject({ code: 'blocked_address' })

    expect(connections).toBe(0)
    expect(seen).toEqual([])
  })

  test('refuses a link to [::1] before any request reaches the server', async () => {
    await expect(fetchPdf(`http://[::1]:${port6}/deck.pdf`)).rejects.toMatchObject({
      code: 'blocked_address',
    })

    expect(connections).toBe(0)
  })

  test('refuses a name that resolves to loopback, checking the resolved address before connecting', async () => {
    const lookup = fakeDns({ 'deck.example.test': '127.0.0.1' })

    const fetching = fetchPdf(`http://deck.example.test:${port}/deck.pdf`, { lookup })

    await expect(fetching).rejects.toMatchObject({ code: 'blocked_address' })
    expect(lookup.asked).toEqual(['deck.example.test'])
    expect(connections).toBe(0)
  })

  test('refuses localhost through the system resolver', async () => {
    await expect(fetchPdf(`http://localhost:${port}/deck.pdf`)).rejects.toMatchObject({
      code: 'blocked_address',
    })

    expect(connections).toBe(0)
  })
})

describe('fetchPdf with private addresses allowed', () => {
  test('downloads a PDF', async () => {
    const body = await fetchPdf(`http://127.0.0.1:${port}/deck.pdf`, allowPrivate)

    expect(Buffer.from(body).equals(pdf)).toBe(true)
  })

  test('downloads a PDF sent without a content-length', async () => {
    const body = await fetchPdf(`http://127.0.0.1:${port}/chunked.pdf`, allowPrivate)

    expect(body.byteLength).toBe(pdf.length)
  })

  test('downloads a PDF over IPv6 loopback', async () => {
    const body = await fetchPdf(`http://[::1]:${port6}/deck.pdf`, allowPrivate)

    expect(body.byteLength).toBe(pdf.length)
  })

  test('connects to the address it checked and keeps the link’s host name in the Host header', async () => {
    const lookup = fakeDns({ 'deck.example.test': '127.0.0.1' })

    const body = await fetchPdf(`http://deck.example.test:${port}/deck.pdf`, { ...allowPrivate, lookup })

    expect(body.byteLength).toBe(pdf.length)
    // Resolved once, by us: the connection used the pinned answer rather than asking the system again.
    expect(lookup.asked).toEqual(['deck.example.test'])
    expect(seen).toEqual([{ url: '/deck.pdf', host: `deck.example.test:${port}` }])
  })

  test('follows five redirects', async () => {
    const body = await fetchPdf(`http://127.0.0.1:${port}/redirect/5`, allowPrivate)

    expect(body.byteLength).toBe(pdf.length)
    expect(seen).toHaveLength(6)
  })

  test('refuses a sixth redirect without following it', async () => {
    const fetching = fetchPdf(`http://127.0.0.1:${port}/redirect/6`, allowPrivate)

    await expect(fetching).rejects.toMatchObject({
      code: 'fetch_failed',
      message: 'The link redirected more than 5 times.',
    })
    expect(seen.map((request) => request.url)).toEqual([
      '/redirect/6',
      '/redirect/5',
      '/redirect/4',
      '/redirect/3',
      '/redirect/2',
      '/redirect/1',
    ])
  })

  test('resolves a relative redirect against the URL that answered it', async () => {
    const body = await fetchPdf(`http://127.0.0.1:${port}/relative`, allowPrivate)

    expect(body.byteLength).toBe(pdf.length)
    expect(seen.map((request) => request.url)).toEqual(['/relative', '/deck.pdf'])
  })

  test.each([
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['the metadata address in hex', 'http://0xa9fea9fe/latest/meta-data/'],
    ['the metadata address mapped into IPv6', 'http://[::ffff:169.254.169.254]/'],
    ['the AWS IPv6 metadata address', 'http://[fd00:ec2::254]/'],
    ['the metadata host name', 'http://metadata.google.internal/computeMetadata/v1/'],
    ['another scheme', 'file:///etc/passwd'],
  ])('re-checks a redirect to %s and refuses it without following', async (_target, location) => {
    const link = `http://127.0.0.1:${port}/to?location=${encodeURIComponent(location)}`

    await expect(fetchPdf(link, allowPrivate)).rejects.toMatchObject({
      code: location.startsWith('file:') ? 'fetch_failed' : 'blocked_address',
    })
    expect(seen.map((request) => request.url)).toEqual([`/to?location=${encodeURIComponent(location)}`])
  })

  test('re-checks the resolved address of a redirect’s host and refuses metadata', async () => {
    const lookup = fakeDns({ 'deck.example.test': '127.0.0.1', 'meta.example.test': '169.254.169.254' })
    const location = encodeURIComponent('http://meta.example.test/latest/meta-data/')

    const fetching = fetchPdf(`http://deck.example.test:${port}/to?location=${location}`, {
      ...allowPrivate,
      lookup,
    })

    await expect(fetching).rejects.toMatchObject({ code: 'blocked_address' })
    expect(lookup.asked).toEqual(['deck.example.test', 'meta.example.test'])
    expect(seen).toHaveLength(1)
  })

  test('refuses an HTML answer as not a PDF', async () => {
    const fetching = fetchPdf(`http://127.0.0.1:${port}/page.html`, allowPrivate)

    await expect(fetching).rejects.toMatchObject({
      code: 'unsupported_type',
      message: 'The link did not return a PDF. Only links to PDF files can be processed.',
    })
  })

  test('refuses a short answer that is not a PDF', async () => {
    await expect(fetchPdf(`http://127.0.0.1:${port}/short.txt`, allowPrivate)).rejects.toMatchObject({
      code: 'unsupported_type',
    })
  })

  test('refuses an empty answer', async () => {
    await expect(fetchPdf(`http://127.0.0.1:${port}/empty.pdf`, allowPrivate)).rejects.toMatchObject({
      code: 'empty',
    })
  })

  test('answers 404 with fetch_failed', async () => {
    await expect(fetchPdf(`http://127.0.0.1:${port}/missing.pdf`, allowPrivate)).rejects.toMatchObject({
      code: 'fetch_failed',
      message: 'The PDF could not be downloaded: the server answered 404.',
    })
  })

  test('answers a refused connection with fetch_failed', async () => {
    const closed = await listen('127.0.0.1')
    const closedPort = (closed?.address() as AddressInfo).port
    await new Promise((resolve) => closed?.close(resolve))

    await expect(fetchPdf(`http://127.0.0.1:${closedPort}/deck.pdf`, allowPrivate)).rejects.toMatchObject({
      code: 'fetch_failed',
    })
  })

  test('answers a name that does not resolve with fetch_failed', async () => {
    const lookup = fakeDns({})

    await expect(
      fetchPdf('https://nowhere.example.test/deck.pdf', { ...allowPrivate, lookup }),
    ).rejects.toMatchObject({ code: 'fetch_failed' })
  })

  test('refuses a body over the limit while streaming, and stops reading it', async () => {
    const fetching = fetchPdf(`http://127.0.0.1:${port}/endless.pdf`, {
      ...allowPrivate,
      maxBytes: 256 * 1024,
    })

    await expect(fetching).rejects.toMatchObject({ code: 'too_large' })
    await openBodyClosed
  })

  test('refuses a chunked body one byte over the limit', async () => {
    const fetching = fetchPdf(`http://127.0.0.1:${port}/chunked.pdf`, {
      ...allowPrivate,
      maxBytes: pdf.length - 1,
    })

    await expect(fetching).rejects.toMatchObject({ code: 'too_large' })
  })

  test('refuses a declared length over the limit without reading the body', async () => {
    await expect(fetchPdf(`http://127.0.0.1:${port}/declared-huge.pdf`, allowPrivate)).rejects.toMatchObject({
      code: 'too_large',
    })
  })

  test('times out on a server that never answers', async () => {
    const fetching = fetchPdf(`http://127.0.0.1:${port}/stall-headers.pdf`, {
      ...allowPrivate,
      timeoutMs: 200,
    })

    await expect(fetching).rejects.toMatchObject({ code: 'timeout' })
  })

  test('times out on a server that sends headers and then stalls', async () => {
    const fetching = fetchPdf(`http://127.0.0.1:${port}/stall-body.pdf`, { ...allowPrivate, timeoutMs: 200 })

    await expect(fetching).rejects.toMatchObject({ code: 'timeout' })
    expect(seen).toHaveLength(1)
  })

  test('times out on a resolver that never answers', async () => {
    const lookup: LookupAddresses = () => new Promise(() => {})

    const fetching = fetchPdf('http://slow.example.test/deck.pdf', {
      ...allowPrivate,
      lookup,
      timeoutMs: 100,
    })

    await expect(fetching).rejects.toMatchObject({ code: 'timeout' })
  })
})
