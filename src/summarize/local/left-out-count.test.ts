import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { withoutLeftOutCounts } from './left-out-count'

// The note of how many items a list said in part leaves out is no figure of the slide's (decision 191).
describe('the figure checks read an entry line without its left-out count', () => {
  test.each<[Language, string, string]>([
    ['en', '- Ubuntu 14.04, 16.04 (+4 more)', '- Ubuntu 14.04, 16.04'],
    ['de', '- 7 Promotionen in Physik (+11 weitere)', '- 7 Promotionen in Physik'],
    ['fr', '- Windows 8.1/10 (+2 autres)', '- Windows 8.1/10'],
  ])('a %s note at a line end goes', (language, line, read) => {
    expect(withoutLeftOutCounts(line, language)).toBe(read)
  })

  test('a figure in brackets that is no such note stays', () => {
    expect(withoutLeftOutCounts('- Churn 2.1% (+4 pts)', 'en')).toBe('- Churn 2.1% (+4 pts)')
    expect(withoutLeftOutCounts('- Revenue (+4 more) grew', 'en')).toBe('- Revenue (+4 more) grew')
  })
})
