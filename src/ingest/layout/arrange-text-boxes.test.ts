import { describe, expect, it } from 'vitest'
import { arrangeTextBoxes } from './arrange-text-boxes'
import { isFigure } from './is-figure'
import type { TextBox } from './text-box'

const box = (text: string, x: number, y: number, width = 100, height = 20, fontSize?: number): TextBox => ({
  text,
  x,
  y,
  width,
  height,
  ...(fontSize ? { fontSize } : {}),
})

const texts = (boxes: TextBox[]) => arrangeTextBoxes(boxes).map((line) => `${line.kind}: ${line.text}`)

describe('isFigure', () => {
  it('takes numbers with currency, percent and short units, not phrases holding a number', () => {
    for (const figure of ['$3.4M', '128%', '2.4x', '11 months', '€38,6 mln', '7,9 Mio. €', '8 900', '17.00%'])
      expect(isFigure(figure), figure).toBe(true)
    for (const phrase of ['+177 in 12 months', '2.4x year on year', 'Q4 2027', 'N/A', 'Revenue'])
      expect(isFigure(phrase), phrase).toBe(false)
  })

  it("takes no list number and no diagram's cardinality for a figure", () => {
    for (const text of ['2.', '10.', '3)', '1...n', '0..*']) expect(isFigure(text), text).toBe(false)
  })
})

describe('arrangeTextBoxes', () => {
  // Issue 24, reader r24: "Teachers: 3.", "Authoritative Parenting and Learning-Focused Home Life: 2.",
  // "Business Logic: 1...n" were a numbered list's markers and a diagram's cardinality read as values.
  it("pairs no label with a list's number or a diagram's cardinality drawn in a box of its own", () => {
    const boxes = [
      box('Methods and Routines for Observing Teaching', 0, 0, 300),
      box('3.', 0, 24, 30, 30, 28),
      box('Teachers', 40, 30),
      box('Authoritative Parenting and Learning-Focused Home Life', 0, 80, 300),
      box('2.', 0, 104, 30, 30, 28),
      box('Business Logic', 0, 160),
      box('1...n', 0, 182, 40, 16),
    ]

    const lines = arrangeTextBoxes(boxes)

    expect(lines.filter((line) => line.kind === 'stat')).toEqual([])
    expect(lines.map((line) => line.text)).toEqual(boxes.map((one) => one.text))
  })

  it('still pairs a label with a real figure beside a numbered list', () => {
    const boxes = [box('1.', 0, 0, 30, 30, 28), box('Churn', 200, 0), box('3.1 %', 200, 20, 100, 30, 40)]

    expect(texts(boxes)).toEqual(['paragraph: 1.', 'stat: Churn: 3.1 %'])
  })

  it('joins a row of cards with the label above the value and a delta below into stats', () => {
    const boxes = [
      box('Annual recurring revenue', 0, 0),
      box('$3.4M', 0, 20, 100, 30, 40),
      box('2.4x year on year', 0, 50),
      box('Paying clinics', 120, 0),
      box('418', 120, 20, 100, 30, 40),
      box('+177 in 12 months', 120, 50),
      box('Gross margin', 240, 0),
      box('76%', 240, 20, 100, 30, 40),
      box('software and payments', 240, 50),
    ]
    expect(texts(boxes)).toEqual([
      'stat: Annual recurring revenue: $3.4M (2.4x year on year)',
      'stat: Paying clinics: 418 (+177 in 12 months)',
      'stat: Gross margin: 76% (software and payments)',
    ])
  })

  it("gives each card in a row the third line standing where its neighbour's stands", () => {
    // The second caption wraps, so its card's third line sits close; the others stand as far from their figure.
    const boxes = [
      box('58,300', 0, 0, 100, 30, 26),
      box('Active members', 0, 46, 100, 15, 12),
      box('at 31 December 2025', 0, 86, 100, 12, 10),
      box('£41', 120, 0, 100, 30, 26),
      box('Average monthly spend', 120, 46, 100, 30, 12),
      box('up from £38', 120, 86, 100, 12, 10),
    ]

    expect(texts(boxes)).toEqual([
      'stat: Active members: 58,300 (at 31 December 2025)',
      'stat: Average monthly spend: £41 (up from £38)',
    ])
  })

  it('leaves a line far under a lone card alone', () => {
    const boxes = [
      box('58,300', 0, 0, 100, 30, 26),
      box('Active members', 0, 46, 100, 15, 12),
      box('at 31 December 2025', 0, 86, 100, 12, 10),
    ]

    expect(texts(boxes)).toEqual(['stat: Active members: 58,300', 'paragraph: at 31 December 2025'])
  })

  it('joins cards with the value above the label, with the detail under the label', () => {
    const boxes = [
      box('$2.3M', 0, 0, 100, 30),
      box('Revenue', 0, 32),
      box('up 12% on plan', 0, 54),
      box('41%', 120, 0, 100, 30),
      box('Growth', 120, 32),
      box('vs 35% last year', 120, 54),
    ]
    expect(texts(boxes)).toEqual([
      'stat: Revenue: $2.3M (up 12% on plan)',
      'stat: Growth: 41% (vs 35% last year)',
    ])
  })

  it('reads a small figure under a card as its detail, not as a card of its own', () => {
    const boxes = [
      box('Prognose for totalkostnad', 0, 0, 100, 20, 11),
      box('437 mill. kr', 0, 20, 100, 30, 26),
      box('ramme: 418 mill. kr', 0, 50, 100, 15, 10),
      box('Alvorlige HMS-hendelser', 120, 0, 100, 20, 11),
      box('0', 120, 20, 100, 30, 26),
      box('41 000 arbeidstimer', 120, 50, 100, 15, 10),
    ]
    expect(texts(boxes)).toEqual([
      'stat: Prognose for totalkostnad: 437 mill. kr (ramme: 418 mill. kr)',
      'stat: Alvorlige HMS-hendelser: 0 (41 000 arbeidstimer)',
    ])
  })

  it('pairs a two-by-two grid of cards without taking the label of the next row', () => {
    const boxes = [
      box('120', 0, 0, 100, 30),
      box('Customers', 0, 32),
      box('98%', 120, 0, 100, 30),
      box('Uptime', 120, 32),
      box('14', 0, 80, 100, 30),
      box('Countries', 0, 112),
      box('3.1 days', 120, 80, 100, 30),
      box('Lead time', 120, 112),
    ]
    expect(texts(boxes)).toEqual([
      'stat: Customers: 120',
      'stat: Uptime: 98%',
      'stat: Countries: 14',
      'stat: Lead time: 3.1 days',
    ])
  })

  it('pairs a form of label boxes and value boxes row by row (label beside its value)', () => {
    const rows = [
      ['Capital Commitment:', '$140,000'],
      ['Weighted Average Life (yrs.):', '19.00'],
      ['Total NPV', '66,169'],
      ['RAC CAPITAL PRICE:', '17.00%'],
    ] as const
    const boxes = rows.flatMap(([label, value], index) => [
      box(label, 0, index * 22, 180, 18),
      box(value, 300, index * 22 + 1, 60, 18),
    ])
    expect(texts(boxes)).toEqual([
      'stat: Capital Commitment: $140,000',
      'stat: Weighted Average Life (yrs.): 19.00',
      'stat: Total NPV: 66,169',
      'stat: RAC CAPITAL PRICE: 17.00%',
    ])
  })

  it('pairs a column of values with the labels beside them, not with the heading over the column', () => {
    const boxes = [
      box('Plan', 150, 0, 60, 18),
      box('Actual', 250, 0, 60, 18),
      box('Revenue', 0, 20, 100, 18),
      box('10', 150, 20, 60, 18),
      box('12', 250, 20, 60, 18),
      box('Cost', 0, 40, 100, 18),
      box('8', 150, 40, 60, 18),
      box('9', 250, 40, 60, 18),
    ]
    const lines = texts(boxes)
    expect(lines).toContain('stat: Revenue: 10')
    expect(lines).toContain('stat: Cost: 8')
    expect(lines).not.toContain('stat: Plan: 10')
  })

  it('pairs a column box of labels with a column box of as many values', () => {
    const boxes = [
      box('Risk free rate (%):\nCountry Premium (%):', 0, 0, 150, 40),
      box('5.50\n3.50', 200, 0, 50, 40),
    ]
    expect(texts(boxes)).toEqual(['stat: Risk free rate (%): 5.50', 'stat: Country Premium (%): 3.50'])
  })

  it('pairs a card written in one box and alternating label and value lines', () => {
    expect(texts([box('$3.4M\nARR\n+40%', 0, 0)])).toEqual(['stat: ARR: $3.4M (+40%)'])
    expect(texts([box('Bid Bond Amount:\n$10,000\nFees\n0', 0, 0)])).toEqual([
      'stat: Bid Bond Amount: $10,000',
      'stat: Fees: 0',
    ])
  })

  it('keeps everything else in reading order, typed lines as given', () => {
    const boxes: TextBox[] = [
      { ...box('ignored', 0, 100), lines: [{ kind: 'bullet', text: 'Second', level: 0 }] },
      box('First paragraph\nand its second line', 0, 0),
      box('A figure with no label: 42', 200, 0),
    ]
    expect(texts(boxes)).toEqual([
      'paragraph: First paragraph',
      'paragraph: and its second line',
      'paragraph: A figure with no label: 42',
      'bullet: Second',
    ])
  })

  it('leaves a lone figure far from any words as it is', () => {
    expect(texts([box('2026', 0, 0), box('Far away words', 0, 500)])).toEqual([
      'paragraph: 2026',
      'paragraph: Far away words',
    ])
  })

  // Issue 24, reader r-b2: the Group of Thirty's recommendations "10" … "14" in boxes of their own read as
  // "Independent Credit Risk Management: 13", an approval diagram's tiers as "$25+ million: $25 million", and a
  // chart's axis title with its origin as "Return: 0".
  it('reads numbers that count up beside their items as a numbered list, never as figures', () => {
    const boxes = [
      box('10', 0, 0, 40, 20),
      box('Measuring Exposure', 30, 2, 200, 16),
      box('11', 0, 40, 40, 20),
      box('Aggregating Exposure', 30, 42, 200, 16),
      box('12', 0, 80, 40, 20),
      box('Independent Credit Risk Management', 30, 82, 200, 16),
    ]

    expect(arrangeTextBoxes(boxes)).toEqual([
      { kind: 'numbered', text: 'Measuring Exposure', marker: '10.', level: 0 },
      { kind: 'numbered', text: 'Aggregating Exposure', marker: '11.', level: 0 },
      { kind: 'numbered', text: 'Independent Credit Risk Management', marker: '12.', level: 0 },
    ])
  })

  it('takes a box holding its own amount for no label', () => {
    expect(texts([box('$25 million', 0, 0, 100, 30), box('$25+ million', 0, 32)])).not.toContain(
      'stat: $25+ million: $25 million',
    )
    expect(texts([box('7,5 Mio. €', 0, 0, 100, 30), box('ab 5 % Marge', 0, 32)])).not.toContain(
      'stat: ab 5 % Marge: 7,5 Mio. €',
    )
  })

  it("pairs no axis's origin with the axis's title, but a card showing zero still pairs", () => {
    const axis = ['0.0', '0.1', '0.2', '0.3'].map((tick, n) => box(tick, 0, 100 - n * 30, 20, 10))
    const chart = [...axis, box('0', 200, 120, 10, 10), box('Return', 180, 132, 50, 12)]

    expect(texts(chart)).not.toContain('stat: Return: 0')
    expect(texts([box('Serious incidents', 0, 0), box('0', 0, 20, 100, 30)])).toEqual([
      'stat: Serious incidents: 0',
    ])
  })

  it('leaves a number whose item another number took as it is', () => {
    const boxes = [
      box('1', 0, 0, 20, 20),
      box('2', 10, 0, 20, 20),
      box('3', 20, 0, 20, 20),
      box('Plan the year', 30, 0, 200, 20),
    ]

    expect(() => arrangeTextBoxes(boxes)).not.toThrow()
    expect(texts(boxes)).toContain('numbered: Plan the year')
  })
})

// Issue 24: the summariser paired "Cities" with "$22,000" and "OECD & IEA 2001" with "1999" by their order
// alone; the slide model now says which box each line stands in, so that only lines of one box pair.
describe('arrangeTextBoxes box numbers', () => {
  it('numbers the lines of each box it leaves unpaired, one number per box', () => {
    const boxes = [
      box('Cities', 0, 0),
      box('London (1990)', 0, 200),
      box('$22,000', 300, 200),
      { ...box('Per capita', 300, 0), text: 'Per capita\nincome (US $)' },
    ]

    const lines = arrangeTextBoxes(boxes)

    const boxOf = (text: string) => {
      const line = lines.find((one) => one.text === text)
      return line && 'box' in line ? line.box : undefined
    }
    expect(new Set(['Cities', 'London (1990)', '$22,000', 'Per capita'].map(boxOf)).size).toBe(4)
    expect(boxOf('income (US $)')).toBe(boxOf('Per capita'))
  })

  it("keeps a group's boxes apart when the group is arranged as one box", () => {
    const inner = arrangeTextBoxes([box('Software', 0, 0), box('Chips', 0, 100)])
    const group: TextBox = { ...box('', 0, 0, 100, 200), text: '', lines: inner }

    const lines = arrangeTextBoxes([group, box('Andy Grove', 400, 0)])

    const numbers = lines.map((line) => ('box' in line ? line.box : undefined))
    expect(new Set(numbers).size).toBe(3)
    expect(numbers.every((number) => number !== undefined)).toBe(true)
  })
})

// Issue 24: "Normalized amplitude: -2", an axis's title paired with one of its ticks drawn as boxes.
describe('arrangeTextBoxes and an axis drawn as boxes', () => {
  it("pairs no axis title with one of the axis's ticks", () => {
    const ticks = ['1.5', '1', '0.5', '0', '-0.5', '-1', '-1.5', '-2'].map((tick, at) =>
      box(tick, 40, at * 30, 30, 20),
    )

    const lines = arrangeTextBoxes([box('Normalized amplitude', 0, 230, 120, 20), ...ticks])

    expect(lines.filter((line) => line.kind === 'stat')).toEqual([])
  })

  // "Tc: 2Tc": an axis's unit drawn over its first tick.
  it("pairs no figure with a label that is only the figure's own unit", () => {
    const lines = arrangeTextBoxes([
      box('Tc', 0, 0),
      box('2Tc', 0, 24),
      box('km', 200, 0),
      box('1200 km', 200, 24),
    ])

    expect(lines.filter((line) => line.kind === 'stat')).toEqual([])
  })
})

// Issue 24, reader r-a3: a log scale's "4.0" read as the value of the caption drawn over it.
describe('arrangeTextBoxes and a log scale drawn as boxes', () => {
  it.each([
    ['Exactly representable points shown', ['1.0', '2.0', '4.0']],
    ['Exakt darstellbare Punkte', ['1', '10', '100']],
    ['Points représentables exactement', ['0.5', '1.5', '4.5']],
  ])('pairs no caption with a tick of the scale under it (%s)', (caption, ticks) => {
    const scale = ticks.map((tick, at) => box(tick, 0, 200 - at * 80, 40, 20))
    const top = scale.at(-1)!

    const lines = arrangeTextBoxes([box(caption, 0, top.y - 24, 300, 20), ...scale])

    expect(lines.filter((line) => line.kind === 'stat')).toEqual([])
  })

  it('still pairs cards whose bare numbers do not multiply evenly', () => {
    const lines = arrangeTextBoxes([
      box('Kunden', 0, 0),
      box('3', 0, 24),
      box('Offices', 200, 0),
      box('5', 200, 24),
      box('Équipes', 400, 0),
      box('12', 400, 24),
    ])

    expect(lines.filter((line) => line.kind === 'stat').map((line) => line.text)).toEqual([
      'Kunden: 3',
      'Offices: 5',
      'Équipes: 12',
    ])
  })
})
