import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { bullet, bulletLines, paragraph } from '../../shared/test-support/document-of'
import { leansOnItsSlide } from './leans-on-its-slide'
import { lineStarting, overallLinesOf } from './test-support/overall-lines-of'

const cover = { title: 'Cover', text: 'Cover', role: 'cover' as const }

// Reader r-b2 (decision 205): the items of "… müssen nicht berücksichtigt werden:" read, alone, as what counts.
describe('an item under a lead-in that negates its list leans on its slide', () => {
  test.each<[Language, string, string, string]>([
    [
      'de',
      'Bei der Sozialauswahl müssen nicht berücksichtigt werden:',
      'Das Einkommen der übrigen Familienangehörigen zählt bei der Auswahl mit.',
      'Bei der Sozialauswahl werden berücksichtigt:',
    ],
    [
      'en',
      'The selection does not take into account:',
      'The income of other family members counts in the selection.',
      'The selection takes into account:',
    ],
    [
      'nb',
      'Ved utvelgelsen skal det ikke tas hensyn til:',
      'Inntekten til andre familiemedlemmer teller ved utvelgelsen.',
      'Ved utvelgelsen tas det hensyn til:',
    ],
  ])('%s: the item leans on a negated lead-in, not on a plain one', (language, negated, item, plain) => {
    const leans = (lead: string) => {
      const slide = { title: 'Auswahl', text: bulletLines(lead, item), lines: [bullet(lead), bullet(item)] }
      const lines = overallLinesOf([cover, slide], language)
      return leansOnItsSlide(lines)(lineStarting(lines, item.slice(0, 12)))
    }

    expect([leans(negated), leans(plain)]).toEqual([true, false])
  })

  test('a paragraph after a negated lead-in is no item of its list', () => {
    const lines = overallLinesOf(
      [
        cover,
        {
          title: 'Auswahl',
          lines: [
            paragraph('Bei der Sozialauswahl müssen nicht berücksichtigt werden:'),
            paragraph('Das Einkommen der übrigen Familienangehörigen zählt bei der Auswahl mit.'),
          ],
        },
      ],
      'de',
    )

    expect(leansOnItsSlide(lines)(lineStarting(lines, 'Das Einkommen'))).toBe(false)
  })
})
