import { lookup as dnsLookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { IngestError } from '../ingest-error'
import { isBlockedAddress, type AddressPolicy } from './is-blocked-address'

export interface ResolvedAddress {
  address: string
  family: 4 | 6
}

/** Every address a name resolves to; injectable so tests can point made-up names at loopback. */
export type LookupAddresses = (
  hostname: string,
) => Promise<ReadonlyArray<{ address: string; family: number }>>

export const lookupAddresses: LookupAddresses = (hostname) => dnsLookup(hostname, { all: true })

/**
 * Resolves a host name and returns the address to connect to. Every answer is checked, not just the one we
 * would use: a name that resolves to a public and a private address is refused outright.
 */
export async function resolveAllowedAddress(
  hostname: string,
  lookup: LookupAddresses,
  policy: AddressPolicy,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const answers = await whenNotAborted(lookup(hostname), signal).catch((error: unknown) => {
    if (signal.aborted) throw error
    throw new IngestError('fetch_failed', 'The server named in the link could not be found.')
  })
  if (answers.length === 0) {
    throw new IngestError('fetch_failed', 'The server named in the link could not be found.')
  }
  const addresses = answers.map(({ address }) => address)
  if (addresses.some((address) => isBlockedAddress(address, policy))) throw new IngestError('blocked_address')

  const [first] = addresses as [string, ...string[]]
  return { address: first, family: isIP(first) === 6 ? 6 : 4 }
}

/** dns.lookup takes no signal, so a resolver that never answers would outlive the fetch's time limit. */
function whenNotAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted()
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
