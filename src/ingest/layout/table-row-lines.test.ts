import { describe, expect, test } from 'vitest'
import { tableRowLines } from './table-row-lines'

describe('tableRowLines', () => {
  test('names each value by its header and leaves empty cells out', () => {
    const lines = tableRowLines(
      ['Step', 'Owner', 'Date'],
      [{ cells: ['Term sheets due', 'Maren Oyelaran', '26 June 2026'] }, { cells: ['Close', '', '31 July'] }],
    )
    expect(lines.map((line) => line.text)).toEqual([
      'Step | Owner | Date',
      'Term sheets due — Owner: Maren Oyelaran; Date: 26 June 2026',
      'Close — Date: 31 July',
    ])
    expect(lines[0]).toMatchObject({ kind: 'table-row', isHeader: true })
  })

  test('a value merged across columns answers to all their headers; a table without row labels lists pairs', () => {
    expect(
      tableRowLines(['Region', 'Q1', 'Q2'], [{ cells: ['North', '1,200', ''], spans: [1, 2, 1] }])[1]?.text,
    ).toBe('North — Q1 / Q2: 1,200')
    expect(tableRowLines(['', 'Plan', 'Actual'], [{ cells: ['', '10', '12'] }])[1]?.text).toBe(
      'Plan: 10; Actual: 12',
    )
  })

  // Issue 24: "Content Bytes — 222.127.111.234: 22992", a sample log line's address read as a column's name.
  test('a first row holding a value where a name would stand is the first record, not the header', () => {
    const lines = tableRowLines(
      ['Client IP', '222.127.111.234'],
      [{ cells: ['Status Code', '200'] }, { cells: ['Content Bytes', '22992'] }],
    )

    expect(lines.map((line) => line.text)).toEqual([
      'Client IP — 222.127.111.234',
      'Status Code — 200',
      'Content Bytes — 22992',
    ])
    expect(lines.some((line) => line.kind === 'table-row' && line.isHeader)).toBe(false)
  })

  test('years and periods still name columns', () => {
    const lines = tableRowLines(['Indicator', '2025', '2026/27'], [{ cells: ['Volunteers', '146', '200'] }])

    expect(lines.map((line) => line.text)).toEqual([
      'Indicator | 2025 | 2026/27',
      'Volunteers — 2025: 146; 2026/27: 200',
    ])
  })
})

// Decision 177 (reader r-y1, CNCF "Patterns for what?"): a headerless table's first record was read as its header,
// and every other row said "Microservices & Netflix for everyone: Deployment & Management".
describe('a first row of the kinds of the rows under it', () => {
  test.each([
    [
      'en',
      ['Availability', 'Microservices and Netflix for everyone'],
      [
        ['Automation', 'Deployment & Management'],
        ['Acceleration', 'CI/CD & OODA'],
        ['Anywhere', 'Containers are portable'],
      ],
    ],
    [
      'de',
      ['Verfügbarkeit', 'Microservices und Netflix für alle Teams'],
      [
        ['Automatisierung', 'Auslieferung und Betrieb'],
        ['Beschleunigung', 'CI/CD und OODA'],
        ['Überall', 'Container sind portabel'],
      ],
    ],
    [
      'fr',
      ['Disponibilité', 'Les microservices de Netflix pour tous'],
      [
        ['Automatisation', 'Déploiement et gestion'],
        ['Accélération', 'CI/CD et OODA'],
        ['Partout', 'Conteneurs portables'],
      ],
    ],
  ])('%s: with a phrase longer than its column is the first record', (_language, first, rest) => {
    const lines = tableRowLines(
      first,
      rest.map((cells) => ({ cells })),
    )

    expect(lines.some((line) => line.kind === 'table-row' && line.isHeader)).toBe(false)
    expect(lines.map((line) => line.text)).toEqual(
      [first, ...rest].map(([label, value]) => `${label} — ${value}`),
    )
  })

  test('a row of labels over words stays the header', () => {
    const lines = tableRowLines(
      ['Risk', 'Mitigation'],
      [
        { cells: ['Supplier delay', 'A second supplier signed in May'] },
        { cells: ['Staff turnover', 'Retention grants for key engineers'] },
      ],
    )

    expect(lines[0]).toMatchObject({ isHeader: true, text: 'Risk | Mitigation' })
    expect(lines[1]!.text).toBe('Supplier delay — Mitigation: A second supplier signed in May')
  })
})
