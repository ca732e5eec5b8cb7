import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { boxedParagraph, type TestSlide } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'

const deck = (speakers: TestSlide): TestSlide[] => [
  { title: 'Cover', text: 'Cover', role: 'cover' },
  { title: 'Findings', text: 'Access control failures rose in every sector we surveyed.' },
  speakers,
]

// Issue 24, reader r-u1 (OWASP slide 43): "Tanya Janca And" said alone reads as a sentence cut short; the
// rest of the names stands in a box of its own, after a caption the layout put between them.
describe('names cut at their "and" are said with the names that complete them', () => {
  test.each<[Language, string, string, string, string]>([
    ['en', 'Speakers', 'Tanya Janca And', 'Scan the code for the slides', 'Neil Smithline'],
    ['de', 'Vortragende', 'Anna Berger Und', 'Folien über den Code abrufen', 'Jonas Keller'],
    ['fr', 'Intervenants', 'Claire Dubois Et', 'Les diapositives via le code', 'Marc Lefèvre'],
  ])('%s: one line of both names, the caption apart', async (language, title, cut, caption, rest) => {
    const lines = [boxedParagraph(0, cut), boxedParagraph(1, caption), boxedParagraph(2, rest)]

    const entries = await entriesOf(deck({ title, lines }), language)

    expect(entries[2]).toContain(`${cut} ${rest}`)
    expect(entries[2]).not.toMatch(new RegExp(`${cut}\\s*(?:\\n|$)`, 'u'))
  })
})
