import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

export interface AddressPolicy {
  /** ALLOW_PRIVATE_URLS: self-hosters may fetch from their intranet (private, loopback, unique-local, CGNAT). */
  allowPrivateAddresses?: boolean
}

type Address = ipaddr.IPv4 | ipaddr.IPv6

/** Ranges an intranet lives in: refused by default, allowed by the setting. */
const PRIVATE_RANGES = new Set<string>(['private', 'loopback', 'carrierGradeNat', 'uniqueLocal'])

/**
 * Cloud metadata endpoints hand out credentials, so they stay refused even when private addresses are allowed:
 * AWS/GCP/Azure/Oracle 169.254.169.254 (the whole link-local range is refused anyway), the AWS IPv6 endpoint
 * and Alibaba's, which sits inside carrier-grade NAT space.
 */
const METADATA_ADDRESSES = new Set(
  ['fd00:ec2::254', '100.100.100.200'].map((text) => ipaddr.parse(text).toNormalizedString()),
)

/** IPv4-compatible IPv6 (::a.b.c.d, deprecated by RFC 4291); ipaddr.js files it under 'unicast'. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96')
/** RFC 6052's well-known NAT64 prefix; the local-use 64:ff9b:1::/48 has no fixed layout and stays refused. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96')

/** Characters an IP literal can hold in any of its spellings; anything else is not an address. */
const IP_LITERAL = /^[[\]0-9a-fA-FxX.:]+$/

/**
 * Whether a connection to this IP address must be refused. Numeric spellings (0x7f000001, 2130706433,
 * 0177.0.0.1, 127.1, [::ffff:7f00:1]) are read the way browsers read them; anything that is not an address
 * is refused (fail closed).
 */
export function isBlockedAddress(ip: string, policy: AddressPolicy = {}): boolean {
  const address = parseAddress(ip)
  return address === null || isBlocked(address, policy)
}

/**
 * Parses through the WHATWG host parser rather than ipaddr.js's looser one, so a string means the same
 * address here as in the URL it came from; only the canonical result is handed to ipaddr.js.
 */
function parseAddress(ip: string): Address | null {
  if (!IP_LITERAL.test(ip)) return null
  const host = ip.includes(':') && !ip.startsWith('[') ? `[${ip}]` : ip
  let hostname: string
  try {
    hostname = new URL(`http://${host}/`).hostname
  } catch {
    return null
  }
  const text = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname
  return isIP(text) === 0 ? null : ipaddr.parse(text)
}

function isBlocked(address: Address, policy: AddressPolicy): boolean {
  if (METADATA_ADDRESSES.has(address.toNormalizedString())) return true
  if (address.kind() === 'ipv6') {
    const embedded = embeddedIPv4(address as ipaddr.IPv6)
    if (embedded !== undefined) return embedded === null || isBlocked(embedded, policy)
  }
  const range = address.range()
  if (range === 'unicast') return false
  return !(policy.allowPrivateAddresses && PRIVATE_RANGES.has(range))
}

/**
 * The IPv4 address an IPv6 address stands for, when the network would deliver it to that IPv4 host:
 * undefined for a plain IPv6 address, null for a form we refuse outright (IPv4-compatible, Teredo,
 * local-use NAT64).
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null | undefined {
  const range = address.range()
  if (range === 'ipv4Mapped' || range === 'rfc6145' || address.match(NAT64_WELL_KNOWN)) {
    return fromParts(address.parts[6], address.parts[7])
  }
  if (range === '6to4') return fromParts(address.parts[1], address.parts[2])
  if (range === 'teredo' || range === 'rfc6052') return null
  // :: and ::1 are handled by their own ranges; the rest of ::/96 is IPv4-compatible.
  if (range === 'unicast' && address.match(IPV4_COMPATIBLE)) return null
  return undefined
}

function fromParts(high = 0, low = 0): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff])
}
