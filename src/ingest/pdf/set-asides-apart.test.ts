import { describe, expect, test } from 'vitest'
import { arrangePageText, type TextRun } from './arrange-page-text'

const PAGE_HEIGHT = 540

function run(text: string, x: number, y: number, height = 24): TextRun {
  return { text, x, y, width: text.length * height * 0.5, height }
}

/** A bulleted list at the left, a two-line callout at the right whose baselines fall between its items. */
function listBesideCallout(items: [string, string, string, string], wrap: string, callout: [string, string]) {
  return [
    run('Title', 40, 40, 40),
    ...items.flatMap((item, at) => [run('•', 56, 120 + at * 70), run(item, 76, 120 + at * 70)]),
    run(wrap, 76, 295),
    run(callout[0], 700, 245),
    run(callout[1], 700, 280),
  ]
}

describe('setAsidesApart', () => {
  test.each([
    [
      'en',
      ['Trainer at Purple', 'Author of two books', 'Founder: We Hack,', 'Advisor: Smithy'],
      'DevSlop, WoSEC',
      ['She seems', 'tolerable!'],
    ],
    [
      'de',
      ['Trainerin bei Lila', 'Autorin zweier Bücher', 'Gründerin: Wir Hacken,', 'Beirat: Schmied'],
      'DevSlop, WoSEC',
      ['Sie wirkt', 'erträglich!'],
    ],
    [
      'es',
      ['Formadora en Púrpura', 'Autora de dos libros', 'Fundadora: Hackeamos,', 'Asesora: Herrero'],
      'DevSlop, WoSEC',
      ['Parece', '¡tolerable!'],
    ],
  ] as const)(
    'reads a callout beside a list after the list, not between its items (%s)',
    (_, items, wrap, callout) => {
      const page = arrangePageText(listBesideCallout([...items], wrap, [...callout]), PAGE_HEIGHT)

      const texts = page.lines.map((line) => line.text)
      expect(texts).toContain(`${items[2]} ${wrap}`)
      expect(texts.indexOf(items[3])).toBeLessThan(texts.findIndex((text) => text.startsWith(callout[0])))
    },
  )

  test('keeps a line set under an item’s words with that item', () => {
    const runs = [
      run('Title', 40, 40, 40),
      ...['Long first item', 'Two', 'Three'].flatMap((item, at) => [
        run('•', 56, 120 + at * 70),
        run(item, 76, 120 + at * 70),
      ]),
      run('wrapped', 90, 155),
    ]

    const texts = arrangePageText(runs, PAGE_HEIGHT).lines.map((line) => line.text)

    expect(texts.slice(1)).toEqual(['Long first item wrapped', 'Two', 'Three'])
  })
})
