import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { itemPhraser, withoutRepeats } from './phrase-overall-items'
import { lineStarting, overallLinesOf } from './test-support/overall-lines-of'
import { bulletLines as bullets } from '../../shared/test-support/document-of'

// The phrase stage: each item stands alone (the slide's title before a line that lacks its subject, once),
// and an item that repeats an earlier one is left out.

const CASES: Record<'en' | 'it' | 'nl', { title: string; line: string; second: string }> = {
  en: { title: 'Oven 3', line: 'Down for 103 hours', second: 'Cost of the breakdown: £186,000' },
  it: { title: 'Il guasto', line: 'Fermo per 103 ore', second: 'Costo del guasto: 186.000 €' },
  nl: { title: 'De storing', line: 'Gesloten voor 12 dagen', second: 'Kosten van de sluiting: €86.000' },
}

describe('itemPhraser', () => {
  test.each(['en', 'it', 'nl'] as const)(
    "puts the slide's title before a short line once, not before its second line (%s)",
    (language: Language) => {
      const { title, line, second } = CASES[language as 'en' | 'it' | 'nl']
      const lines = overallLinesOf([{ title, text: bullets(line, second) }], language)
      const itemOf = itemPhraser(lines)

      const first = itemOf(lineStarting(lines, line))
      const next = itemOf(lineStarting(lines, second.slice(0, 8)))

      expect(first.text).toBe(`${title}: ${line}`)
      expect(next.text.startsWith(title)).toBe(false)
    },
  )
})

describe('withoutRepeats', () => {
  test.each([
    ['en', 'Q2 net revenue £6.8M, 10% above budget', 'Net revenue Q2: £6.8M, 10% above budget'],
    ['it', 'Fatturato 2025 di 61,3 milioni di euro', 'Fatturato 2025: 61,3 milioni di euro'],
    ['nl', 'Omzet 2025 van €38,6 mln, plus 14 %', 'Omzet 2025: €38,6 mln, plus 14 %'],
  ] as const)('leaves out an item that says the same words again (%s)', (language, first, again) => {
    const kept = withoutRepeats(
      [
        { text: first, slides: [2] },
        { text: again, slides: [5] },
      ],
      language,
    )

    expect(kept.map((item) => item.text)).toEqual([first])
  })
})
