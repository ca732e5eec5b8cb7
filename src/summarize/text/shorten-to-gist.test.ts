import { describe, expect, test } from 'vitest'
import { shortenToGist } from './shorten-to-gist'

describe('shortenToGist', () => {
  test('keeps the opening words of a long sentence, up to a clause break, with an ellipsis', () => {
    expect(
      shortenToGist('This presentation contains forward-looking statements that involve risks.', 'en'),
    ).toBe('This presentation contains forward-looking statements…')
    expect(shortenToGist('Actual results may differ, as expressed or implied.', 'en')).toBe(
      'Actual results may differ…',
    )
  })

  test('keeps a short line whole', () => {
    expect(shortenToGist('Questions and discussion', 'en')).toBe('Questions and discussion')
  })
})
