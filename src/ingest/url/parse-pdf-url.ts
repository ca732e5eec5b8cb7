import { isIP } from 'node:net'
import { IngestError } from '../ingest-error'
import { isBlockedAddress, type AddressPolicy } from './is-blocked-address'

export interface PdfUrl {
  url: URL
  /** The host as DNS and TLS see it: IPv6 without brackets, no trailing dot. */
  hostname: string
  /** Set when the host is an IP literal, already checked: nothing to resolve. */
  address?: { address: string; family: 4 | 6 }
}

/**
 * Metadata services reachable by name (GCP answers `metadata` and `metadata.google.internal` on its own
 * resolver); refused by name, before any lookup, whatever the setting for private addresses.
 */
const BLOCKED_HOSTNAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog'])

/**
 * Parses a link (or a redirect's Location, against the URL that answered it) and refuses what must never be
 * fetched: other schemes, credentials, metadata names and blocked IP literals. The WHATWG parser
 * canonicalises numeric hosts first (0x7f000001, 2130706433, 0177.0.0.1 and 127.1 all become 127.0.0.1;
 * [::ffff:127.0.0.1] becomes [::ffff:7f00:1]), so the check sees the address a connection would use.
 */
export function parsePdfUrl(input: string, policy: AddressPolicy = {}, base?: URL): PdfUrl {
  let url: URL
  try {
    url = new URL(input.trim(), base)
  } catch {
    throw new IngestError('fetch_failed', 'That link is not a valid web address.')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new IngestError('fetch_failed', 'Only http and https links can be fetched.')
  }
  if (url.username !== '' || url.password !== '') {
    throw new IngestError('fetch_failed', 'Links that carry a user name or password are not accepted.')
  }

  const bare = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname
  const hostname = bare.endsWith('.') ? bare.slice(0, -1) : bare
  if (BLOCKED_HOSTNAMES.has(hostname)) throw new IngestError('blocked_address')
  // RFC 6761: 'localhost' and its subdomains are loopback, whatever a resolver says; refused by name.
  const isLocalhost = hostname === 'localhost' || hostname.endsWith('.localhost')
  if (isLocalhost && isBlockedAddress('127.0.0.1', policy)) throw new IngestError('blocked_address')

  const family = isIP(hostname)
  if (family === 0) return { url, hostname }
  if (isBlockedAddress(hostname, policy)) throw new IngestError('blocked_address')
  return { url, hostname, address: { address: hostname, family: family === 4 ? 4 : 6 } }
}
