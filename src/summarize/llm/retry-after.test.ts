import { describe, expect, test } from 'vitest'
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from './retry-after'

describe('parseRetryAfter', () => {
  test('reads delay-seconds, fractions included', () => {
    expect(parseRetryAfter({ 'retry-after': '2' })).toBe(2000)
    expect(parseRetryAfter({ 'retry-after': '0.25' })).toBe(250)
  })

  test('reads an HTTP date as the time left until then', () => {
    const now = Date.parse('2025-01-05T10:00:00Z')

    expect(parseRetryAfter({ 'retry-after': 'Sun, 05 Jan 2025 10:00:07 GMT' }, now)).toBe(7000)
  })

  test('takes a date in the past as no wait', () => {
    const now = Date.parse('2025-01-05T10:00:00Z')

    expect(parseRetryAfter({ 'retry-after': 'Sun, 05 Jan 2025 09:00:00 GMT' }, now)).toBe(0)
  })

  test('caps a wait longer than the limit', () => {
    expect(parseRetryAfter({ 'retry-after': '86400' })).toBe(MAX_RETRY_AFTER_MS)
  })

  test('prefers the precise retry-after-ms header', () => {
    expect(parseRetryAfter({ 'retry-after-ms': '150', 'retry-after': '3' })).toBe(150)
  })

  test('ignores a missing or unreadable header', () => {
    expect(parseRetryAfter(undefined)).toBeUndefined()
    expect(parseRetryAfter({})).toBeUndefined()
    expect(parseRetryAfter({ 'retry-after': 'soon' })).toBeUndefined()
    expect(parseRetryAfter({ 'retry-after': '-5' })).toBeUndefined()
  })
})
