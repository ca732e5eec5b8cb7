import { describe, expect, test } from 'vitest'
import { isCode } from './is-aside'

describe('isCode', () => {
  test.each([
    ['en', 'Math Problem Solving in OECD Nations (Red = U.S. Students)'],
    ['de', 'Mathematik im OECD-Vergleich (Rot = z.B. Schüler in den USA)'],
    ['nl', 'Rekenvaardigheid in OESO-landen (Rood = d.w.z. Amerikaanse leerlingen)'],
  ])('reads a legend naming an abbreviation after "=" as prose (%s)', (_, text) => {
    expect(isCode(text)).toBe(false)
  })

  test('still reads an assignment of a member as code', () => {
    expect(isCode('total = order.amount')).toBe(true)
  })
})
