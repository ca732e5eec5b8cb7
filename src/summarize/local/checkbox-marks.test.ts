import { describe, expect, test } from 'vitest'
import type { Language, SlideLine } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { sayCheckboxMarks } from './checkbox-marks'
import { isFieldValue, sayFieldValues } from './field-values'
import { collectPassages } from './collect-passages'
import { createLocalProvider } from './index'
import { summaryUnit } from './test-support/summary-unit'
import { leadInGroups } from './weigh-list-lines'

const paragraphs = (texts: string[]): SlideLine[] =>
  texts.map((text, box) => ({ kind: 'paragraph' as const, text, box }))

// Decision 178: Enron's approval form said "Expected Closing Date: Feb. 27, 1999 —; •; ⌧; Merchant; Strategic; …".
describe('a form’s checkbox marks are no text', () => {
  test.each<[Language, string, string | undefined]>([
    ['en', '⌧ Strategic', 'Strategic: ticked'],
    ['de', '☒ Strategisch', 'Strategisch: angekreuzt'],
    ['fr', '☑ Stratégique', 'Stratégique: coché'],
    ['en', '☐ Merchant', undefined],
    ['de', '•', undefined],
    ['fr', '⌧', undefined],
    ['en', 'Board Approval:  X Pending', 'Board Approval: Pending'],
    ['fr', 'Statut : ☒ Validé', 'Statut : Validé'],
    ['en', '✓ Fast setup in minutes', '✓ Fast setup in minutes'],
    ['de', 'X-Achse: Umsatz', 'X-Achse: Umsatz'],
  ])('%s: %s', (language, line, said) => {
    expect(sayCheckboxMarks(line, language)).toBe(said)
  })
})

// A form's date field as ingest reads it: each label, value and mark a text box of its own.
const EN_FORM = [
  'Expected closing date:',
  'Feb. 27, 1999 —',
  '•',
  '⌧',
  'Merchant',
  'Strategic',
  'April 15, 1999',
  '•',
  '⌧',
]

describe('a form’s field keeps its own values', () => {
  test.each<[string, boolean]>([
    ['Feb. 27, 1999 —', true],
    ['12/18/98', true],
    ['27. Februar 1999', true],
    ['$140,000', true],
    ['Merchant', false],
    ['Kick-off 12 May', false],
  ])('%s is a value: %s', (line, is) => {
    expect(isFieldValue(line)).toBe(is)
  })

  test('a range left open is closed by the next value', () => {
    expect(sayFieldValues(['Feb. 27, 1999 –', 'April 15, 1999'])).toBe('Feb. 27, 1999 – April 15, 1999')
    expect(sayFieldValues(['12/18/98', '1/21/99'])).toBe('12/18/98; 1/21/99')
  })

  test.each<[Language, string[], string]>([
    ['en', EN_FORM, 'Expected closing date: Feb. 27, 1999 — April 15, 1999'],
    [
      'de',
      ['Erwarteter Abschluss:', '27.02.1999 —', '•', '⌧', 'Handel', 'Strategie', '15.04.1999', '•', '⌧'],
      'Erwarteter Abschluss: 27.02.1999 — 15.04.1999',
    ],
    [
      'fr',
      [
        'Date de clôture prévue :',
        '27 février 1999 —',
        '•',
        '⌧',
        'Marchand',
        'Stratégique',
        '15 avril 1999',
        '•',
        '⌧',
      ],
      'Date de clôture prévue : 27 février 1999 — 15 avril 1999',
    ],
  ])(
    '%s: the field says its range; the other fields’ labels and the marks stay out of it',
    (language, texts, said) => {
      // As ingest reads a form: each label, value and mark a text box of its own.
      const unit = { ...summaryUnit(1, 'Form', texts.join('\n')), lines: paragraphs(texts) }
      const passages = collectPassages([unit], language)
      const lines = passages.map((_, index) => index)
      const groups = [...leadInGroups(lines, passages).values()]
      expect(groups.map((group) => group.text)).toEqual([said])
      const free = lines
        .filter((index) => !groups[0]!.items.includes(index))
        .map((index) => passages[index]!.text)
      expect(free).toEqual(expect.arrayContaining([texts[4], texts[5]]))
      expect(passages.map((passage) => passage.text).join('\n')).not.toMatch(/[•⌧]/u)
    },
  )

  test('en: the entry says the field with its range, without the marks', async () => {
    const lines = paragraphs(EN_FORM)
    const summary = await summarize(lines, 'en')
    const entry = summary.slideBySlide[1]!.summary
    expect(entry).toContain('Expected closing date: Feb. 27, 1999 — April 15, 1999')
    expect(entry).not.toMatch(/[•⌧]|Merchant;|; Strategic/u)
  })

  const summarize = (lines: SlideLine[], language: Language) =>
    createLocalProvider().summarize(
      documentOf(
        [
          { title: 'Cover', text: 'Cover', role: 'cover' },
          { title: 'Approval form', lines },
        ],
        { language },
      ),
      { documentType: 'presentation' },
    )
})
