import { describe, expect, test } from 'vitest'
import { arrangePageText, type TextRun } from './arrange-page-text'

const PAGE_HEIGHT = 540

function run(text: string, x: number, y: number, height = 12): TextRun {
  return { text, x, y, width: text.length * height * 0.5, height }
}

function bodyOf(runs: TextRun[]) {
  return arrangePageText(runs, PAGE_HEIGHT).lines.filter((line) => line.kind !== 'title')
}

function drawnOf(runs: TextRun[]): string[] {
  return bodyOf(runs).flatMap((line) => (line.kind === 'paragraph' && line.drawn ? [line.text] : []))
}

// A line chart: a y axis of ticks a constant step apart, an x axis of years, an axis title and a legend.
function lineChart(title: string, axis: string, series: string[], sentence: string): TextRun[] {
  return [
    run(title, 40, 40, 28),
    run(sentence, 40, 90),
    run(axis, 60, 130, 9),
    ...['400', '300', '200', '100', '0'].map((tick, at) => run(tick, 70, 150 + at * 40, 9)),
    ...['2021', '2022', '2023', '2024', '2025'].map((year, at) => run(year, 110 + at * 70, 330, 9)),
    ...series.map((name, at) => run(name, 120, 125 + at * 12, 9)),
  ]
}

// Issue 24, readers r24 and r-m1: the Bank of England speech's axis ticks read as "bps: 500", "Cumulative
// return: 200%"; the OWASP deck's status diagram read as a table ("Data Analysis — Industry Survey: Write Up").
describe("a chart's or diagram's labels are told by their positions on a PDF page", () => {
  test.each([
    ['en', 'Bookings', 'Bookings (000s)', ['Online', 'Agents'], 'Bookings grew in every year since launch.'],
    ['de', 'Buchungen', 'Buchungen (Tsd.)', ['Online', 'Reisebüros'], 'Die Buchungen wuchsen in jedem Jahr.'],
    ['fr', 'Réservations', 'Réservations (milliers)', ['En ligne', 'Agences'], 'Les réservations ont crû.'],
  ])(
    '%s: an axis, its title and its legend are a drawing; the sentence stays',
    (_, title, axis, series, text) => {
      const body = bodyOf(lineChart(title, axis, series, text))

      const drawn = body.filter((line) => line.kind === 'paragraph' && line.drawn).map((line) => line.text)
      expect(drawn).toEqual(expect.arrayContaining([axis, '400', '0', '2021', '2025', ...series]))
      expect(body).toContainEqual(expect.objectContaining({ kind: 'paragraph', text }))
      expect(body.filter((line) => line.kind === 'stat')).toEqual([])
      expect(body.find((line) => line.text === text)).not.toHaveProperty('drawn')
    },
  )

  test.each([
    [
      'en',
      [
        'Data Collection',
        'Industry Survey',
        'Data Analysis',
        'Write Up',
        'Review and Editing',
        'Translations',
      ],
    ],
    ['de', ['Datenerhebung', 'Umfrage', 'Datenanalyse', 'Entwurf', 'Lektorat', 'Übersetzungen']],
    [
      'fr',
      ['Collecte des données', 'Enquête', 'Analyse des données', 'Rédaction', 'Relecture', 'Traductions'],
    ],
  ])('%s: boxes of a flow, spaced far apart in two columns, are a drawing, not a table', (_, boxes) => {
    const runs = [
      run('Status', 400, 60, 28),
      ...boxes.map((box, at) => run(box, at % 2 === 0 ? 60 : 500, 170 + Math.floor(at / 2) * 90, 18)),
    ]

    const body = bodyOf(runs)

    expect(drawnOf(runs)).toEqual(boxes)
    expect(body.filter((line) => line.kind === 'table-row')).toEqual([])
  })

  test.each([
    [
      'en',
      ['Plan', 'Basic', 'Pro'],
      ['Support', 'Email', 'Phone'],
      ['Storage', 'Ten gigabytes', 'Unlimited'],
    ],
    [
      'de',
      ['Tarif', 'Basis', 'Profi'],
      ['Support', 'E-Mail', 'Telefon'],
      ['Speicher', 'Zehn Gigabyte', 'Unbegrenzt'],
    ],
    [
      'fr',
      ['Offre', 'Base', 'Pro'],
      ['Assistance', 'Courriel', 'Téléphone'],
      ['Stockage', 'Dix gigaoctets', 'Illimité'],
    ],
  ])('%s: a table of words, rows set as lines, is left a table', (_, header, first, second) => {
    const runs = [
      run('Plans', 400, 60, 28),
      ...[header, first, second].flatMap((row, at) =>
        row.map((cell, column) => run(cell, 60 + column * 250, 150 + at * 24, 18)),
      ),
    ]

    const body = bodyOf(runs)

    expect(drawnOf(runs)).toEqual([])
    expect(body.filter((line) => line.kind === 'table-row')).toHaveLength(3)
  })

  test('a column of figures a constant step apart, with other figures on its rows, is a table', () => {
    const runs = [
      run('Wage bracket table', 40, 40, 20),
      ...[600, 610, 620, 630, 640, 650].flatMap((wage, at) => [
        run(String(wage), 60, 100 + at * 14, 9),
        run(String(45 + at * 2 + (at % 3)), 160, 100 + at * 14, 9),
        run(String(30 + at + (at % 2)), 220, 100 + at * 14, 9),
      ]),
    ]

    expect(drawnOf(runs)).toEqual([])
  })

  test("a numbered list's numbers, each with its words right beside it, are no axis", () => {
    const runs = [
      run('Contents', 40, 40, 20),
      ...['Introduction', 'Methods', 'Results', 'Discussion', 'Outlook'].flatMap((heading, at) => [
        run(String(at + 1), 60, 100 + at * 30),
        run(heading, 90, 100 + at * 30),
      ]),
    ]

    expect(drawnOf(runs)).toEqual([])
  })

  test('labels scattered across the page with no sentence among them are a diagram; a list beside is not', () => {
    const labels: [string, number, number][] = [
      ['SIV', 150, 160],
      ['CDO', 260, 160],
      ['LBO company', 350, 160],
      ['ABCP', 130, 185],
      ['Senior tranches', 200, 198],
      ['Leveraged loans', 300, 205],
      ['Mezzanine', 240, 236],
      ['Equity', 355, 248],
      ['REAL ECONOMY', 380, 270],
      ['FINANCIAL ECONOMY', 110, 220],
    ]
    const runs = [
      run('Financial contract design', 40, 60, 20),
      ...labels.map(([text, x, y]) => run(text, x, y, 7)),
      run('• Each layer repackages the one below it.', 40, 400),
      run('• Investors read only the top layer.', 40, 420),
    ]

    const body = bodyOf(runs)

    expect(drawnOf(runs)).toEqual(expect.arrayContaining(labels.map(([text]) => text)))
    expect(body.filter((line) => line.kind === 'bullet')).toHaveLength(2)
  })
})
