import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { toSummaryUnits } from './to-summary-units'

const documentOfPages = (pages: [title: string, text: string][], language: Language) =>
  documentOf(
    pages.map(([title, text]) => ({ title, text })),
    { language, format: 'pdf' },
  )

describe('toSummaryUnits', () => {
  test.each([
    { language: 'en' as Language, heading: 'Results', text: 'The robots moved in step.' },
    { language: 'de' as Language, heading: 'Ergebnisse', text: 'Die Roboter bewegten sich gleichzeitig.' },
    { language: 'fr' as Language, heading: 'Résultats', text: 'Les robots se déplaçaient ensemble.' },
  ])(
    'lets the model title a section whose heading is a formula, not a word ($language)',
    ({ language, heading, text }) => {
      const document = {
        ...documentOfPages(
          [
            [heading, text],
            ['', text],
            ['𝐴 = 1 1 0 0', `0 0 1 1\n${text}`],
            ['', text],
          ],
          language,
        ),
        sections: [
          { title: heading, level: 1, firstSlide: 1, lastSlide: 2 },
          { title: '𝐴 = 1 1 0 0', level: 1, firstSlide: 3, lastSlide: 4 },
        ],
      }

      const { units } = toSummaryUnits(document, 'document')

      expect(units.map((unit) => [unit.title, unit.hasOwnTitle])).toEqual([
        [heading, true],
        ['𝐴 = 1 1 0 0', false],
      ])
    },
  )
})
