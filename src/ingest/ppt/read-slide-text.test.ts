import { describe, expect, test } from 'vitest'
import type { PlacedText } from './read-slide-container'
import { readSlideText } from './read-slide-text'
import { TextType } from './read-text-blocks'

const view = new DataView(new ArrayBuffer(0))
/** A plain text box (no placeholder) at `top` master units, 540 units tall slide. */
const textBox = (text: string, top: number): PlacedText => ({
  block: { textType: TextType.other, text, style: undefined, fieldPositions: [] },
  placeholder: 0,
  top,
  left: 40,
  width: 880,
  height: 50,
})
const SLIDE_HEIGHT = 540

describe('readSlideText without a title object', () => {
  test('the heading box at the top of the slide is the title and the rest stays in the body', () => {
    const { title, lines } = readSlideText(
      view,
      [textBox('Traction since launch', 30), textBox('Fuel cost per route fell 14% in 2025.', 200)],
      SLIDE_HEIGHT,
    )
    expect(title).toBe('Traction since launch')
    expect(lines).toMatchObject([
      { kind: 'title', text: 'Traction since launch' },
      { kind: 'paragraph', text: 'Fuel cost per route fell 14% in 2025.' },
    ])
  })

  test('a slide whose only text is one long sentence, a figure or a date at the top gets no title', () => {
    for (const text of [
      'We help independent vets run their clinics with less paperwork and more time for animals.',
      '$1.8M',
      '4 December 2026',
    ]) {
      const { title, lines } = readSlideText(view, [textBox(text, 30)], SLIDE_HEIGHT)
      expect(title).toBe('')
      expect(lines).toMatchObject([{ kind: 'paragraph', text }])
    }
  })
})

// Issue 24 (decision 136): a chart drawn in boxes, its axis title wrapped by hand over two paragraphs and grouped
// with its ticks. Joined into one line (decision 132) it paired with one city's value: "Per capita income: $37,000".
describe('readSlideText and a label wrapped by hand', () => {
  const placed = (
    text: string,
    left: number,
    top: number,
    width: number,
    height: number,
    group?: number,
  ) => ({
    ...textBox(text, top),
    left,
    width,
    height,
    ...(group === undefined ? {} : { group }),
  })
  const chart = (axisTitle: string, rowLabel: string, grouped: boolean): PlacedText[] => [
    placed('Vehicle Ownership', 400, 300, 3000, 300),
    placed(axisTitle, 3795, 1428, 854, 307, grouped ? 1 : undefined),
    ...(grouped ? [placed('', 3683, 1651, 36, 154, 1), placed('', 3643, 1874, 36, 154, 1)] : []),
    placed('$22,000', 3888, 1829, 462, 154),
    placed('$34,000', 3888, 2057, 462, 154),
    placed('$37,000', 3888, 2294, 462, 154),
    placed(rowLabel, 1400, 2900, 700, 154),
    placed('356', 2300, 2900, 213, 154),
  ]
  const stats = (texts: PlacedText[]) =>
    readSlideText(view, texts, 4320)
      .lines.filter((line) => line.kind === 'stat')
      .map((line) => line.text)

  test('pairs it with no figure under it or right of it, grouped or not (en, de, fr)', () => {
    for (const [axisTitle, rowLabel] of [
      ['Per capita \rincome (US $)', 'Fleet \rsize'],
      ['Einkommen \rpro Kopf (US $)', 'Größe \rder Flotte'],
      ['Revenu \rpar habitant (US $)', 'Taille \rdu parc'],
    ] as const) {
      for (const grouped of [true, false]) {
        expect(stats(chart(axisTitle, rowLabel, grouped)), `${axisTitle} ${grouped}`).toEqual([])
      }
    }
  })

  test("still pairs a form's one-line label with the figure right of it", () => {
    expect(stats(chart('Per capita \rincome (US $)', 'Fleet size', true))).toEqual(['Fleet size: 356'])
  })
})
