import { describe, expect, test } from 'vitest'
import { describeListenAddress } from './describe-listen-address'

describe('the address the server prints when ready', () => {
  test('is the bound host and port', () => {
    expect(describeListenAddress({ address: '127.0.0.1', family: 'IPv4', port: 4321 })).toBe(
      'http://127.0.0.1:4321',
    )
    expect(describeListenAddress({ address: '::1', family: 'IPv6', port: 4321 })).toBe('http://[::1]:4321')
  })

  test('is localhost on all interfaces for a wildcard bind', () => {
    expect(describeListenAddress({ address: '0.0.0.0', family: 'IPv4', port: 8080 })).toBe(
      'http://localhost:8080 (listening on all interfaces)',
    )
    expect(describeListenAddress({ address: '::', family: 'IPv6', port: 3000 })).toBe(
      'http://localhost:3000 (listening on all interfaces)',
    )
  })
})
