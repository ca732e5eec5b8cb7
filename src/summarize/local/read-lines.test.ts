import { describe, expect, test } from 'vitest'
import { readLines } from './read-lines'

const texts = (text: string) => readLines(text).map((line) => line.text)

describe('readLines', () => {
  test('joins a row of stat cards on one line, values paired with their labels', () => {
    expect(texts('212 MNOK\nOmsetning 2024\n8,5 %\nDriftsmargin\n97,8 %\nOppetid')).toEqual([
      'Omsetning 2024: 212 MNOK · Driftsmargin: 8,5 % · Oppetid: 97,8 %',
    ])
  })

  test('reads a table drawn without rules against its header, with a column drawn as its own block', () => {
    const lines = readLines(
      'Región Ventas\nEspaña 11,2 M€\nPortugal 2,9 M€\nMéxico 4,3 M€\n\nVariación\n+15 %\n-4 %\n+22 %',
    )

    expect(lines.map((line) => [line.table, line.text])).toEqual([
      ['header', 'Región | Ventas | Variación'],
      ['row', 'España — Ventas: 11,2 M€; Variación: +15 %'],
      ['row', 'Portugal — Ventas: 2,9 M€; Variación: -4 %'],
      ['row', 'México — Ventas: 4,3 M€; Variación: +22 %'],
    ])
  })

  test('pairs chart labels of several words with their values, or keeps the row whole when unsure', () => {
    expect(texts('61% 24% 15%\nOffshore wind Onshore wind Hydro dams')).toEqual([
      'Offshore wind: 61% · Onshore wind: 24% · Hydro dams: 15%',
    ])
    expect(texts('410.000 265.000 120.000\nDen Haag Rotterdam Utrecht')).toEqual([
      'Den Haag Rotterdam Utrecht: 410.000 · 265.000 · 120.000',
    ])
  })

  test('joins a sentence that a PDF wrapped before a capitalised word', () => {
    const first =
      "Cette étude évalue l'effet des pompes sur la consommation des logements. L'équipe du laboratoire"

    expect(texts(`${first}\nÉnergie Lyon, dirigée par Claire Martin, a suivi 420 logements.`)).toEqual([
      `${first} Énergie Lyon, dirigée par Claire Martin, a suivi 420 logements.`,
    ])
  })
})
