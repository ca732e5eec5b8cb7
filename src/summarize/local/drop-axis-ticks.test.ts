import { describe, expect, it } from 'vitest'
import { isAxisLine } from './drop-axis-ticks'

// Issue 24, reader r-a3: a probability's axis written without leading zeros led the slide's entry.
describe('isAxisLine', () => {
  it.each([
    '.01        .02        .03       .04        .05       .06     p',
    'Wahrscheinlichkeit ,1 ,2 ,3 ,4 ,5',
    'probabilité .25 .50 .75 1.00',
  ])('takes ticks without a leading zero for an axis (%s)', (line) => {
    expect(isAxisLine(line)).toBe(true)
  })

  it.each([
    'Error ratio 0.72 + 2.25 ρ at p = .5',
    'Versionen 1.2.3 und 1.2.4 sind betroffen',
    'p < .05 in 3 von 4 Fällen',
  ])('leaves a line that is no run of ticks (%s)', (line) => {
    expect(isAxisLine(line)).toBe(false)
  })
})
