import { describe, expect, test } from 'vitest'
import type { Language } from '../shared'
import type { SlideLine } from '../shared'
import { documentOf } from '../shared/test-support/document-of'
import { findMislabelledFigures, findUnsupportedCounts, findUnsupportedFigures } from './check-faithfulness'

// Issue 24, tenth session: a count of a list's items stands where the list does ("13 chapters" on a contents
// page numbered 1 to 13); a count in words is a figure and must stand on the cited slides.

describe('a count of a list', () => {
  test.each([
    {
      language: 'en' as Language,
      title: 'Contents',
      text: 'Foreword....3\n1. Summary....4\n2. Background....6\n3. Method....9\n4. Costs....12\nAppendix A. Data....20',
      right: 'The report has a foreword, 4 chapters and an appendix',
      wrong: 'The report has 3 appendices',
    },
    {
      language: 'de' as Language,
      title: 'Inhalt',
      text: 'Vorwort....3\n1. Zusammenfassung....4\n2. Hintergrund....6\n3. Methode....9\n4. Kosten....12\nAnhang A. Daten....20',
      right: 'Der Bericht hat ein Vorwort, 4 Kapitel und einen Anhang',
      wrong: 'Der Bericht hat 3 Anhänge',
    },
    {
      language: 'fr' as Language,
      title: 'Sommaire',
      text: 'Avant-propos....3\n1. Synthèse....4\n2. Contexte....6\n3. Méthode....9\n4. Coûts....12\nAnnexe A. Données....20',
      right: 'Le rapport a un avant-propos, 4 chapitres et une annexe',
      wrong: 'Le rapport a 3 annexes',
    },
  ])(
    'is labelled by the list, not by its last line ($language)',
    ({ language, title, text, right, wrong }) => {
      const document = documentOf([{ title, text }], { language })

      expect(findMislabelledFigures(right, [1], document)).toEqual([])
      expect(findMislabelledFigures(wrong, [1], document)).toEqual(['3'])
    },
  )

  test.each([
    {
      language: 'en' as Language,
      text: '- Funding ends\n- Staff leave\n- Demand grows',
      item: 'Three risks stand: funding, staff, demand',
      digits: '3 risks stand',
    },
    {
      language: 'de' as Language,
      text: '- Finanzierung endet\n- Personal geht\n- Nachfrage wächst',
      item: '',
      digits: '3 Risiken bestehen',
    },
    {
      language: 'fr' as Language,
      text: '- Le financement prend fin\n- Le personnel part\n- La demande croît',
      item: '',
      digits: '3 risques demeurent',
    },
  ])('is found where the bullets are, in digits or words ($language)', ({ language, text, item, digits }) => {
    const document = documentOf([{ title: 'Risks', text }], { language })

    expect(findUnsupportedFigures(digits, [1], document)).toEqual([])
    expect(findUnsupportedFigures(`${digits} since 2019`, [1], document)).toEqual(['2019'])
    if (item) expect(findUnsupportedCounts(item, [1], document)).toEqual([])
  })
})

// Fifteenth session, hand-answered Pebblestack deck: "Three decisions are required: …" citing a decision table of
// three rows was dropped whole, because only bullets and numbered lines were counted.
describe('a count of a table', () => {
  const row = (headers: string[], cells: string[], isHeader = false): SlideLine => ({
    kind: 'table-row',
    text: isHeader ? cells.join(' | ') : `${cells[0]} — ${headers[1]}: ${cells[1]}`,
    cells,
    headers,
    ...(isHeader ? { isHeader } : {}),
  })
  const tableOf = (headers: string[], rows: string[][]) => [
    row(headers, headers, true),
    ...rows.map((cells) => row(headers, cells)),
  ]

  test.each([
    {
      language: 'en' as Language,
      headers: ['Decision', 'Owner'],
      rows: [
        ['Approve the budget', 'CEO'],
        ['Approve the deal', 'CFO'],
        ['Approve the grants', 'Board'],
      ],
      item: 'Three decisions are required: the budget, the deal and the grants',
      digits: '3 decisions are required',
      wrong: '4 decisions are required',
    },
    {
      language: 'de' as Language,
      headers: ['Beschluss', 'Verantwortlich'],
      rows: [
        ['Budget freigeben', 'CEO'],
        ['Vertrag freigeben', 'CFO'],
        ['Prämien freigeben', 'Vorstand'],
      ],
      item: '',
      digits: '3 Beschlüsse sind nötig',
      wrong: '4 Beschlüsse sind nötig',
    },
    {
      language: 'fr' as Language,
      headers: ['Décision', 'Responsable'],
      rows: [
        ['Approuver le budget', 'CEO'],
        ["Approuver l'accord", 'CFO'],
        ['Approuver les primes', 'Conseil'],
      ],
      item: '',
      digits: '3 décisions sont requises',
      wrong: '4 décisions sont requises',
    },
  ])('is its rows, its header aside ($language)', ({ language, headers, rows, item, digits, wrong }) => {
    const document = documentOf([{ title: 'Decisions', lines: tableOf(headers, rows) }], { language })

    expect(findUnsupportedFigures(digits, [1], document)).toEqual([])
    expect(findUnsupportedFigures(wrong, [1], document)).toEqual(['4'])
    if (item) expect(findUnsupportedCounts(item, [1], document)).toEqual([])
  })
})

describe('findUnsupportedCounts', () => {
  const document = documentOf([
    { title: 'Example', text: 'Purpose: formative and summative evaluations over three years' },
    { title: 'Sticky ideas', text: 'Six traits of ideas that stick' },
  ])

  test('finds a count in words that stands on none of the cited slides', () => {
    expect(findUnsupportedCounts('Evaluations over five years', [1], document)).toEqual(['five'])
    expect(findUnsupportedCounts('Nine traits make ideas stick', [2], document)).toEqual(['Nine'])
  })

  test('passes a count of the slides the item cites', () => {
    expect(findUnsupportedCounts('Two examples show the approach', [1, 2], document)).toEqual([])
    expect(findUnsupportedCounts('Four examples show the approach', [1, 2], document)).toEqual(['Four'])
  })

  test('passes a count the slide writes in words or digits, and leaves "one" alone', () => {
    expect(findUnsupportedCounts('Evaluations over 3 years, in three phases', [1], document)).toEqual([])
    expect(findUnsupportedCounts('Six traits; one of them is surprise', [2], document)).toEqual([])
  })

  test.each(['de', 'fr'] as Language[])('reads English number words only (%s)', (language) => {
    const german = documentOf([{ title: 'Beispiel', text: 'Evaluationen über drei Jahre' }], { language })

    expect(findUnsupportedCounts('Evaluationen über fünf Jahre', [1], german)).toEqual([])
  })
})
