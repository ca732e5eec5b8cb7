import { describe, expect, test } from 'vitest'
import { readBoxedLines, readLines } from './read-lines'

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

  // A damaged PDF's text: closing the space in "487.44 ,2" made a figure 44,2 that no page holds.
  test('keeps a space before a comma where no equation was lost', () => {
    const line = 'and a complete description of dosage 12 487.44 ,2 of the product'
    expect(texts(line)).toEqual([line])
  })
})

// Issue 24: ingest left "Cities" and "$22,000" unpaired, its layout finding no card, and the text reading paired
// them by their order alone. Lines of a laid-out slide pair inside their own box only.
describe('readBoxedLines', () => {
  const boxed = (...lines: [string, number][]) =>
    readBoxedLines(lines.map(([text, box]) => ({ text, box }))).map((line) => line.text)

  test.each([
    ['en', 'Cities', '$22,000', 'Revenue', '$4.2M'],
    ['de', 'Städte', '22.000 $', 'Umsatz', '4,2 Mio. €'],
    ['fr', 'Villes', '22 000 $', "Chiffre d'affaires", '4,2 M€'],
  ])('pairs a %s value with no label of another box', (_language, heading, cell, label, value) => {
    expect(boxed([heading, 0], [cell, 1])).toEqual([heading, cell])
    expect(boxed([label, 2], [value, 2])).toEqual([`${label}: ${value}`])
  })

  test('reads lines without boxes as before, by their order', () => {
    expect(readBoxedLines([{ text: 'Revenue' }, { text: '$4.2M' }]).map((line) => line.text)).toEqual([
      'Revenue: $4.2M',
    ])
  })

  // "Project cost" / "US$ 0.54 million" / "Cost of CO2" / "~ US$ 8.5" read "Cost of CO2: US$ 0.54 million".
  test.each([
    ['en', 'Project cost', 'US$ 0.54 million', 'Cost of CO2', '~ US$ 8.5'],
    ['de', 'Projektkosten', '0,54 Mio. US$', 'Kosten je Tonne CO2', '~ 8,5 US$'],
    ['fr', 'Coût du projet', '0,54 M US$', 'Coût par tonne de CO2', '~ 8,5 US$'],
  ])('pairs a %s value set under a bullet with that bullet, not the next', (_language, a, x, b, y) => {
    const lines = readLines(`- ${a}\n  - ${x}\n- ${b}\n  - ${y}\n- Local benefits`).map((line) => line.text)

    expect(lines.join(' · ')).toContain(`${a}: ${x}`)
    expect(lines.join(' · ')).toContain(`${b}: ${y}`)
  })
})

// Issue 24: a chart of rupees per km read "km: 1200" and "Revenue per km: 800", its axis title set between the ticks.
describe('readLines and an axis whose title stands between its ticks', () => {
  test('leaves the ticks out and keeps the title words', () => {
    const lines = texts('Rupees\n1800\n1600\n1400\nCosts per\n1200\nkm\n1000\n800\nRevenue\nper km\n600\n400')

    expect(lines.join(' | ')).not.toMatch(/\d/)
    expect(lines).toContain('Rupees')
  })

  test('keeps a row of stat cards whose values happen to step evenly', () => {
    expect(texts('120\nRevenue\n100\nCosts\n80\nMargin')).toEqual(['Revenue: 120 · Costs: 100 · Margin: 80'])
  })
})

// Issue 24: "1 — (Mixed): 6; Refactoring: 0", one box's wrapped label read as three columns of a table.
describe('readBoxedLines and a table read cell by cell', () => {
  const boxed = (...lines: [string, number][]) =>
    readBoxedLines(lines.map(([text, box]) => ({ text, box }))).map((line) => line.text)

  test.each([
    ['en', ['Floss', '(Mixed)', 'Refactoring']],
    ['de', ['Gemischtes', '(Floss)', 'Refactoring']],
    ['fr', ['Refactorisation', '(mixte)', 'continue']],
  ])("takes no %s box's wrapped label for a table's columns", (_language, label) => {
    const lines = boxed(...label.map((text): [string, number] => [text, 1]), ['1', 5], ['6', 8], ['0', 3])

    expect(lines.join(' | ')).not.toMatch(/:\s\d/u)
  })
})

// Issue 24: a chart's axis value set by a PDF at the start of a wrapped sentence's next line, "61 los acuerdos
// con empresas" read as 61 agreements where 61 is an occupancy.
describe('readLines and a chart value before the rest of a wrapped sentence', () => {
  test.each([
    ['es', 'Triana sube 7 puntos gracias a', '61 los acuerdos con empresas', 'los acuerdos con empresas'],
    ['en', 'Leeds gained 7 points thanks to', '61 the deals with employers', 'the deals with employers'],
    [
      'fr',
      'Lille gagne 7 points grâce aux',
      '61 accords avec les entreprises',
      'accords avec les entreprises',
    ],
  ])('drops the %s value, not the sentence', (_language, first, second, rest) => {
    const text = texts(`90\n74 •\n${first}\n${second}`).join(' ')

    expect(text).toContain(rest)
    expect(text).not.toMatch(/\b61\b/u)
  })

  test('keeps a number that opens a sentence of its own, or that a sentence wrapped before', () => {
    expect(texts('90\n74 •\nOccupancy rose in every centre.\n61 new members joined in March')).toContain(
      '61 new members joined in March',
    )
    expect(texts('Revenue rose to\n4 million in March').join(' ')).toContain('4 million')
    expect(texts('1.023 Mcps\n19 cm\nperiod = 1 week\n300 m (CA)').join(' ')).toContain('300 m (CA)')
  })
})
