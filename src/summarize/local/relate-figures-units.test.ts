import { describe, expect, test } from 'vitest'
import type { DeckRole, Language } from '../../shared'
import { tableRow } from './test-support/table-row'
import { bullet, documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { relateFigures } from './relate-figures'

// Decision 106: a table's cells under a scale header ("£M") are bare figures ("1.1"). A caveat joined to that row
// quoted "Adjusted EBITDA — Q2 actual: 1.1 … — excludes £0.9M": the claim it qualifies, "£1.1M", was lost. Where
// another slide states the measure with its unit, the relation quotes that statement up to its figure.

const relate = (slides: TestSlide[], language: Language) => {
  const units = documentOf(slides, { language }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
  return relateFigures(
    units,
    units.map((): DeckRole => 'content'),
    language,
  )
}

const cases: {
  language: Language
  summary: string
  headers: string[]
  row: string[]
  caveat: string
  quoted: string
}[] = [
  {
    language: 'en',
    summary: 'Adjusted EBITDA £1.1M: our first profitable quarter since the restructuring',
    headers: ['£M', 'Q2 budget', 'Q2 actual', 'Variance'],
    row: ['Adjusted EBITDA', '0.3', '1.1', '+0.8'],
    caveat: 'Adjusted EBITDA excludes £0.9M of development capitalised on the new title.',
    quoted:
      'Adjusted EBITDA £1.1M — Adjusted EBITDA excludes £0.9M of development capitalised on the new title.',
  },
  {
    language: 'de',
    summary: 'EBITDA 2,4 Mio. €: erstmals positiv seit der Gründung',
    headers: ['Mio. €', 'Plan', 'Ist', 'Abweichung'],
    row: ['EBITDA', '1,9', '2,4', '+0,5'],
    caveat: 'Das EBITDA ist ohne die Einmalkosten berechnet, ausgenommen 0,6 Mio. € für den Umzug.',
    quoted:
      'EBITDA 2,4 Mio. € — Das EBITDA ist ohne die Einmalkosten berechnet, ausgenommen 0,6 Mio. € für den Umzug.',
  },
  {
    language: 'nl',
    summary: 'Omzet €38,6 mln in 2025, een groei van 14 %',
    headers: ['€ mln', 'Budget', 'Realisatie', 'Verschil'],
    row: ['Omzet', '36,0', '38,6', '+2,6'],
    caveat: 'De omzet is exclusief de overname van Tandzorg Oost, die €3,1 mln zou toevoegen.',
    quoted:
      'Omzet €38,6 mln — De omzet is exclusief de overname van Tandzorg Oost, die €3,1 mln zou toevoegen.',
  },
]

describe('a relation of a bare table cell quotes the deck’s statement of it with its unit', () => {
  test.each(cases)('$language', ({ language, summary, headers, row, caveat, quoted }) => {
    const insights = relate(
      [
        { title: 'Summary', lines: [bullet(summary), bullet('Cash at the end of the quarter is ample')] },
        { title: 'P&L', lines: [tableRow(row, headers), { kind: 'paragraph', text: caveat }] },
      ],
      language,
    )

    expect(insights[0]?.text).toBe(quoted)
    expect(insights[0]?.slides).toEqual([1, 2])
    // The row stays the input: its plan is what the question asks about.
    expect(insights[0]?.inputs[0]).toContain(row[1]!)
  })

  test.each(cases)('keeps the row when no slide states its figure with a unit ($language)', (item) => {
    const { language, headers, row, caveat } = item
    // The measure stated with another figure, and the same figure without the measure's name leading.
    const other = `${row[0]} ${language === 'en' ? '£9.9M' : '€9,9 mln'} last year`
    const elsewhere = `In total ${row[2]} ${language === 'en' ? '£M' : 'mln'} of ${row[0]}`

    const insights = relate(
      [
        { title: 'Summary', lines: [bullet(other), bullet(elsewhere)] },
        { title: 'P&L', lines: [tableRow(row, headers), { kind: 'paragraph', text: caveat }] },
      ],
      language,
    )

    expect(insights[0]?.text.startsWith(`${row[0]} — `)).toBe(true)
    expect(insights[0]?.slides).toEqual([2])
  })
})
