import { describe, expect, test } from 'vitest'
import { arrangePageText, type TextRun } from './arrange-page-text'

const PAGE_HEIGHT = 405

function run(text: string, x: number, y: number, height = 14): TextRun {
  return { text, x, y, width: text.length * height * 0.5, height }
}

/**
 * A line chart's data labels at the left, at the heights their values put them (one on a caption line's
 * baseline), its categories under it, and a caption box at the right: two bulleted items wrapped over two and
 * three lines.
 */
function chartBesideCaption(first: [string, string], second: [string, string, string], categories: string[]) {
  return [
    run('Title', 43, 63, 26),
    run('•', 460, 116),
    run(first[0], 478, 118),
    run('100', 74, 122, 11),
    run(first[1], 478, 135),
    run('•', 460, 156),
    run(second[0], 478, 158),
    run('83', 154, 175, 11),
    run(second[1], 478, 175),
    run('79', 154, 187.5, 11),
    run(second[2], 478, 192),
    run('69', 232, 219, 11),
    run('63', 232, 238, 11),
    ...categories.map((category, at) => run(category, 61 + at * 77, 336, 12)),
  ]
}

describe('setCaptionBlocksApart', () => {
  test.each([
    [
      'en',
      ['Retention fell from', '55% to 48%'],
      ['The gap opens between', 'months 3 and 6, when the', 'introductory discount ends'],
      ['Month 1', 'Month 3', 'Month 6'],
    ],
    [
      'de',
      ['Die Bindung fiel von', '55 % auf 48 %'],
      ['Die Lücke öffnet sich', 'zwischen Monat 3 und 6,', 'wenn der Rabatt endet'],
      ['Monat 1', 'Monat 3', 'Monat 6'],
    ],
    [
      'es',
      ['La retención cayó del', '55 % al 48 %'],
      ['La brecha se abre entre', 'los meses 3 y 6, cuando', 'termina el descuento'],
      ['Mes 1', 'Mes 3', 'Mes 6'],
    ],
  ] as const)('reads a caption box beside a chart whole (%s)', (_, first, second, categories) => {
    const page = arrangePageText(chartBesideCaption([...first], [...second], [...categories]), PAGE_HEIGHT)

    const texts = page.lines.map((line) => line.text)
    expect(texts).toContain(second.join(' '))
    expect(texts.some((text) => text.includes('83') && /\p{L}/u.test(text))).toBe(false)
  })

  test('keeps a table’s rows, whose cells share the baselines of the wrapped text beside them', () => {
    const runs = [
      run('Title', 43, 63, 26),
      ...['Plan 2025 set early', 'Plan 2026 set later on', 'Plan 2027 set at last'].flatMap((text, at) => [
        run(`${10 + at}`, 74, 118 + at * 17),
        run(text, 478, 118 + at * 17),
      ]),
    ]

    const texts = arrangePageText(runs, PAGE_HEIGHT).lines.map((line) => line.text)

    expect(texts.some((text) => text.startsWith('10') && text.includes('Plan 2025'))).toBe(true)
  })
})
