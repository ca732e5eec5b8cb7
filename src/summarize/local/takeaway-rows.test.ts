import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import type { TestSlide } from '../../shared/test-support/document-of'
import { selectActions } from './select-actions'
import { selectTakeaways } from './select-takeaways'
import { weightOf } from './weight-of'
import { overallLinesOf, pointOf } from './test-support/overall-lines-of'

// Issue 24 (readers' costliest pattern): a table row packed with another line of its slide reads as one row
// ("Clinics: 52; Share of ARR: 18%; Average revenue per clinic: $8,120"): a row is never a headline figure's
// companion, nor has one.

const DECKS: Record<'en' | 'es' | 'nl', TestSlide[]> = {
  en: [
    { title: 'Pitch', role: 'cover', text: 'Series A, May 2026' },
    {
      title: 'Business model',
      text: [
        'Plan | Price per month | Clinics',
        'Essentials | $350 | 176',
        'Multi-site | $990 | 52',
        'Average revenue per clinic: $8,120 a year',
      ].join('\n'),
    },
    { title: 'Traction', text: '- Revenue grew 24% to $3.4M in twelve months' },
  ],
  es: [
    { title: 'Revisión', role: 'cover', text: 'Comité, abril de 2026' },
    {
      title: 'Modelo de negocio',
      text: [
        'Plan | Precio al mes | Centros',
        'Básico | 350 € | 176',
        'Multisede | 990 € | 52',
        'Ingreso medio por centro: 8.120 € al año',
      ].join('\n'),
    },
    { title: 'Tracción', text: '- Los ingresos crecen un 24 % hasta 3,4 M€ en doce meses' },
  ],
  nl: [
    { title: 'Pitch', role: 'cover', text: 'Serie A, mei 2026' },
    {
      title: 'Verdienmodel',
      text: [
        'Plan | Prijs per maand | Klinieken',
        'Basis | € 350 | 176',
        'Meerdere locaties | € 990 | 52',
        'Gemiddelde omzet per kliniek: € 8.120 per jaar',
      ].join('\n'),
    },
    { title: 'Groei', text: '- De omzet groeide met 24 % naar € 3,4 mln in twaalf maanden' },
  ],
}

describe.each(Object.keys(DECKS) as Language[])('takeaway companions (%s)', (language) => {
  test('a table row is packed with no other line, and keeps its row label', () => {
    const lines = overallLinesOf(DECKS[language as 'en' | 'es' | 'nl'], language)
    const point = pointOf(lines, language)
    const actions = selectActions(lines, point)
    const selected = selectTakeaways(lines, point, new Set(actions.indices), actions.facts)
    const rows = lines.passages.flatMap((passage, index) => (passage.table === 'row' ? [index] : []))
    expect(rows.length).toBeGreaterThan(0)
    expect(selected.indices.some((index) => rows.includes(index))).toBe(true)
    for (const [index, companions] of selected.companions)
      for (const at of [index, ...companions]) expect(rows).not.toContain(at)
    for (const index of selected.indices.filter((at) => rows.includes(at)))
      expect(lines.readable(index)).toMatch(/^\S[^:]* — /u)
  })
})

const SENTENCES: Record<'en' | 'es' | 'nl', string> = {
  en: 'Traction',
  es: 'Tracción',
  nl: 'Groei',
}

describe.each(Object.keys(DECKS) as Language[])('takeaway weight (%s)', (language) => {
  test('a whole sentence with its figure weighs half again a table row: it says what its figure means', () => {
    const lines = overallLinesOf(DECKS[language as 'en' | 'es' | 'nl'], language)
    const title = SENTENCES[language as 'en' | 'es' | 'nl']
    const sentence = lines.passages.find((passage) => lines.units[passage.unit]!.title === title)!
    const row = lines.passages.find((passage) => passage.table === 'row')!
    expect(weightOf(sentence, language)).toBeGreaterThan(1.5 * weightOf(row, language))
  })
})
