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

  // Issue 24, reader r24: "Teachers: 3.", "Neglectful: Permissive", "Node 4: Node 5", "Business Logic: 1...n" and
  // two "worked" items glued as label and value. A pair needs a real figure for its value.
  test("pairs no label with a list's number, a cardinality or another label", () => {
    expect(texts('Authoritative Parenting and Home Life\n2.\n1.\nParents')).toEqual([
      'Authoritative Parenting and Home Life',
      '2.',
      '1.',
      'Parents',
    ])
    expect(texts('Business Logic\n1...n\nUI/UX')).toEqual(['Business Logic', '1...n', 'UI/UX'])
    expect(texts('1. 2. 3.\nParents Teachers Peers')).toEqual(['1. 2. 3.', 'Parents Teachers Peers'])
    expect(texts('Node 1\nI\nNode 2\nNode 3\nI\nI\nNode 4\nNode 5\nI\nI')).not.toContain('Node 4: Node 5')
  })

  test('reads the labels of a two-by-two as labels, the axis cut after its "&" joined again', () => {
    const quadrants = 'Autoritär\nAutoritativ\nWenig Wärme &\nZuwendung\nVernachlässigend\nNachgiebig'

    expect(texts(quadrants)).toEqual([
      'Autoritär',
      'Autoritativ',
      'Wenig Wärme & Zuwendung',
      'Vernachlässigend',
      'Nachgiebig',
    ])
  })

  test('reads a list set in two columns under two headings as its items, not as a table', () => {
    const slide = [
      'Funcionó',
      'No funcionó',
      '- Bonos flexibles: +19 % en ventas de bonos de 10 días',
      '- Eventos de empresa en Poblenou: 31 en el trimestre',
      '- Retraso de 6 semanas en la licencia de obras',
      '- Dos bajas de empresas medianas en Poblenou',
    ].join('\n')

    expect(texts(slide)).toEqual([
      'Funcionó',
      'No funcionó',
      'Bonos flexibles: +19 % en ventas de bonos de 10 días',
      'Eventos de empresa en Poblenou: 31 en el trimestre',
      'Retraso de 6 semanas en la licencia de obras',
      'Dos bajas de empresas medianas en Poblenou',
    ])
  })

  test('still reads a table given one cell a line when its value column holds figures', () => {
    expect(texts('Kennzahl\nWert\nUmsatz 2024\n3,4 Mio. €\nMarge 2024\n12 %')).toEqual([
      'Kennzahl | Wert',
      'Umsatz 2024: 3,4 Mio. €',
      'Marge 2024: 12 %',
    ])
  })

  test("keeps a list's number off the line before it", () => {
    const line =
      'Methods and Routines for Observing and Refining Teaching, including through Student Feedback'

    expect(texts(`${line}\n3.\nTeachers`)).toEqual([line, '3.', 'Teachers'])
  })

  test('keeps two labels in title case on lines of their own', () => {
    const first = 'Orientations to the World of Work and Possible Selves Exposures'
    const second = 'Cooperative Learning Norms inside and outside of classrooms'

    expect(texts(`${first}\n${second}`)).toEqual([first, second])
  })

  // Issue 24, item 1 (reading of the third session): an equation the text layer does not hold left a gap of
  // spaces, and the entry stated "the worst-case waveform, , as a function of…" as if whole.
  test('shows where a sentence lost an equation, and leaves a row of cells alone', () => {
    expect(
      texts(
        'We can derive an explicit worst-case waveform,        , as a function of the system parameters:\nThe most evil waveform for M=0,          , maximizes           and is matched to the filter.\nKnown:\t\t\t\t\tReceived:',
      ),
    ).toEqual([
      'We can derive an explicit worst-case waveform, […], as a function of the system parameters:',
      'The most evil waveform for M=0, […], maximizes […] and is matched to the filter.',
      'Known:\t\t\t\t\tReceived:',
    ])
  })
})
