import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { MAX_UPLOAD_BYTES } from '../../shared'
import { IngestError } from '../ingest-error'
import type { AddressPolicy } from './is-blocked-address'
import { parsePdfUrl } from './parse-pdf-url'
import {
  lookupAddresses,
  resolveAllowedAddress,
  type LookupAddresses,
  type ResolvedAddress,
} from './resolve-allowed-address'

export interface FetchPdfOptions extends AddressPolicy {
  /** Covers the whole fetch: lookups, redirects, headers and body (a server that stalls mid-body too). */
  timeoutMs?: number
  /** Refused while streaming, as soon as the body grows past it. */
  maxBytes?: number
  maxRedirects?: number
  lookup?: LookupAddresses
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
const PDF_SIGNATURE = Buffer.from('%PDF-')
/** pdf.js, like Acrobat, accepts junk before the header as long as it starts within the first kilobyte. */
const SIGNATURE_WINDOW = 1024
const NOT_A_PDF = 'The link did not return a PDF. Only links to PDF files can be processed.'

/**
 * Downloads a PDF from a link a user gave. Each hop's host is resolved here, every address checked, and the
 * connection pinned to the checked address, so DNS cannot answer differently between check and connect.
 */
export async function fetchPdf(link: string, options: FetchPdfOptions = {}): Promise<Uint8Array> {
  const {
    timeoutMs = 30_000,
    maxBytes = MAX_UPLOAD_BYTES,
    maxRedirects = 5,
    lookup = lookupAddresses,
  } = options
  const policy: AddressPolicy = { allowPrivateAddresses: options.allowPrivateAddresses ?? false }
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    let target = parsePdfUrl(link, policy)
    for (let redirects = 0; ; redirects += 1) {
      const pinned = target.address ?? (await resolveAllowedAddress(target.hostname, lookup, policy, signal))
      const response = await requestPinned(target.url, pinned, signal)
      const status = response.statusCode ?? 0
      if (REDIRECT_STATUSES.has(status)) {
        response.destroy()
        const location = response.headers.location
        if (!location) throw new IngestError('fetch_failed', 'The link redirected without saying where to.')
        if (redirects >= maxRedirects) {
          throw new IngestError('fetch_failed', `The link redirected more than ${maxRedirects} times.`)
        }
        target = parsePdfUrl(location, policy, target.url)
        continue
      }
      if (status < 200 || status > 299) {
        response.destroy()
        throw new IngestError(
          'fetch_failed',
          `The PDF could not be downloaded: the server answered ${status}.`,
        )
      }
      return await readPdfBody(response, maxBytes)
    }
  } catch (error) {
    if (error instanceof IngestError) throw error
    if (signal.aborted)
      throw new IngestError('timeout', 'The link took too long to answer, so the download was stopped.')
    throw new IngestError('fetch_failed')
  }
}

function requestPinned(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        // No pooled sockets: each hop connects to the address checked for it, never to an earlier one.
        agent: false,
        lookup: pinTo(pinned),
        signal,
        headers: {
          host: url.host,
          accept: 'application/pdf, */*;q=0.1',
          // A compressed body would need its own inflate limit; ask for the bytes as they are.
          'accept-encoding': 'identity',
          'user-agent': 'Slidebrief (PDF link)',
        },
      },
      resolve,
    )
    request.on('error', reject)
    request.end()
  })
}

/** Answers Node's connect-time lookup with the address already checked; TLS still verifies the host name. */
function pinTo(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned])
    else callback(null, pinned.address, pinned.family)
  }
}

async function readPdfBody(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy()
    throw new IngestError('too_large')
  }

  const chunks: Buffer[] = []
  let size = 0
  let isChecked = false
  // Leaving the loop by throwing destroys the response, so nothing past the limit is read.
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) throw new IngestError('too_large')
    chunks.push(chunk)
    if (!isChecked && size >= SIGNATURE_WINDOW) {
      assertPdfSignature(Buffer.concat(chunks))
      isChecked = true
    }
  }
  if (size === 0) throw new IngestError('empty', 'The link returned an empty file.')
  if (!isChecked) assertPdfSignature(Buffer.concat(chunks))

  // A fresh buffer rather than Buffer.concat's, which may be a slice of Node's shared pool and so must not be
  // transferred to the worker thread that parses it.
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.length
  }
  return body
}

function assertPdfSignature(head: Buffer): void {
  const at = head.subarray(0, SIGNATURE_WINDOW).indexOf(PDF_SIGNATURE)
  if (at === -1) throw new IngestError('unsupported_type', NOT_A_PDF)
}
