import { expect, test } from 'vitest'
import { daysUntil } from './days-until'

const now = Date.parse('2026-11-24T12:00:00Z')

test.each([
  ['2026-12-24T12:00:00Z', 30],
  ['2026-11-24T12:00:01Z', 1],
  ['2026-11-25T12:00:01Z', 2],
  ['2026-11-24T11:00:00Z', 0],
])('a link expiring at %s has %i days left (whole days, rounded up)', (expiresAt, days) => {
  expect(daysUntil(expiresAt, now)).toBe(days)
})
