import { describe, expect, test } from 'vitest'
import { isBlockedAddress } from './is-blocked-address'

describe('isBlockedAddress', () => {
  test.each([
    ['169.254.169.254', 'cloud metadata'],
    ['10.0.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['172.16.0.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['198.18.0.1', 'benchmarking'],
    ['192.0.2.1', 'documentation'],
    ['240.0.0.1', 'reserved'],
    ['fd00::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['fd00:ec2::254', 'AWS metadata over IPv6'],
    ['[::ffff:127.0.0.1]', 'IPv4-mapped loopback, bracketed'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:0:a00:1', 'IPv4-translated private'],
    ['::7f00:1', 'IPv4-compatible loopback'],
    ['64:ff9b::7f00:1', 'NAT64 loopback'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['0x7f000001', 'hex loopback'],
    ['2130706433', 'decimal loopback'],
    ['0177.0.0.1', 'octal loopback'],
    ['127.1', 'short loopback'],
    ['0xa9fea9fe', 'hex metadata'],
  ])('refuses %s (%s)', (ip) => {
    expect(isBlockedAddress(ip)).toBe(true)
  })

  test.each([
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows the public address %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(false)
  })

  test.each(['example.com', '', '1.2.3.4.5', '127.0.0.1@8.8.8.8', '8.8.8.8/x', 'fe80::1%eth0'])(
    'refuses %j, which is not an IP address',
    (text) => {
      expect(isBlockedAddress(text)).toBe(true)
    },
  )

  test.each([
    '127.0.0.1',
    '10.0.0.1',
    '192.168.1.1',
    '100.64.0.1',
    'fd00::1',
    '::1',
    '::ffff:127.0.0.1',
    '2130706433',
  ])('allows the intranet address %s when private addresses are allowed', (ip) => {
    expect(isBlockedAddress(ip, { allowPrivateAddresses: true })).toBe(false)
  })

  test.each([
    '169.254.169.254',
    '::ffff:169.254.169.254',
    'fd00:ec2::254',
    '100.100.100.200',
    'fe80::1',
    '224.0.0.1',
    '0.0.0.0',
    '::',
  ])('still refuses %s when private addresses are allowed', (ip) => {
    expect(isBlockedAddress(ip, { allowPrivateAddresses: true })).toBe(true)
  })
})
