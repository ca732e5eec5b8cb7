import { describe, expect, test } from 'vitest'
import { arrangePageText, type TextRun } from './arrange-page-text'
import { HYPHEN_BREAK } from './hyphen-break'

const PAGE_HEIGHT = 540

function run(text: string, x: number, y: number, height = 20, font = 'body'): TextRun {
  return { text, x, y, width: text.length * height * 0.5, height, font }
}

const TITLE = run('Quarterly results', 40, 50, 40, 'heading')

describe('typed lines of a PDF page', () => {
  test('takes a heading set in its own face only a little larger than the body as the title', () => {
    const runs = [
      run('Honorable Mentions', 300, 110, 36, 'bold'),
      ...Array.from({ length: 6 }, (_, index) =>
        run(`Body line ${index} of the slide's text`, 50, 190 + index * 38, 32),
      ),
    ]

    const page = arrangePageText(runs, PAGE_HEIGHT)

    expect(page.title).toBe('Honorable Mentions')
    expect(page.lines[0]).toEqual({ kind: 'title', text: 'Honorable Mentions' })
  })

  test('types bullets with their level and joins a bullet wrapped over two lines', () => {
    const runs = [
      TITLE,
      run('•', 50, 150),
      run('Hands down the #1 category for web apps, APIs and', 80, 150),
      run('digital systems', 80, 174),
      run('–', 90, 198),
      run('including SSRF', 120, 198),
      run('•', 50, 222),
      run('Prevention: deny by default', 80, 222),
    ]

    const page = arrangePageText(runs, PAGE_HEIGHT)

    expect(page.lines.slice(1)).toMatchObject([
      { kind: 'bullet', text: 'Hands down the #1 category for web apps, APIs and digital systems', level: 0 },
      { kind: 'bullet', text: 'including SSRF', level: 1 },
      { kind: 'bullet', text: 'Prevention: deny by default', level: 0 },
    ])
    expect(page.text).toBe(
      '- Hands down the #1 category for web apps, APIs and digital systems\n  - including SSRF\n- Prevention: deny by default',
    )
  })

  test('keeps each numbered item whole with its marker, the marker a run of its own', () => {
    const runs = [
      TITLE,
      run('Three categories that did not make the final ten:', 50, 150),
      run('1.', 50, 174),
      run('Lack of Application Resilience (#11)', 90, 174),
      run('2.', 50, 198),
      run('Memory Mismanagement Issues (#12 - far from the top in data', 90, 198),
      run('and community feedback)', 90, 222),
      run('3.', 50, 246),
      run('AI Assisted Coding', 90, 246),
    ]

    const lines = arrangePageText(runs, PAGE_HEIGHT).lines.slice(1)

    expect(lines).toMatchObject([
      { kind: 'paragraph', text: 'Three categories that did not make the final ten:' },
      { kind: 'numbered', text: '1. Lack of Application Resilience (#11)', marker: '1.', level: 0 },
      {
        kind: 'numbered',
        text: '2. Memory Mismanagement Issues (#12 - far from the top in data and community feedback)',
        marker: '2.',
        level: 0,
      },
      { kind: 'numbered', text: '3. AI Assisted Coding', marker: '3.', level: 0 },
    ])
  })

  test('marks contents lines with their page instead of reading them as prose', () => {
    const runs = [
      TITLE,
      run("What's New . . . . . . . . . . . . 1", 50, 150, 10),
      run('Calendar . . . . . . . . . . . . . . 8', 50, 164, 10),
      run('Introduction ............ iv', 50, 178, 10),
    ]

    expect(arrangePageText(runs, PAGE_HEIGHT).lines.slice(1)).toEqual([
      { kind: 'contents', text: "What's New . . . . . . . . . . . . 1", page: '1' },
      { kind: 'contents', text: 'Calendar . . . . . . . . . . . . . . 8', page: '8' },
      { kind: 'contents', text: 'Introduction ............ iv', page: 'iv' },
    ])
  })

  test('joins each big figure of a row of stat cards to the caption under it', () => {
    const runs = [
      TITLE,
      run('$3.4M', 60, 200, 44),
      run('418', 360, 200, 44),
      run('76%', 660, 200, 44),
      run('Annual recurring revenue', 60, 230, 16),
      run('Paying clinics', 360, 230, 16),
      run('Gross margin', 660, 230, 16),
    ]

    const lines = arrangePageText(runs, PAGE_HEIGHT).lines.filter((line) => line.kind === 'stat')

    expect(lines.map((line) => line.text)).toEqual([
      'Annual recurring revenue: $3.4M',
      'Paying clinics: 418',
      'Gross margin: 76%',
    ])
  })

  test('joins a caption wrapped under one card of a row to its own card, and each card to its third line', () => {
    const runs = [
      TITLE,
      run('58,300', 70, 142, 26),
      run('£41', 255, 142, 26),
      run('14,8 M€', 420, 142, 26),
      run('Active members', 67, 174, 12),
      run('Average monthly', 232, 174, 12),
      run('Stock of finished', 396, 174, 12),
      run('spend', 260, 188, 12),
      run('goods', 432, 188, 12),
      run('at 31 December 2025', 62, 212, 10),
      run('up from £38', 250, 212, 10),
      run('207 days of cover', 410, 212, 10),
    ]

    const stats = arrangePageText(runs, PAGE_HEIGHT).lines.filter((line) => line.kind === 'stat')

    expect(stats.map((line) => line.text)).toEqual([
      'Active members: 58,300 (at 31 December 2025)',
      'Average monthly spend: £41 (up from £38)',
      'Stock of finished goods: 14,8 M€ (207 days of cover)',
    ])
  })

  test('joins captions wrapped over their figures, a smaller figure under one as its third line', () => {
    const runs = [
      TITLE,
      run('Forsinkelse på', 238, 126, 11),
      run('Alvorlige HMS-', 570, 126, 11),
      run('Ferdiggrad', 81, 140, 11),
      run('råbygget', 253, 140, 11),
      run('hendelser', 583, 140, 11),
      run('63 %', 80, 181, 26),
      run('7 uker', 238, 181, 26),
      run('0', 602, 181, 26),
      run('plan: 66 %', 86, 212, 10),
      run('hentes inn innen desember', 216, 212, 10),
      run('41 000 arbeidstimer', 565, 212, 10),
    ]

    const stats = arrangePageText(runs, PAGE_HEIGHT).lines.filter((line) => line.kind === 'stat')

    expect(stats.map((line) => line.text)).toEqual([
      'Forsinkelse på råbygget: 7 uker (hentes inn innen desember)',
      `Alvorlige HMS${HYPHEN_BREAK}hendelser: 0 (41 000 arbeidstimer)`,
      'Ferdiggrad: 63 % (plan: 66 %)',
    ])
  })

  test('reads bulleted lists set side by side list by list, not as the rows of a table', () => {
    const bulletAt = (text: string, x: number, y: number) => [run('•', x, y, 10), run(text, x + 8, y, 10)]
    const runs = [
      TITLE,
      run('Contributors', 50, 130, 10),
      ...bulletAt('Aspect Security', 50, 150),
      ...bulletAt('Edgescan', 250, 150),
      ...bulletAt('Atos', 50, 165),
      ...bulletAt('Purpletalk', 250, 165),
      ...bulletAt('Bugcrowd', 50, 180),
      run('Thanks to everyone who sent data.', 50, 200, 10),
    ]

    const lines = arrangePageText(runs, PAGE_HEIGHT).lines.slice(1)

    expect(lines).toMatchObject([
      { kind: 'paragraph', text: 'Contributors' },
      { kind: 'bullet', text: 'Aspect Security', level: 0 },
      { kind: 'bullet', text: 'Atos', level: 0 },
      { kind: 'bullet', text: 'Bugcrowd', level: 0 },
      { kind: 'bullet', text: 'Edgescan', level: 0 },
      { kind: 'bullet', text: 'Purpletalk', level: 0 },
      { kind: 'paragraph', text: 'Thanks to everyone who sent data.' },
    ])
  })

  test('joins a caption over its figure', () => {
    const runs = [
      TITLE,
      run('Customers', 60, 180, 16),
      run('Uptime', 360, 180, 16),
      run('120', 60, 230, 44),
      run('98%', 360, 230, 44),
    ]

    const texts = arrangePageText(runs, PAGE_HEIGHT).lines.map((line) => `${line.kind}: ${line.text}`)

    expect(texts).toContain('stat: Customers: 120')
    expect(texts).toContain('stat: Uptime: 98%')
  })

  test('pairs a label with the value on its row in a label/value form', () => {
    const runs = [
      TITLE,
      run('Capital Commitment:', 50, 150),
      run('$140,000', 400, 150),
      run('RAC CAPITAL PRICE:', 50, 180),
      run('17.00%', 400, 180),
    ]

    const stats = arrangePageText(runs, PAGE_HEIGHT).lines.filter((line) => line.kind === 'stat')

    expect(stats.map((line) => line.text)).toEqual([
      'Capital Commitment: $140,000',
      'RAC CAPITAL PRICE: 17.00%',
    ])
  })

  test('marks a word split by a line-end hyphen for the document-wide decision', () => {
    const long = 'Each employer must withhold income tax from each em-'
    const runs = [TITLE, run(long, 50, 150, 10), run('ployee who is paid wages.', 50, 163, 10)]

    expect(arrangePageText(runs, PAGE_HEIGHT).lines[1]).toMatchObject({
      kind: 'paragraph',
      text: `Each employer must withhold income tax from each em${HYPHEN_BREAK}ployee who is paid wages.`,
    })
  })
})
