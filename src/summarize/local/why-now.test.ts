import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { withWhyNow } from './why-now'
import { contentUnits } from './test-support/content-units'

// Decision 201: the dated end that forces a recommendation's choice stands beside the point.

const CASES: [Language, string, string, string][] = [
  [
    'en',
    'Recommendation: merge the two depots into one site by March 2028.',
    'The lease on the Northgate depot ends on 31 March 2027. Both depots run at 60% capacity.',
    'Recommendation: merge the two depots into one site by March 2028. The lease on the Northgate depot ends on 31 March 2027.',
  ],
  [
    'de',
    'Empfehlung: Variante 2, der Neubau am Hafen bis Juni 2028.',
    'Der Mietvertrag für das alte Lager endet am 30. Juni 2027. Beide Lager sind zu 60 % ausgelastet.',
    'Empfehlung: Variante 2, der Neubau am Hafen bis Juni 2028. Der Mietvertrag für das alte Lager endet am 30. Juni 2027.',
  ],
  [
    'nb',
    'Anbefaling: rehabilitere den gamle skolen innen august 2028.',
    'Det statlige tilskuddet utløper 1. juni 2027. Skolen har 480 elever.',
    'Anbefaling: rehabilitere den gamle skolen innen august 2028. Det statlige tilskuddet utløper 1. juni 2027.',
  ],
]

describe('withWhyNow', () => {
  test.each(CASES)(
    '%s: a recommendation gets the dated end that forces it',
    (language, point, text, expected) => {
      const { units, roles } = contentUnits([{ title: 'Options', text }], language)
      const now = withWhyNow(point, units, roles, language)
      expect(now.text).toBe(expected)
      expect(now.pages).toEqual([1])
    },
  )

  test.each(CASES)(
    '%s: a point that is no recommendation, or a line without a date, stays as it is',
    (language, point, text) => {
      const { units, roles } = contentUnits([{ title: 'Options', text }], language)
      const status = point.replace(/^[^:]+:\s*/u, '')
      expect(withWhyNow(status, units, roles, language).text).toBe(status)
      const undated = contentUnits(
        [
          {
            title: 'Options',
            text: text.replace(/\d{1,2}\.? \p{L}+ \d{4}|\d{1,2}\. \p{L}+ \d{4}/gu, 'soon'),
          },
        ],
        language,
      )
      expect(withWhyNow(point, undated.units, undated.roles, language).text).toBe(point)
    },
  )
})
