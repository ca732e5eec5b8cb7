import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { type TestSlide } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'
import { tableRow } from './test-support/table-row'

const cover: TestSlide = { title: 'Cover', text: 'Cover', role: 'cover' }
const row = (cells: string[], headers: string[]) => tableRow(cells, headers)
const header = (headers: string[]) => tableRow(headers, headers, true)

// Reader r-z3 fault 5 (PowerShell T2 and T12): "Select-Object — Definition: Selects objects …" kept the
// column header of a two-column definition table as furniture.
describe('a row of a two-column definition table reads "term: definition"', () => {
  test.each<[Language, [string, string], [string, string][]]>([
    [
      'en',
      ['Cmdlet', 'Definition'],
      [
        ['Select-Object', 'Selects objects or object properties'],
        ['Sort-Object', 'Sorts objects by property values'],
        ['Where-Object', 'Selects objects from a collection by their property values'],
      ],
    ],
    [
      'de',
      ['Begriff', 'Bedeutung'],
      [
        ['Kündigungsfrist', 'Zeit zwischen Kündigung und Ende des Arbeitsverhältnisses'],
        ['Sozialauswahl', 'Auswahl der zu kündigenden Arbeitnehmer nach sozialen Gesichtspunkten'],
        ['Interessenausgleich', 'Einigung zwischen Arbeitgeber und Betriebsrat über eine Betriebsänderung'],
      ],
    ],
    [
      'fr',
      ['Terme', 'Définition'],
      [
        ['Injection', 'Envoi de données hostiles à un interpréteur'],
        ['Journalisation', 'Enregistrement des événements de sécurité de l’application'],
        ['Chiffrement', 'Protection des données sensibles au repos et en transit'],
      ],
    ],
  ])('a %s entry leaves the header word out', async (language, headers, rows) => {
    const lines = [header(headers), ...rows.map((cells) => row(cells, headers))]

    const entry = (await entriesOf([cover, { title: headers.join(' / '), lines }], language))[1]!

    expect(entry).toContain(`${rows[0]![0]}: ${rows[0]![1]}`)
    expect(entry).not.toContain(`${headers[1]}:`)
  })

  test('a column of figures keeps its name: it says what the figure is', async () => {
    const headers = ['Item', 'Budget']
    const lines = [
      header(headers),
      ...[
        ['Staff', '455'],
        ['Rent', '120'],
        ['Travel', '35'],
      ].map((cells) => row(cells, headers)),
    ]

    const entry = (await entriesOf([cover, { title: 'Costs', lines }], 'en'))[1]!

    expect(entry).toContain('Budget')
  })
})
