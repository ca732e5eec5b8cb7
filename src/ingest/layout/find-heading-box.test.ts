import { describe, expect, test } from 'vitest'
import { findHeadingBox, isHeadingText } from './find-heading-box'
import type { TextBox } from './text-box'

const box = (text: string, y: number, fontSize?: number, extra: Partial<TextBox> = {}): TextBox => ({
  text,
  x: 50,
  y,
  width: 900,
  height: 60,
  ...(fontSize === undefined ? {} : { fontSize }),
  ...extra,
})

describe('isHeadingText', () => {
  test.each([
    'Traction since launch',
    'Why now?',
    'Partners:',
    'Enron Corp.',
    'Artikkel 1.',
    '8.Mesa Brasil',
  ])('"%s" can head a slide', (text) => expect(isHeadingText(text)).toBe(true))

  test.each([
    'Fuel cost per route fell 14% across pilot fleets.',
    'Clinics, vets and owners,',
    '$1.8M',
    '11 months',
    'Slide 3 of 12',
    '4 / 12',
    '© 2026 Vetlark Ltd',
    'Confidential',
    '4 December 2026',
    'March 2025',
    'Microsoft\t\tLinux',
  ])('"%s" is no heading', (text) => expect(isHeadingText(text)).toBe(false))
})

describe('findHeadingBox', () => {
  test('the heading over stat cards is found although the figures are set bigger', () => {
    const heading = box('Traction since launch', 30, 28, { bold: true })
    const boxes = [box('$1.8M', 160, 36), box('Annual recurring revenue', 250, 14), heading]
    expect(findHeadingBox(boxes, { slideHeight: 560 })).toBe(heading)
  })

  test('a box no larger than the body is a heading only when bold at the largest size', () => {
    const plain = [box('Clinic owners', 30, 18), box('Most run two sites', 120, 18)]
    const bold = [box('Clinic owners', 30, 18, { bold: true }), box('Most run two sites', 120, 18)]
    expect(findHeadingBox(plain)).toBeUndefined()
    expect(findHeadingBox(bold)).toBe(bold[0])
  })

  test('a box below the upper part of the slide, or with bigger text above it, is no heading', () => {
    expect(findHeadingBox([box('Summary of results', 400, 28)], { slideHeight: 560 })).toBeUndefined()
    const under = [box('Summary of results', 120, 28), box('Body', 250, 14), box('$4.2M', 10, 40)]
    expect(findHeadingBox(under)).toBeUndefined()
    const kicker = [box('Vetlark', 10, 12), box('Summary of results', 120, 28), box('Body', 250, 14)]
    expect(findHeadingBox(kicker)).toBe(kicker[1])
  })

  test('column headings side by side at one size are not a slide heading', () => {
    const columns = [
      box('Before', 30, 24, { x: 50, width: 400 }),
      box('After', 30, 24, { x: 500, width: 400 }),
      box('Paper forms', 120, 14),
    ]
    expect(findHeadingBox(columns)).toBeUndefined()
  })

  test('boxes the reader rules out (placeholders), unknown sizes and several lines are never headings', () => {
    const heading = box('Traction', 30, 28)
    expect(findHeadingBox([heading, box('Body', 200, 14)], { eligible: () => false })).toBeUndefined()
    expect(findHeadingBox([box('Traction', 30), box('Body', 200, 14)])).toBeUndefined()
    expect(findHeadingBox([box('Traction\nsince launch', 30, 28), box('Body', 200, 14)])).toBeUndefined()
  })
})
