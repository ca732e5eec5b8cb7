import { describe, expect, test } from 'vitest'
import { countMeasures, hasMeasure, isWholeStatement, headlineFigure } from './statements'

describe('what measures something', () => {
  test.each([
    ['en', 'The main burner failed on 9 October and again on October 17'],
    ['es', 'El quemador falló el 9 de octubre y otra vez el 17 de octubre'],
    ['de', 'Der Brenner fiel am 9. Oktober und erneut am 17. Okt. aus'],
    ['fr', 'Le brûleur est tombé en panne le 1er octobre et le 17 octobre'],
    ['nb', 'Brenneren sviktet 9. oktober og igjen 17. oktober'],
  ])('a %s day of a month is a date, not a measure ("%s")', (_, text) => {
    expect(hasMeasure(text)).toBe(false)
  })

  test.each([
    ['en', 'Total downtime: 103 hours across the two failures, fixed by 4 December 2026', 1],
    ['es', 'Apertura el 1 de junio de 2026 con 64 puestos y 12 % de ocupación', 2],
    ['de', 'Bis 15. November 2026: ARR von 7,9 Mio. € bei 8.600 Betrieben', 2],
    ['it', 'Entro il 15 settembre 2026 ricavi di 6,1 milioni di euro', 1],
  ])('a %s amount beside a date still counts ("%s")', (_, text, measures) => {
    expect(countMeasures(text)).toBe(measures)
  })
})

describe('a whole statement', () => {
  test.each([
    ['en', 'It has bullet points on it'],
    ['en', 'The board asked us to review them'],
    ['de', 'Der Vorstand kennt den Plan und unterstützt ihn'],
  ] as const)('may end on its %s object pronoun ("%s")', (language, line) => {
    expect(isWholeStatement(line, language)).toBe(true)
  })

  test.each([
    ['fr', 'Le conseil a validé le budget de la'],
    ['es', 'El consejo aprobó el presupuesto de la'],
    ['en', 'The board approved the budget of the'],
  ] as const)('is not cut on a %s article ("%s")', (language, line) => {
    expect(isWholeStatement(line, language)).toBe(false)
  })
})

// Issue 24: a question cut "1,10 m³/s" to "1,10 m", a wrong unit.
describe('headlineFigure keeps a unit of volume, area or flow whole', () => {
  test.each([
    ['Débit de fuite autorisé : 1,10 m³/s, la capacité du collecteur', '1,10 m³/s'],
    ['Nødvendig volum: 1 850 m³', '1 850 m³'],
    ['Der Parkplatz ist 2.400 m² groß', '2.400 m²'],
  ])('“%s” → %s', (text, figure) => {
    expect(headlineFigure(text)).toBe(figure)
  })
})
