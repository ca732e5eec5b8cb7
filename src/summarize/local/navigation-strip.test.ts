import { describe, expect, it } from 'vitest'
import { findNavigationStrips } from './navigation-strip'

const STRIPS: [string, string[], string[]][] = [
  ['en', ['plan build run', 'measure learn'], ['Plan', 'Build', 'Run', 'Measure']],
  ['de', ['planen bauen betreiben', 'messen lernen'], ['Planen', 'Bauen', 'Betreiben', 'Messen']],
  [
    'fr',
    ['planifier construire exploiter', 'mesurer apprendre'],
    ['Planifier', 'Construire', 'Exploiter', 'Mesurer'],
  ],
]

// Issue 24, reader r-a3: a diagram's layers repeated atop each layer's slide read as its first bullet.
describe('findNavigationStrips', () => {
  it.each(STRIPS)(
    'takes labels repeated together over slides with their own titles for a strip (%s)',
    (_, strip, titles) => {
      const keys = [
        [...strip],
        [...strip, `${titles[1]} one`, `${titles[1]} two`],
        [...strip, `${titles[2]} one`],
        [...strip, `${titles[3]} one`],
      ]

      const { strips, onlyStrip } = findNavigationStrips(keys, titles)

      expect([...strips].sort()).toEqual([...strip].sort())
      // The slide that holds only the strip shows the diagram itself.
      expect([...onlyStrip]).toEqual([0])
    },
  )

  it.each(STRIPS)("takes no animation build's repeated lines for a strip (%s)", (_, strip, titles) => {
    const keys = [[...strip], [...strip, 'one'], [...strip, 'one', 'two']]

    expect(findNavigationStrips(keys, [titles[0]!, titles[0]!, titles[0]!]).strips.size).toBe(0)
  })

  it.each(STRIPS)('takes no single repeated line, a kicker, for a strip (%s)', (_, strip, titles) => {
    const keys = titles.map((title) => [strip[0]!, `${title} text`])

    expect(findNavigationStrips(keys, titles).strips.size).toBe(0)
  })
})
