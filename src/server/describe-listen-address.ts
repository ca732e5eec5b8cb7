import type { AddressInfo } from 'node:net'

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '0:0:0:0:0:0:0:0'])

/**
 * Where the listening server can be opened, from the address it really bound (PORT=0 included): a
 * wildcard bind is opened on localhost and said to listen on all interfaces.
 */
export function describeListenAddress({ address, family, port }: AddressInfo): string {
  if (ALL_INTERFACES.has(address)) return `http://localhost:${port} (listening on all interfaces)`
  const host = family === 'IPv6' || address.includes(':') ? `[${address}]` : address
  return `http://${host}:${port}`
}
