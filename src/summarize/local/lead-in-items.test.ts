import { describe, expect, test } from 'vitest'
import { endsAsLeadIn } from './lead-in-items'

describe('endsAsLeadIn', () => {
  test.each([
    ['Outcomes:', {}, true],
    ['Wir brauchen: ', {}, true],
    ['one or more of the following 3 failings;', {}, false],
    ['one or more of the following 3 failings;', { semicolon: true }, true],
    ['Software and patterns for...', {}, false],
    ['Logiciels et modèles pour…', { ellipsis: true }, true],
    ['Le chiffre d’affaires a progressé.', { semicolon: true, ellipsis: true }, false],
  ] as const)('says whether "%s" (also %o) ends as a lead-in', (text, also, isLeadIn) => {
    const ends = endsAsLeadIn(text, also)

    expect(ends).toBe(isLeadIn)
  })
})
