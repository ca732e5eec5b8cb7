import { describe, expect, test } from 'vitest'
import { cutActionClause, MAX_ACTION } from './cut-action-clause'

describe('cutActionClause', () => {
  test('keeps a short imperative line whole', () => {
    expect(cutActionClause('Close the $12M round by 30 June', 'en', false)).toBe(
      'Close the $12M round by 30 June',
    )
  })

  test('cuts a long imperative line to its first sentence', () => {
    const line =
      'Plan when in year you will complete Talent Reviews. Brief leaders, line managers and employees on what is expected of them, when the reviews take place and how to prepare for them. Complete the logistics.'
    expect(cutActionClause(line, 'en', false)).toBe('Plan when in year you will complete Talent Reviews.')
  })

  test('refuses an obligation mentioned in passing at the end of a line', () => {
    expect(
      cutActionClause(
        'Failures in authorization (AuthZ), giving access where/when you should not',
        'en',
        false,
      ),
    ).toBeUndefined()
  })

  test('refuses a capitalised cue that belongs to a name', () => {
    const line =
      'Achieving the Performance Ambition and our Talent Must Do demands that across the group we build talent in greater volume.'
    expect(cutActionClause(line, 'en', false)).toBeUndefined()
  })

  test('refuses a heading that opens with a verb', () => {
    expect(cutActionClause('Secure Coding Trainer at SheHacksPurple', 'en', false)).toBeUndefined()
  })

  test('keeps an obligation sentence in the deck language', () => {
    expect(
      cutActionClause('Der Arbeitgeber muss insbesondere beim Alter das AGG bedenken.', 'de', false),
    ).toBe('Der Arbeitgeber muss insbesondere beim Alter das AGG bedenken.')
  })

  test('never returns more than an action item may hold', () => {
    const line = `Review ${'the pipeline, '.repeat(30)}and report back.`
    const clause = cutActionClause(line, 'en', false)
    expect(clause).toBeDefined()
    expect(clause!.length).toBeLessThanOrEqual(MAX_ACTION)
  })

  // A passive ask closes its sentence; a noun made of a cue at the end of a description asks nothing.
  test.each([
    [
      'en',
      'Feedback on the first release is actively sought',
      'The political context will affect action on recommendations.',
    ],
    [
      'de',
      'Rückmeldungen zur ersten Version sind ausdrücklich erwünscht',
      'Der politische Kontext beeinflusst die Umsetzung der Empfehlungen.',
    ],
    [
      'nl',
      'Feedback op de eerste versie is welkom',
      'De politieke context bepaalt wat er met de aanbevelingen gebeurt.',
    ],
  ] as const)(
    'keeps a passive ask whose cue ends it, not a noun made of a cue (%s)',
    (language, ask, description) => {
      expect(cutActionClause(ask, language, false)).toBe(ask)
      expect(cutActionClause(description, language, false)).toBeUndefined()
    },
  )
})
