import { describe, expect, test } from 'vitest'
import { formatTextBlock } from './format-text-block'
import { TextType, type TextBlock } from './read-text-blocks'
import { RecordType, type PptRecord } from './record'

/** Little-endian fields written one after another: [bytes, value] pairs. */
function bytesOf(fields: [2 | 4, number][]): number[] {
  return fields.flatMap(([size, value]) =>
    Array.from({ length: size }, (_, index) => (value >>> (8 * index)) & 0xff),
  )
}

/**
 * A body placeholder's text with a StyleTextPropAtom (one bulleted paragraph run, then character runs
 * naming their StyleTextProp9 entry) and a StyleTextProp9Atom, laid out as [MS-PPT] 2.9.44 and 2.9.62 say.
 */
function numberedBlock(text: string, characterRuns: { count: number; pp9rt: number }[], entries: number[][]) {
  const style = bytesOf([
    [4, text.length + 1],
    [2, 0], // indent level
    [4, 0x000f], // bulletFlags present
    [2, 0x0001], // fHasBullet
    ...characterRuns.flatMap(({ count, pp9rt }): [2 | 4, number][] =>
      pp9rt === 0
        ? [
            [4, count],
            [4, 0],
          ]
        : [
            [4, count],
            [4, 0x3c00],
            [2, pp9rt << 10],
          ],
    ),
  ])
  const numbering = entries.flat()
  const bytes = new Uint8Array([...style, ...numbering])
  const record = (type: number, body: number, end: number): PptRecord => ({
    version: 0,
    instance: 0,
    type,
    offset: body - 8,
    body,
    end,
  })
  const block: TextBlock = {
    textType: TextType.body,
    text,
    style: record(RecordType.styleTextPropAtom, 0, style.length),
    fieldPositions: [],
    numbering: record(RecordType.styleTextProp9Atom, style.length, bytes.length),
  }
  return { view: new DataView(bytes.buffer), block }
}

/** A StyleTextProp9 entry: automatic numbering in `scheme` from `startAt`, or none. */
function entry(numbered?: { scheme: number; startAt: number }): number[] {
  const paragraph: [2 | 4, number][] = numbered
    ? [
        [4, 0x03000000],
        [2, 1],
        [2, numbered.scheme],
        [2, numbered.startAt],
      ]
    : [[4, 0]]
  return bytesOf([...paragraph, [4, 0], [4, 0]])
}

describe('formatTextBlock', () => {
  test('numbers automatically numbered paragraphs from their list start, the others keep their bullet', () => {
    const { view, block } = numberedBlock(
      'Plan\rBuild\rShip\rQuestions',
      [
        { count: 16, pp9rt: 1 },
        { count: 10, pp9rt: 0 },
      ],
      [entry(), entry({ scheme: 3, startAt: 1 })],
    )

    expect(formatTextBlock(view, block)).toEqual(['- 1. Plan', '- 2. Build', '- 3. Ship', '- Questions'])
  })

  test('writes the marker of the scheme, counting on from a list that starts later', () => {
    const { view, block } = numberedBlock(
      'Hire\rTrain',
      [{ count: 11, pp9rt: 2 }],
      [entry(), entry(), entry({ scheme: 11, startAt: 3 })],
    )

    expect(formatTextBlock(view, block)).toEqual(['- C) Hire', '- D) Train'])
  })
})

// Issue 24, reader r-b2: "Enron Capital" / "& Trade" read as a bullet and a line of its own, then paired as
// "& Trade — Enron Energy".
describe('soft line breaks', () => {
  const blockOf = (text: string, textType: number): TextBlock => ({
    textType,
    text,
    style: undefined,
    fieldPositions: [],
  })
  const view = new DataView(new ArrayBuffer(0))

  test('keep a bulleted paragraph one item', () => {
    const block = blockOf('Enron Capital\v& Trade\rGas Pipeline\vGroup', TextType.body)

    expect(formatTextBlock(view, block)).toEqual(['- Enron Capital & Trade', '- Gas Pipeline Group'])
  })

  // Issue 24, reader r-a2: "… via Monte Carlo simulation" ↵ ↵ "Factors in simulation model" ran on as one item.
  test.each([
    ['en', 'Credit priced via Monte Carlo simulation', 'Factors in the simulation model'],
    ['fr', 'Crédit évalué par simulation de Monte-Carlo', 'Facteurs du modèle de simulation'],
    ['de', 'Kreditrisiko per Monte-Carlo-Simulation bewertet', 'Faktoren im Simulationsmodell'],
  ])('split a bulleted paragraph at an empty line into two items (%s)', (_, first, second) => {
    const block = blockOf(`${first}\v\v${second}\rGas Pipeline\vGroup`, TextType.body)

    expect(formatTextBlock(view, block)).toEqual([`- ${first}`, `- ${second}`, '- Gas Pipeline Group'])
  })

  test('still break a paragraph without a bullet into its lines', () => {
    const block = blockOf('Presented by:\vTed Murphy', TextType.other)

    expect(formatTextBlock(view, block)).toEqual(['Presented by:', 'Ted Murphy'])
  })
})

// Issue 24, reader r-q2: a diagram box's label wrapped by hand over paragraphs ("Retail ⏎ Energy ⏎ Services")
// read as labels of its own, and the summary stated the pieces ("Enron Energy", "- Profile of Transaction").
describe('labels wrapped by hand', () => {
  const blockOf = (text: string): TextBlock => ({
    textType: TextType.other,
    text,
    style: undefined,
    fieldPositions: [],
  })
  const view = new DataView(new ArrayBuffer(0))

  test('join the pieces of a label broken at a space, aligned under it, or going on in lower case (en)', () => {
    expect(formatTextBlock(view, blockOf('Wholesale \r Energy \rOperations \rand Services'))).toEqual([
      'Wholesale Energy Operations and Services',
    ])
    expect(formatTextBlock(view, blockOf('Exploration\r& Production'))).toEqual(['Exploration & Production'])
  })

  test('join them in German and French too', () => {
    expect(formatTextBlock(view, blockOf('Vertrieb \rund Service'))).toEqual(['Vertrieb und Service'])
    expect(formatTextBlock(view, blockOf('Gestion\r    des Risques'))).toEqual(['Gestion des Risques'])
  })

  test('join a short label broken by a soft break (en, de, fr)', () => {
    expect(formatTextBlock(view, blockOf('Risk / Return\vProfile of Transaction'))).toEqual([
      'Risk / Return Profile of Transaction',
    ])
    expect(formatTextBlock(view, blockOf('Risiko\vBewertung'))).toEqual(['Risiko Bewertung'])
    expect(formatTextBlock(view, blockOf('Analyse\vdes Marchés'))).toEqual(['Analyse des Marchés'])
  })

  test('keep a list typed without traces, tab-indented items, names and addresses apart', () => {
    expect(formatTextBlock(view, blockOf('Weather\rPaper\rEquities'))).toEqual([
      'Weather',
      'Paper',
      'Equities',
    ])
    expect(formatTextBlock(view, blockOf('\tLeverage\r Qualitative Analysis'))).toEqual([
      'Leverage',
      'Qualitative Analysis',
    ])
    expect(formatTextBlock(view, blockOf('Chief Risk Officer\vRichard B. Buy'))).toEqual([
      'Chief Risk Officer',
      'Richard B. Buy',
    ])
    expect(formatTextBlock(view, blockOf('Peter Shepherd\vpshepherd@example.org'))).toEqual([
      'Peter Shepherd',
      'pshepherd@example.org',
    ])
    expect(formatTextBlock(view, blockOf('Round to Nearest \rp = 0'))).toEqual(['Round to Nearest', 'p = 0'])
  })
})

// Issue 24, reader r-x2 (decision 173): "Logarithmic Number System (LNS)" over "Easy as FP, can be faster…", set
// deeper without a glyph, read flat as lines of their own; the summary then said LNS's advantage of the slide.
describe('paragraphs indented under a heading without bullets', () => {
  /** A text box (no bullets by default) whose paragraphs each have their own indent level and no bullet flag. */
  function indentedBlock(paragraphs: [string, number][]) {
    const text = paragraphs.map(([line]) => line).join('\r')
    const style = bytesOf(
      paragraphs.flatMap(([line, indent]): [2 | 4, number][] => [
        [4, line.length + 1],
        [2, indent],
        [4, 0],
      ]),
    )
    const bytes = new Uint8Array(style)
    const block: TextBlock = {
      textType: TextType.other,
      text,
      style: {
        version: 0,
        instance: 0,
        type: RecordType.styleTextPropAtom,
        offset: -8,
        body: 0,
        end: bytes.length,
      },
      fieldPositions: [],
    }
    return { view: new DataView(bytes.buffer), block }
  }

  test.each([
    ['en', ['Fixed-point', 'Hard to design', 'Logarithmic Number System', 'Easy as floating point, cheaper']],
    ['de', ['Festkomma', 'Schwer zu entwerfen', 'Logarithmisches Zahlensystem', 'So einfach wie Gleitkomma']],
    [
      'fr',
      [
        'Virgule fixe',
        'Difficile à concevoir',
        'Système logarithmique',
        'Aussi simple que la virgule flottante',
      ],
    ],
  ])('are that heading’s items (%s)', (_, [head1, item1, head2, item2]) => {
    const { view, block } = indentedBlock([
      [head1!, 0],
      [item1!, 2],
      [head2!, 0],
      [item2!, 2],
    ])

    expect(formatTextBlock(view, block)).toEqual([head1, `- ${item1}`, head2, `- ${item2}`])
  })

  test('keep lines at one level apart, and nest an item deeper under an item', () => {
    const flat = indentedBlock([
      ['Round to Nearest', 0],
      ['p = 0', 0],
    ])
    expect(formatTextBlock(flat.view, flat.block)).toEqual(['Round to Nearest', 'p = 0'])

    const nested = indentedBlock([
      ['Options', 0],
      ['Repair the oven', 1],
      ['Spares on site', 2],
    ])
    expect(formatTextBlock(nested.view, nested.block)).toEqual([
      'Options',
      '- Repair the oven',
      '  - Spares on site',
    ])
  })
})
