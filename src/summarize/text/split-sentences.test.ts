import { describe, expect, test } from 'vitest'
import { splitSentences } from './split-sentences'

describe('splitSentences', () => {
  test.each([
    ['de', 'Der ARR stieg auf 7,9 Mio. € im Jahr 2025. Das Ziel sind 12,1 Mrd. Euro bzw. mehr.', 2],
    ['de', 'Wir planen z. B. neue Märkte in Österreich. Danach folgt die Schweiz.', 2],
    ['fr', 'On vise p. ex. la Suisse romande. Ensuite vient la Belgique.', 2],
    ['es', 'Reunión con el Sr. López el lunes. Luego firmamos el contrato.', 2],
    ['en', 'Plan vs. actual was 12% lower. We use tools, e.g. Excel, every week. Then we report.', 3],
  ] as const)('does not cut a %s sentence at an abbreviation: "%s"', (language, text, count) => {
    const sentences = splitSentences(text, language)

    expect(sentences).toHaveLength(count)
    expect(sentences.every((sentence) => /[.!?]$/.test(sentence))).toBe(true)
  })

  test('still cuts after an ordinary full stop and a figure', () => {
    expect(splitSentences('Revenue was 4.2 million. Margin rose to 38 %. Churn fell.', 'en')).toEqual([
      'Revenue was 4.2 million.',
      'Margin rose to 38 %.',
      'Churn fell.',
    ])
  })
})
