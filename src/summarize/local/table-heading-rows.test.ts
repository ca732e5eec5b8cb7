import { describe, expect, test } from 'vitest'
import type { Language, SlideLine } from '../../shared'
import { paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'
import { tableRow } from './test-support/table-row'

// As ingest reads a row of one cell of words inside a table: its text, the other cells empty.
const headingRow = (text: string, headers: string[]): SlideLine => ({
  kind: 'table-row',
  text,
  cells: [text, ...headers.slice(1).map(() => '')],
  headers,
})

const rowsOf = (headers: string[], offset: number) =>
  ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'].map((label, at) =>
    tableRow([label, String(at + offset), String(at + offset + 1), `${at + offset}.5`], headers),
  )

// Issue 24, reader r-u1 (workforce slide 23): a table of two schools, each headed by a row of its own, was said
// by the first school's line and rows only: "a row dump without its second school".
describe('a heading row inside a table is kept in the entry', () => {
  test.each<[Language, string, string, string[]]>([
    [
      'en',
      'Site One: ranked 2nd out of 9 plants this year',
      'Site Two: ranked 8th out of 9 plants this year',
      ['', 'Safety', 'Quality', 'Mean'],
    ],
    [
      'de',
      'Werk Eins: Rang 2 von 9 Werken in diesem Jahr',
      'Werk Zwei: Rang 8 von 9 Werken in diesem Jahr',
      ['', 'Sicherheit', 'Qualität', 'Mittel'],
    ],
    [
      'fr',
      'Site Un : classé 2e sur 9 usines cette année',
      'Site Deux : classé 8e sur 9 usines cette année',
      ['', 'Sécurité', 'Qualité', 'Moyenne'],
    ],
  ])('%s: the second part’s heading is said', async (language, first, second, headers) => {
    const slide: TestSlide = {
      title: 'Two plants compared',
      lines: [
        paragraph(first),
        tableRow([], headers, true),
        ...rowsOf(headers, 1),
        headingRow(second, headers),
        ...rowsOf(headers, 3),
      ],
    }
    const deck: TestSlide[] = [{ title: 'Cover', text: 'Cover', role: 'cover' }, slide]

    const [, entry] = await entriesOf(deck, language)

    expect(entry).toContain(first)
    expect(entry).toContain(second)
  })
})
