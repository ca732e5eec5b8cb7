import { describe, expect, test } from 'vitest'
import { formatProcessedDate } from './format-processed-date'

describe('formatProcessedDate', () => {
  test('writes the en-US long date', () => {
    expect(formatProcessedDate(new Date('2025-01-05T12:00:00Z'))).toBe('January 5, 2025')
  })

  test('reads the date in UTC unless a time zone is given', () => {
    const lateEvening = new Date('2025-01-05T23:30:00Z')

    expect(formatProcessedDate(lateEvening)).toBe('January 5, 2025')
    expect(formatProcessedDate(lateEvening, 'Asia/Tokyo')).toBe('January 6, 2025')
  })

  test('a missing or invalid date is Unknown', () => {
    expect(formatProcessedDate(null)).toBe('Unknown')
    expect(formatProcessedDate(new Date('not a date'))).toBe('Unknown')
  })
})
