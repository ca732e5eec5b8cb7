import { describe, expect, test } from 'vitest'
import { arrangePageText, type TextRun } from './arrange-page-text'

const PAGE_HEIGHT = 540

function run(text: string, x: number, y: number, height = 12): TextRun {
  return { text, x, y, width: text.length * height * 0.5, height }
}

describe('arrangePageText', () => {
  test('reads lines top to bottom and left to right whatever the drawing order', () => {
    const runs = [
      run('world', 100, 200),
      run('second line', 40, 220),
      run('hello', 40, 200),
      run('Title', 40, 60, 30),
    ]

    const page = arrangePageText(runs, PAGE_HEIGHT)

    expect(page.title).toBe('Title')
    expect(page.text).toBe('hello world\nsecond line')
  })

  test('joins the wrapped lines of a paragraph and starts another after a wide gap', () => {
    const runs = [
      run('Title', 40, 60, 30),
      run('the first paragraph', 40, 100),
      run('still the first', 40, 114),
      run('second', 40, 200),
    ]

    expect(arrangePageText(runs, PAGE_HEIGHT).text).toBe('the first paragraph still the first\nsecond')
  })

  test('reads two columns of prose column by column', () => {
    const left = Array.from({ length: 8 }, (_, index) =>
      run(`left ${index} ${'x'.repeat(40)}`, 40, 100 + index * 14, 10),
    )
    const right = Array.from({ length: 8 }, (_, index) =>
      run(`right ${index} ${'y'.repeat(40)}`, 320, 100 + index * 14, 10),
    )

    const page = arrangePageText([...right, ...left], 800)

    const lines = page.text.split('\n').filter(Boolean)
    expect(lines.slice(0, 8).every((line) => line.startsWith('left'))).toBe(true)
    expect(lines.slice(8).every((line) => line.startsWith('right'))).toBe(true)
  })

  test('keeps table rows together', () => {
    const rows = Array.from({ length: 8 }, (_, index) => [
      run(`k${index}`, 40, 100 + index * 14),
      run(`v${index}`, 400, 100 + index * 14),
    ]).flat()

    const page = arrangePageText([run('Table', 40, 60, 30), ...rows], PAGE_HEIGHT)

    expect(page.text.split('\n')).toContain('k3 v3')
  })

  test('takes the tallest line near the top as the title, with its wrapped second line', () => {
    const runs = [run('Body text', 40, 300), run('A long title', 40, 60, 28), run('that wraps', 40, 92, 28)]

    const page = arrangePageText(runs, PAGE_HEIGHT)

    expect(page.title).toBe('A long title that wraps')
    expect(page.text).toBe('Body text')
  })

  test('keeps one copy of text drawn twice for a shadow', () => {
    const page = arrangePageText([run('Shadowed', 40, 60, 30), run('Shadowed', 41.5, 61.5, 30)], PAGE_HEIGHT)

    expect(page.title).toBe('Shadowed')
  })

  test('gives nothing for a page without text', () => {
    expect(arrangePageText([run('  ', 40, 60)], PAGE_HEIGHT)).toEqual({
      title: '',
      text: '',
      lines: [],
      titleScale: 1,
      plainTitle: false,
      edges: [],
    })
  })

  test('does not take a line of body text for a heading because an icon beside it is tall', () => {
    const body = Array.from({ length: 12 }, (_, index) =>
      run(`body line ${index} ${'x'.repeat(50)}`, 40, 100 + index * 14),
    )
    const runs = [
      run('!', 40, 60, 36),
      run('eral taxes electronically, a valid EIN is required', 80, 60),
      ...body,
    ]

    expect(arrangePageText(runs, PAGE_HEIGHT).title).toBe('')
  })

  test('takes no page number for a title, however large', () => {
    const body = Array.from({ length: 12 }, (_, index) =>
      run(`body line ${index} ${'x'.repeat(50)}`, 40, 100 + index * 14),
    )

    expect(arrangePageText([run('86', 500, 40, 30), ...body], PAGE_HEIGHT).title).toBe('')
  })

  test('marks a title that is only a short first line as plain', () => {
    const body = Array.from({ length: 30 }, (_, index) =>
      run(`body line ${index} ${'x'.repeat(50)}`, 40, 100 + index * 14),
    )
    const plain = arrangePageText([run('Standard May 2025', 40, 60), ...body], 800)
    const set = arrangePageText([run('Standard May 2025', 40, 60, 24), ...body], 800)

    expect(plain).toMatchObject({ title: 'Standard May 2025', plainTitle: true })
    expect(set).toMatchObject({ title: 'Standard May 2025', plainTitle: false })
  })

  // Issue 24, reader r-a2 (BoE speech): "in the 19 century" with its "th" glued to another line as "th flight".
  test('reads a superscript back into its line', () => {
    const runs = [
      run('Title', 40, 60, 30),
      run('From yellow fever in the 19', 40, 200),
      { text: 'th', x: 40 + 27 * 6, y: 195, width: 8, height: 7 },
      run('century to polio in the 20', 40 + 27 * 6 + 12, 200),
      run('The next sentence.', 40, 216),
    ]

    const page = arrangePageText(runs, PAGE_HEIGHT)

    expect(page.text).toContain('19th century')
    expect(page.text).toContain('in the 20')
    expect(page.text).not.toMatch(/^th\b/mu)
  })

  test("drops a footnote's raised number rather than gluing it to the sentence", () => {
    const runs = [
      run('Title', 40, 60, 30),
      run('Memphis emptied in 1878.', 40, 200),
      { text: '1', x: 40 + 24 * 6 + 1, y: 195, width: 4, height: 7 },
      run('The next sentence.', 40, 216),
    ]

    expect(arrangePageText(runs, PAGE_HEIGHT).text).not.toMatch(/1878\.1|^1$/mu)
  })

  // Reader r-p1 (BoE speech): "an investor in a CDO" stood for a CDO² investor, the power dropped as a footnote mark.
  test('keeps a raised 2 set against a capital as a power', () => {
    const runs = [
      run('Title', 40, 60, 30),
      run('Investors in RMBS and CDO', 40, 200),
      { text: '2', x: 40 + 25 * 6, y: 195, width: 4, height: 7 },
      run('read a billion pages, as in the CDS.', 40 + 25 * 6 + 5, 200),
      { text: '3', x: 40 + 25 * 6 + 5 + 36 * 6, y: 195, width: 4, height: 7 },
      run('The next sentence.', 40, 216),
    ]

    const text = arrangePageText(runs, PAGE_HEIGHT).text
    expect(text).toMatch(/CDO²/u)
    // After a stop, a raised figure is still a footnote's number.
    expect(text).not.toMatch(/CDS\.\s?[3³]/u)
  })
})

describe('tables and charts set among other blocks', () => {
  /** A run `width` wide: figures in a table's columns are as wide as their digits, not their characters. */
  function cell(text: string, x: number, y: number, width: number, height = 11): TextRun {
    return { text, x, y, width, height }
  }

  // A budget of five columns, the middle strip between two year columns wide enough to look like a gutter.
  const budget = (rowLabels: string[]) => [
    cell('Budget by year', 40, 60, 300, 26),
    ...[
      ['Item', '2026', '2027', '2028', 'Total'],
      ...rowLabels.map((label, row) => [
        label,
        `${row + 1}.000`,
        `${row + 2}.000`,
        `${row + 3}.000`,
        `${row + 9}.000`,
      ]),
    ].flatMap((cells, row) =>
      cells.map((text, column) =>
        cell(text, column === 0 ? 40 : 256 + (column - 1) * 108, 108 + row * 21, column === 0 ? 120 : 34),
      ),
    ),
    cell(
      'We ask the fund for three quarters of the total; the city and partners give the rest of it.',
      43,
      350,
      624,
      12,
    ),
  ]

  test('keeps each row of a table whole where the strip between two of its columns looks like a gutter', () => {
    const page = arrangePageText(
      budget(['Coaches', 'Books', 'Training', 'Review', 'Transport', 'Total']),
      PAGE_HEIGHT,
    )

    expect(page.text).toContain('Coaches — 2026: 1.000; 2027: 2.000; 2028: 3.000; Total: 9.000')
    expect(page.text).toContain('Total — 2026: 6.000; 2027: 7.000; 2028: 8.000; Total: 14.000')
    expect(page.text).not.toMatch(/2028: 3\.000 \(|Total: 3\.000/u)
  })

  test('still reads two columns of prose holding a few figures column by column', () => {
    const left = Array.from({ length: 8 }, (_, index) =>
      cell(`left ${index} rose by 12% ${'x'.repeat(30)}`, 40, 100 + index * 14, 250, 10),
    )
    const right = Array.from({ length: 8 }, (_, index) =>
      cell(`right ${index} fell by 3% ${'y'.repeat(30)}`, 320, 100 + index * 14, 250, 10),
    )

    const lines = arrangePageText([...right, ...left], 800)
      .text.split('\n')
      .filter(Boolean)

    expect(lines.slice(0, 8).every((line) => line.startsWith('left'))).toBe(true)
  })

  test('reads prose beside a list of figures with leaders column by column', () => {
    const left = Array.from({ length: 8 }, (_, index) =>
      cell(`left ${index} of the rule ${'x'.repeat(30)}`, 40, 100 + index * 14, 250, 10),
    )
    const right = Array.from({ length: 8 }, (_, index) => [
      cell(`(${index + 1}) Substance ${index}`, 320, 100 + index * 14, 90, 10),
      cell('. . . . . . .', 430, 100 + index * 14, 80, 10),
      cell(`${2880 + index}`, 540, 100 + index * 14, 20, 10),
    ]).flat()

    const lines = arrangePageText([...right, ...left], 800)
      .text.split('\n')
      .filter(Boolean)

    expect(lines.slice(0, 8).every((line) => line.startsWith('left'))).toBe(true)
  })

  test('does not glue a data label to a legend entry set far off a few points lower', () => {
    const runs = [
      cell('Revenue by title', 40, 60, 300, 26),
      cell('4.7', 262, 290, 15),
      cell('1.2', 84, 216, 15),
      cell('0.6', 129, 151, 15),
      cell('North', 354, 211, 40),
      cell('South', 354, 227, 40),
      cell('East', 354, 242, 40),
    ]

    const page = arrangePageText(runs, PAGE_HEIGHT)

    expect(page.text).not.toMatch(/1\.2 North|North 1\.2|South: 1\.2/u)
    expect(page.text.split('\n')).toContain('1.2')
  })

  test("keeps a chart's data labels set far left of a bulleted list in a larger font", () => {
    const runs = [
      cell('Occupancy by site (%)', 40, 60, 300, 26),
      cell('79', 169, 140, 12),
      cell('74', 266, 151, 12),
      cell('•', 460, 156, 5, 14),
      cell('Triana gains 7 points with company deals', 478, 158, 190, 14),
      cell('61', 363, 179, 12),
    ]

    const lines = arrangePageText(runs, PAGE_HEIGHT).text.split('\n')

    expect(lines).toEqual(expect.arrayContaining(['79', '74', '61']))
    expect(lines.join('\n')).not.toMatch(/\d\d (?:•|Triana)|deals \d/u)
  })

  test("reads a bullet whole past a chart's value set beside its wrap", () => {
    const runs = [
      cell('Members still active (%)', 40, 60, 300, 26),
      cell('100', 74, 122, 18),
      cell('•', 460, 116, 5, 14),
      cell('Retention fell from', 478, 118, 150, 14),
      cell('55% to 48%', 478, 135, 76, 14),
      cell('•', 460, 156, 5, 14),
      cell('The gap opens between', 478, 158, 150, 14),
      cell('months 3 and 6, when the', 478, 175, 160, 14),
      cell('discount ends', 478, 192, 100, 14),
    ]

    const lines = arrangePageText(runs, PAGE_HEIGHT).text.split('\n')

    expect(lines).toContain('- Retention fell from 55% to 48%')
    expect(lines).toContain('- The gap opens between months 3 and 6, when the discount ends')
    expect(lines).toContain('100')
  })

  test('keeps a row whose cells sit on one baseline, however far apart', () => {
    const runs = [
      cell('Revenue by title', 40, 60, 300, 26),
      cell('Net revenue', 40, 200, 60),
      cell('4.7', 400, 200.5, 15),
    ]

    expect(arrangePageText(runs, PAGE_HEIGHT).text).toMatch(/Net revenue:? 4\.7/u)
  })
})
