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

  test.each([
    [
      'en',
      'Cash of £14.2M at 30 June; runway of 22 months at the planned burn',
      'Cash of £14.2M at 30 June…',
    ],
    ['fr', 'Le chantier a pris 11 semaines de retard à cause du froid', 'Le chantier a pris 11 semaines…'],
    [
      'de',
      'Der Umbau kostet jetzt 19 Millionen Kronen mehr als geplant',
      'Der Umbau kostet jetzt 19 Millionen…',
    ],
    ['en', '12% more capacity on Line 3 and 9% lower gas use', '12% more capacity on Line 3…'],
  ] as const)('never cuts a %s figure from its unit or date: "%s"', (language, text, gist) => {
    expect(shortenToGist(text, language)).toBe(gist)
  })

  test('keeps a short line whole', () => {
    expect(shortenToGist('Questions and discussion', 'en')).toBe('Questions and discussion')
  })
})
