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
})
