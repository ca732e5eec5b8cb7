import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, paragraph } from '../../shared/test-support/document-of'
import { furnitureKind } from '../text/is-furniture'
import { createLocalProvider } from './index'

async function entryOf(lines: string[], language: Language): Promise<string> {
  const summary = await createLocalProvider().summarize(
    documentOf(
      [
        { title: 'Cover', text: 'Cover', role: 'cover' },
        { title: 'Table', lines: lines.map(paragraph) },
      ],
      { language },
    ),
    { documentType: 'presentation' },
  )
  return summary.slideBySlide[1]!.summary
}

// LNS slide 26 (issue 24): a table of methods, one named by its authors ("Coleman et al. ⇥ Restricted Faithful ⇥
// 1500"), was read as a bibliography line and left its table: the entry said three of the four methods.
describe('a table row named by its authors stays in its table', () => {
  test.each<[Language, string, string[]]>([
    [
      'en',
      'Memory needed for 32-bit addition',
      ['Proposed\tUnrestricted\t234 words', 'Lewis\tRestricted\t768', 'Coleman et al.\tRestricted\t1500'],
    ],
    [
      'de',
      'Speicherbedarf für die 32-Bit-Addition',
      ['Vorschlag\tUnbeschränkt\t234 Wörter', 'Lewis\tBeschränkt\t768', 'Schmidt et al.\tBeschränkt\t1500'],
    ],
    [
      'fr',
      'Mémoire requise pour l’addition sur 32 bits',
      [
        'Proposition\tSans restriction\t234 mots',
        'Lewis\tAvec restriction\t768',
        'Dupont et al.\tAvec restriction\t1500',
      ],
    ],
  ])('%s: every row of a small table is in the entry', async (language, caption, rows) => {
    const entry = await entryOf([caption, ...rows], language)
    for (const row of rows) expect(entry).toContain(row.split('\t')[0]!)
    expect(entry).toContain('1500')
  })

  test('a row whose cells cite a source is still a reference', () => {
    expect(
      furnitureKind('Smith et al. — Journal of Testing, pp. 12–34', 'en', { labelled: true, row: true }),
    ).toBe('reference')
    expect(
      furnitureKind('Coleman et al. — Restricted Faithful; 1500', 'en', { labelled: true, row: true }),
    ).toBe(undefined)
  })
})
