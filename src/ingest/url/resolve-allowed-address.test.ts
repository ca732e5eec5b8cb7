import { describe, expect, test } from 'vitest'
import { resolveAllowedAddress, type LookupAddresses } from './resolve-allowed-address'

const answering =
  (...addresses: string[]): LookupAddresses =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))

const neverAborted = new AbortController().signal

describe('resolveAllowedAddress', () => {
  test('returns the first address when every answer is public', async () => {
    const resolved = await resolveAllowedAddress(
      'deck.example.test',
      answering('2606:4700:4700::1111', '1.1.1.1'),
      {},
      neverAborted,
    )

    expect(resolved).toEqual({ address: '2606:4700:4700::1111', family: 6 })
  })

  test('refuses a name when any of its answers is private, even if the first is public', async () => {
    const lookup = answering('1.1.1.1', '10.0.0.5')

    await expect(resolveAllowedAddress('deck.example.test', lookup, {}, neverAborted)).rejects.toMatchObject({
      code: 'blocked_address',
    })
  })

  test('refuses a name that resolves to the metadata address even when private addresses are allowed', async () => {
    const lookup = answering('169.254.169.254')

    await expect(
      resolveAllowedAddress('deck.example.test', lookup, { allowPrivateAddresses: true }, neverAborted),
    ).rejects.toMatchObject({ code: 'blocked_address' })
  })

  test('turns a failed lookup into fetch_failed', async () => {
    const lookup: LookupAddresses = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })
    }

    await expect(
      resolveAllowedAddress('nowhere.example.test', lookup, {}, neverAborted),
    ).rejects.toMatchObject({
      code: 'fetch_failed',
      message: 'The server named in the link could not be found.',
    })
  })

  test('turns an empty answer into fetch_failed', async () => {
    await expect(
      resolveAllowedAddress('empty.example.test', answering(), {}, neverAborted),
    ).rejects.toMatchObject({
      code: 'fetch_failed',
    })
  })

  test('gives up on a resolver that never answers once the signal aborts', async () => {
    const controller = new AbortController()
    const pending = resolveAllowedAddress(
      'slow.example.test',
      () => new Promise(() => {}),
      {},
      controller.signal,
    )

    controller.abort(new Error('time is up'))

    await expect(pending).rejects.toThrow('time is up')
  })
})
