import { describe, expect, test } from 'vitest'
import { arrangePageText, type TextRun } from './arrange-page-text'

const PAGE_HEIGHT = 405

function run(text: string, x: number, y: number, height = 13): TextRun {
  return { text, x, y, width: text.length * height * 0.55, height }
}

/**
 * A table whose second and third headers are set a few points apart (one piece by the gap alone), each row's
 * values under them far apart.
 */
function tableWithCloseHeaders(
  headers: [string, string, string, string],
  rows: [string, string, string, string][],
) {
  const columns = [40, 320, 440, 540]
  // The third header starts 9 points right of the second's end.
  const second = run(headers[1], columns[1]!, 110)
  const third = { ...run(headers[2], second.x + second.width + 9, 110) }
  const thirdX = third.x
  return [
    run('Title', 43, 63, 26),
    run(headers[0], columns[0]!, 110),
    second,
    third,
    run(headers[3], columns[3]!, 110),
    ...rows.flatMap((cells, at) => [
      run(cells[0], columns[0]!, 133 + at * 23),
      run(cells[1], columns[1]!, 133 + at * 23),
      run(cells[2], thirdX, 133 + at * 23),
      run(cells[3], columns[3]!, 133 + at * 23),
    ]),
  ]
}

describe('headerColumns', () => {
  test.each([
    [
      'en',
      ['Segment', 'Share of members', 'NPS', 'Retention'],
      [
        ['Explorers', '22%', '61', '73%'],
        ['Regulars', '41%', '40', '52%'],
        ['Gift recipients', '12%', '−8', '21%'],
      ],
      'Explorers — Share of members: 22%; NPS: 61; Retention: 73%',
    ],
    [
      'de',
      ['Segment', 'Anteil der Kunden', 'NPS', 'Bindung'],
      [
        ['Entdecker', '22 %', '61', '73 %'],
        ['Stammkunden', '41 %', '40', '52 %'],
        ['Geschenke', '12 %', '−8', '21 %'],
      ],
      'Entdecker — Anteil der Kunden: 22 %; NPS: 61; Bindung: 73 %',
    ],
    [
      'fr',
      ['Segment', 'Part des membres', 'NPS', 'Fidélité'],
      [
        ['Explorateurs', '22 %', '61', '73 %'],
        ['Habitués', '41 %', '40', '52 %'],
        ['Cadeaux', '12 %', '−8', '21 %'],
      ],
      'Explorateurs — Part des membres: 22 %; NPS: 61; Fidélité: 73 %',
    ],
  ] as const)('cuts a header where the rows under it start a column (%s)', (_, headers, rows, expected) => {
    const page = arrangePageText(
      tableWithCloseHeaders(
        [...headers],
        rows.map((cells) => [...cells]),
      ),
      PAGE_HEIGHT,
    )

    expect(page.lines.map((line) => line.text)).toContain(expected)
  })

  test('keeps a header whole when no row starts a cell under its second word', () => {
    const runs = [
      run('Title', 43, 63, 26),
      run('Segment', 40, 110),
      run('Share of', 320, 110),
      run('members', 380, 110),
      run('Retention', 540, 110),
      ...['Explorers', 'Regulars', 'Gifts'].flatMap((label, at) => [
        run(label, 40, 133 + at * 23),
        run(`${20 + at}%`, 320, 133 + at * 23),
        run(`${70 - at}%`, 540, 133 + at * 23),
      ]),
    ]

    const texts = arrangePageText(runs, PAGE_HEIGHT).lines.map((line) => line.text)

    expect(texts).toContain('Explorers — Share of members: 20%; Retention: 70%')
  })

  test.each([
    ['en', ['Month', 'Episodes started', 'Bed days'], 'Oct 2024 — Episodes started: 53; Bed days: 391'],
    ['de', ['Monat', 'Begonnene Fälle', 'Bettentage'], 'Oct 2024 — Begonnene Fälle: 53; Bettentage: 391'],
    ['nb', ['Måned', 'Startede forløp', 'Liggedøgn'], 'Oct 2024 — Startede forløp: 53; Liggedøgn: 391'],
  ] as const)(
    'cuts a header where the figures under it end, set flush right under left-set headers (%s)',
    (_, [first, second, third], expected) => {
      // The second and third headers stand 9 points apart; each column's figures end where its header ends.
      const secondRun = run(second, 200, 110)
      const secondEnd = secondRun.x + secondRun.width
      const thirdRun = run(third, secondEnd + 9, 110)
      const thirdEnd = thirdRun.x + thirdRun.width
      const figure = (text: string, end: number, y: number) => run(text, end - text.length * 13 * 0.55, y)
      const runs = [
        run('Title', 43, 63, 26),
        run(first, 40, 110),
        secondRun,
        thirdRun,
        ...[
          ['Oct 2024', '53', '391'],
          ['Nov 2024', '58', '423'],
          ['Dec 2024', '88', '632'],
        ].flatMap(([label, episodes, days], at) => [
          run(label!, 40, 133 + at * 23),
          figure(episodes!, secondEnd, 133 + at * 23),
          figure(days!, thirdEnd, 133 + at * 23),
        ]),
      ]

      const texts = arrangePageText(runs, PAGE_HEIGHT).lines.map((line) => line.text)

      expect(texts).toContain(expected)
    },
  )
})
