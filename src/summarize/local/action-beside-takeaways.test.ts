import { describe, expect, test } from 'vitest'
import { repeatsTakeaway, withoutStatedAsides } from './action-beside-takeaways'
import { measuresOf } from './statements'

// Issue 24, item 5: a figure or a fact is never an action. An action that only says a takeaway again files the
// recommendation's facts twice; an aside that states a result the takeaways hold is a fact inside an action.

const figuresOf = (...texts: string[]) => new Set(texts.flatMap((text) => [...measuresOf(text)]))

describe('repeatsTakeaway', () => {
  test.each([
    {
      language: 'en' as const,
      action:
        '1. Adopt Option 3: grow the virtual ward to 150 beds by March 2028, with funding of £12.4M a year.',
      takeaway:
        'Recommendation: adopt Option 3, growing the ward to 150 virtual beds by March 2028 with funding of £12.4M a year.',
    },
    {
      language: 'de' as const,
      action: 'Option 3 umsetzen: die virtuelle Station auf 150 Betten ausbauen, mit 12,4 Mio. € im Jahr',
      takeaway:
        'Empfehlung: Option 3 umsetzen, die virtuelle Station auf 150 Betten ausbauen, mit 12,4 Mio. € im Jahr',
    },
    {
      language: 'es' as const,
      action: 'Adoptar la opción 3: ampliar la sala virtual a 150 camas con 12,4 millones de euros al año',
      takeaway:
        'Recomendación: adoptar la opción 3 y ampliar la sala virtual a 150 camas con 12,4 millones de euros al año',
    },
  ])('an action that says a takeaway again adds nothing ($language)', ({ language, action, takeaway }) => {
    expect(repeatsTakeaway(action, takeaway, language)).toBe(true)
  })

  test.each([
    {
      language: 'en' as const,
      action:
        'Approve £1.45M for a new Oven 3 and 150 t of buffer stock — Decision needed by 4 December 2026',
      takeaway: 'To decide: approve £1.45M for a new Oven 3 and 150 t of buffer stock',
    },
    {
      language: 'de' as const,
      action: 'Option 3 umsetzen: 150 Betten mit 12,4 Mio. € im Jahr — Entscheidung bis 4. Dezember 2026',
      takeaway: 'Empfehlung: Option 3 umsetzen, 150 Betten mit 12,4 Mio. € im Jahr',
    },
    {
      language: 'es' as const,
      action:
        'Adoptar la opción 3: 150 camas con 12,4 millones de euros al año, antes del 4 de diciembre de 2026',
      takeaway: 'Recomendación: adoptar la opción 3, 150 camas con 12,4 millones de euros al año',
    },
  ])('an action that adds its deadline stays ($language)', ({ language, action, takeaway }) => {
    expect(repeatsTakeaway(action, takeaway, language)).toBe(false)
  })
})

describe('withoutStatedAsides', () => {
  test.each([
    {
      action: 'Approve the Cinderfall budget increase of £1.8M (to £9.3M): CEO; 16 July 2026',
      takeaway: 'Cinderfall budget rises from £7.5M to £9.3M',
      expected: 'Approve the Cinderfall budget increase of £1.8M: CEO; 16 July 2026',
    },
    {
      action: 'Budgeterhöhung für Cinderfall um 1,8 Mio. € (auf 9,3 Mio. €) genehmigen',
      takeaway: 'Das Budget steigt von 7,5 Mio. € auf 9,3 Mio. €',
      expected: 'Budgeterhöhung für Cinderfall um 1,8 Mio. € genehmigen',
    },
    {
      action: "Approuver la hausse du budget de Cinderfall de 1,8 M€ (à 9,3 M€) d'ici le 16 juillet 2026",
      takeaway: 'Le budget passe de 7,5 M€ à 9,3 M€',
      expected: "Approuver la hausse du budget de Cinderfall de 1,8 M€ d'ici le 16 juillet 2026",
    },
  ])('drops an aside whose figures a takeaway states: $expected', ({ action, takeaway, expected }) => {
    expect(withoutStatedAsides(action, figuresOf(takeaway))).toBe(expected)
  })

  test.each([
    'Approve the publishing deal with Kumoya for Japan (minimum guarantee £1.2M): CFO; 31 July 2026',
    'Den Verlagsvertrag mit Kumoya für Japan (Mindestgarantie 1,2 Mio. €) genehmigen',
    "Approuver l'accord avec Kumoya pour le Japon (garantie minimale 1,2 M€)",
  ])("keeps an aside that holds the ask's only amount: %s", (action) => {
    expect(withoutStatedAsides(action, figuresOf('Kumoya guarantees 1,2 Mio. €, £1.2M, 1,2 M€'))).toBe(action)
  })
})
