import { MAX_UPLOAD_BYTES, type Document } from '../shared'
import { ingestBytes, type IngestOptions } from './ingest-bytes'
import { fetchPdf } from './url'

export interface IngestUrlOptions extends IngestOptions {
  /** ALLOW_PRIVATE_URLS: lets self-hosters fetch from their own network. Off by default. */
  allowPrivateAddresses?: boolean
  /** Time limit for the download (default 30 s), apart from the parsing limit. */
  fetchTimeoutMs?: number
}

export interface IngestedUrl {
  document: Document
  /** The downloaded PDF, for the caller to store as the original. */
  bytes: Uint8Array
}

const MAX_REDIRECTS = 5
const FETCH_TIMEOUT_MS = 30_000

/** A link to a PDF: downloaded with the SSRF checks, then ingested like an upload. */
export async function ingestUrl(url: string, options: IngestUrlOptions = {}): Promise<IngestedUrl> {
  const bytes = await fetchPdf(url, {
    allowPrivateAddresses: options.allowPrivateAddresses ?? false,
    timeoutMs: options.fetchTimeoutMs ?? FETCH_TIMEOUT_MS,
    maxBytes: MAX_UPLOAD_BYTES,
    maxRedirects: MAX_REDIRECTS,
  })
  const document = await ingestBytes(bytes, options)
  return { document, bytes }
}
