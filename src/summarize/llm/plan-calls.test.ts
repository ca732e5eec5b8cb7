import { describe, expect, test } from 'vitest'
import { documentOf } from '../../shared/test-support/document-of'
import { planCalls } from './plan-calls'
import { presentationPrompts } from './prompts/presentation'

const limits = { concurrency: 2, contextTokens: 16_000 }

function notesFactsOf(notes: string, language: 'en' | 'de' | 'fr') {
  const deck = documentOf([{ title: 'Results', text: 'Revenue by quarter', notes }], { language })
  return planCalls(deck, 'presentation', presentationPrompts, language, limits).units[0]!.notesFacts
}

describe('the notes the overall call sees', () => {
  test('keep a figure line the author ended without a stop apart from the next thought (en)', () => {
    const facts = notesFactsOf('Revenue grew 12% in Q3\nThank the finance team for the numbers', 'en')

    expect(facts).toBe('Revenue grew 12% in Q3.')
  })

  test('keep a figure line apart from the next thought (de)', () => {
    const facts = notesFactsOf('Der Umsatz stieg um 12 %\nDanke an das Team für die Zahlen', 'de')

    expect(facts).toBe('Der Umsatz stieg um 12 %.')
  })

  test('keep a wrapped sentence whole (fr)', () => {
    const facts = notesFactsOf('Le chiffre d’affaires a progressé de 12 %\nau troisième trimestre.', 'fr')

    expect(facts).toBe('Le chiffre d’affaires a progressé de 12 % au troisième trimestre.')
  })
})
