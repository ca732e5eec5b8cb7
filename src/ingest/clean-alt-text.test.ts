import { describe, expect, test } from 'vitest'
import { cleanAltText } from './clean-alt-text'

describe('cleanAltText', () => {
  test.each([
    ['Picture 3'],
    ['Grafik 2'],
    ['Imagen 12'],
    ['Afbeelding 1'],
    ['daily_usage_200709'],
    ['IMG_0042.JPG'],
    ['E:\\Photos\\f0391100 corrected.jpg'],
    ['  '],
  ])('%j says nothing about the picture', (alt) => {
    expect(cleanAltText(alt)).toBeUndefined()
  })

  test('a description is kept on one line, without the note a tool appends to a generated one', () => {
    expect(cleanAltText('A screenshot of a server status page\n\nDescription automatically generated')).toBe(
      'A screenshot of a server status page',
    )
  })

  test('the title stands in when the description says nothing', () => {
    expect(cleanAltText('Picture 5', 'Requests per hour, last week')).toBe('Requests per hour, last week')
  })
})
