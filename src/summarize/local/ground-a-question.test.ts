import { describe, expect, test } from 'vitest'
import { limitIn } from './ground-a-question'

describe('a line that limits a claim', () => {
  test.each([
    ['en', '- Up to 60 MB/second throughput per share.', 'Up to 60 MB/second throughput per share'],
    ['fr', 'Au mieux un outil voit 45 % des failles', 'Au mieux un outil voit 45 % des failles'],
    [
      'es',
      'Solo 3 de cada 10 aplicaciones cifran sus datos',
      'Solo 3 de cada 10 aplicaciones cifran sus datos',
    ],
  ] as const)('is a %s line with a limiting word and a figure', (language, line, limit) => {
    expect(limitIn(line, language)).toBe(limit)
  })

  test.each([
    ['en', 'Only supported in S series VMs'],
    ['fr', 'Seulement depuis 2010 dans le standard'],
    ['es', '¿Solo 3 de cada 10 aplicaciones cifran sus datos?'],
    // A line the layout cut on a grammatical word bounds nothing a reader can read (decision 203).
    ['en', 'except that the voltage of beam 2 is equal to the'],
    ['de', 'außer dass die Spannung von Balken 2 gleich der'],
    ['fr', 'sauf que la tension de la poutre 2 est égale à la'],
  ] as const)('is no %s line without a figure, with only a year, asking, or cut', (language, line) => {
    expect(limitIn(line, language)).toBeUndefined()
  })
})
