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
