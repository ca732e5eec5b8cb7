import { describe, expect, it } from 'vitest'
import { lineText, type Line, type TextRun } from './page-line'
import { readWrappedColumns } from './wrapped-columns'

const HEIGHT = 12

/** One baseline's pieces, each `[x, text]`, set far apart as boxes side by side are. */
function row(y: number, pieces: [number, string][]): Line {
  const runs: TextRun[] = pieces.map(([x, text]) => ({ text, x, y, width: text.length * 6, height: HEIGHT }))
  return {
    runs,
    y,
    height: HEIGHT,
    left: runs[0]!.x,
    right: Math.max(...runs.map((run) => run.x + run.width)),
  }
}

const FLOWS: [string, [number, string][][], string[]][] = [
  [
    'en',
    [
      [
        [0, 'App is developed'],
        [150, 'Built automatically'],
        [310, 'Image pushed'],
      ],
      [
        [8, '& tested locally'],
        [160, 'using CI of'],
        [320, 'to the registry'],
      ],
      [[170, 'your choice']],
    ],
    [
      'App is developed & tested locally',
      'Built automatically using CI of your choice',
      'Image pushed to the registry',
    ],
  ],
  [
    'de',
    [
      [
        [0, 'Die App wird'],
        [150, 'Der Build läuft'],
        [310, 'Das Image wird'],
      ],
      [
        [8, 'lokal getestet'],
        [160, 'automatisch'],
        [320, 'hochgeladen'],
      ],
    ],
    ['Die App wird lokal getestet', 'Der Build läuft automatisch', 'Das Image wird hochgeladen'],
  ],
  [
    'fr',
    [
      [
        [0, "L'appli est"],
        [150, 'Le build tourne'],
        [310, "L'image est"],
      ],
      [
        [8, 'testée en local'],
        [160, 'en intégration'],
        [320, 'publiée'],
      ],
    ],
    ["L'appli est testée en local", 'Le build tourne en intégration', "L'image est publiée"],
  ],
]

// Issue 24, reader r-a3: a flow diagram's columns were read line by line across ("App is developed Built
// automatically Container image … & tested locally using CI of your …").
describe('readWrappedColumns', () => {
  it.each(FLOWS)('reads boxes side by side column by column (%s)', (_, rows, columns) => {
    const lines = rows.map((pieces, at) => row(100 + at * 16, pieces))

    expect(readWrappedColumns(lines).map(lineText)).toEqual(columns)
  })

  it.each([
    ['en', ['Region', 'Owner', 'Status'], ['North', 'Anna', 'Open']],
    ['de', ['Region', 'Verantwortlich', 'Stand'], ['Nord', 'Anna', 'Offen']],
    ['fr', ['Région', 'Responsable', 'État'], ['Nord', 'Anna', 'Ouvert']],
  ])("keeps a table's rows whose cells go on with nothing above them (%s)", (_, header, cells) => {
    const lines = [header, cells].map((texts, at) =>
      row(
        100 + at * 16,
        texts.map((text, k) => [k * 150, text]),
      ),
    )

    expect(readWrappedColumns(lines)).toEqual(lines)
  })

  it('keeps a table whose rows hold figures', () => {
    const lines = [
      row(100, [
        [0, 'Umsatz'],
        [150, 'revenue'],
        [310, 'chiffre'],
      ]),
      row(116, [
        [8, 'net'],
        [160, '12 %'],
        [320, 'brut'],
      ]),
    ]

    expect(readWrappedColumns(lines)).toEqual(lines)
  })
})

// Eval deck Pebblestack: a row of cards, labels over details, whose details go on in lower case.
describe('readWrappedColumns and cards', () => {
  it.each([
    [
      'en',
      ['Daily active users', 'ARPDAU', 'Payer conversion'],
      ['up 18% on Q1', 'flat on Q1', 'up from 3.6%'],
    ],
    ['de', ['Aktive Nutzer', 'Umsatz je Nutzer', 'Zahlende'], ['plus 18% zu Q1', 'gleich zu Q1', 'von 3,6%']],
    [
      'fr',
      ['Utilisateurs actifs', 'Revenu par joueur', 'Conversion'],
      ['hausse de 18%', 'stable sur T1', 'contre 3,6%'],
    ],
  ])("keeps a card row's labels and details as rows (%s)", (_, labels, details) => {
    const lines = [labels, details].map((texts, at) =>
      row(
        100 + at * 16,
        texts.map((text, k) => [k * 150, text]),
      ),
    )

    expect(readWrappedColumns(lines)).toEqual(lines)
  })
})

describe('readWrappedColumns and tables', () => {
  it('keeps rows a table holds, though their cells wrap (en, de, fr)', () => {
    const lines = [
      row(100, [
        [0, 'Withhold'],
        [150, 'Einbehalten'],
        [310, 'Retenir'],
      ]),
      row(116, [
        [8, 'only if paid'],
        [160, 'nur wenn bezahlt'],
        [320, 'seulement si payé'],
      ]),
    ]

    expect(readWrappedColumns(lines, new Set(lines))).toEqual(lines)
  })
})
