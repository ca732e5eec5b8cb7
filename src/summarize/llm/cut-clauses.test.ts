import { describe, expect, test } from 'vitest'
import { cutClauses } from './cut-clauses'

describe('cutClauses', () => {
  test('cuts the clause with the bad figure and keeps the rest of the bullet', () => {
    const result = cutClauses('- Revenue grew to $4.2M, margin reached 87%; churn fell to 2%.', ['87'])

    expect(result.text).toBe('- Revenue grew to $4.2M; churn fell to 2%.')
    expect(result.cut).toEqual(['margin reached 87%'])
  })

  test('cuts a whole sentence when it is one clause, keeping the other sentences', () => {
    const result = cutClauses('Umsatz 111 Tsd. EUR. Marge 87 % erwartet.', ['87'])

    expect(result.text).toBe('Umsatz 111 Tsd. EUR.')
  })

  test('removes a line left without words', () => {
    expect(cutClauses('- 87%\n- Customers: 1,200', ['87']).text).toBe('- Customers: 1,200')
  })

  test('leaves text without the figures untouched', () => {
    expect(cutClauses('Keep this, and this.', ['5'])).toEqual({ text: 'Keep this, and this.', cut: [] })
  })

  test.each([
    {
      language: 'en' as const,
      text: '- Option A, repair and hold spares: £38,000 for spares; no change to capacity',
      figure: '38,000',
      left: '- No change to capacity',
    },
    {
      language: 'de' as const,
      text: '- Option A, Ersatzteile lagern: 38.000 € für Ersatzteile; keine Änderung der Kapazität',
      figure: '38.000',
      left: '- Keine Änderung der Kapazität',
    },
    {
      language: 'fr' as const,
      text: '- Option A, stocker des pièces: 38 000 € de pièces; aucune hausse de capacité',
      figure: '38 000',
      left: '- Aucune hausse de capacité',
    },
  ])(
    'takes the few words that introduced a cut clause with it ($language)',
    ({ language, text, figure, left }) => {
      expect(cutClauses(text, [figure], language).text).toBe(left)
    },
  )

  test.each([
    {
      language: 'en' as const,
      text: 'Total cost £14.8M (staff £8.1M, agency £1.3M).',
      left: 'Total cost £14.8M (staff £8.1M).',
    },
    {
      language: 'es' as const,
      text: 'Coste total 14,8 M€ (personal 8,1 M€, agencia 1,3 M€).',
      left: 'Coste total 14,8 M€ (personal 8,1 M€).',
    },
    {
      language: 'it' as const,
      text: 'Costo totale 14,8 M€ (personale 8,1 M€, agenzia 1,3 M€).',
      left: 'Costo totale 14,8 M€ (personale 8,1 M€).',
    },
  ])('closes a bracket the cut left open ($language)', ({ language, text, left }) => {
    expect(cutClauses(text, ['1,3', '1.3'], language).text).toBe(left)
  })

  test.each([
    {
      language: 'en' as const,
      text: '- The process is a 4 step model: know the market; design a strategy; build relationships.\n- Price matters.',
      figure: '4',
      left: '- Price matters.',
    },
    {
      language: 'de' as const,
      text: '- Der Prozess hat 4 Schritte: Markt verstehen; Strategie entwerfen; Beziehungen aufbauen.\n- Preis zählt.',
      figure: '4',
      left: '- Preis zählt.',
    },
    {
      language: 'fr' as const,
      text: '- Le processus compte 4 étapes : comprendre le marché; concevoir une stratégie.\n- Le prix compte.',
      figure: '4',
      left: '- Le prix compte.',
    },
  ])(
    'cuts the list a cut head introduced, leaving no headless members ($language)',
    ({ language, text, figure, left }) => {
      expect(cutClauses(text, [figure], language).text).toBe(left)
    },
  )

  test('keeps the list when the bad figure is one of its members, and the members with figures', () => {
    const text = '- Output: OEE 72.0%, OTIF 94.2%, scrap down'

    expect(cutClauses(text, ['72.0']).text).toBe('- OTIF 94.2%, scrap down')
  })

  test('cuts a count in words like a figure', () => {
    expect(cutClauses('- Evaluations ran over five years; reports each year.', ['five']).text).toBe(
      '- Reports each year.',
    )
  })
})
