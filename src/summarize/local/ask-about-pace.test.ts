import { describe, expect, test } from 'vitest'
import { derivedFigures } from '../derived-figures'
import { canonicalFigure, extractFigures } from '../figures'
import { askAboutPace } from './ask-about-pace'
import { summaryUnit } from './test-support/summary-unit'

describe('the pace a dated target needs', () => {
  test.each([
    [
      'es',
      'Madrid, 14 de abril de 2026',
      'Preventa de puestos — Fecha o cifra: 61 de 190; Estado: 32 % reservado',
      'Cerrar la preventa con 100 puestos reservados — Responsable: Lucía; Fecha: 18 de mayo de 2026',
      'Preventa de puestos: 61 de 190 el 14 de abril de 2026; 100 para el 18 de mayo de 2026 exige unos 8 por semana.',
    ],
    [
      'en',
      'London, 2 March 2026',
      'Seats pre-sold: 40 of 300',
      'Pre-sell 120 seats by 27 April 2026 — Owner: Dana',
      'Seats pre-sold: 40 of 300 on 2 March 2026, 120 by 27 April 2026 needs about 10 a week.',
    ],
    [
      'de',
      'Berlin, 5. Januar 2026',
      'Vorverkaufte Plätze: 30 von 200',
      'Vorverkauf auf 90 Plätze bringen bis 2. März 2026',
      'Vorverkaufte Plätze: 30 von 200 am 5. Januar 2026; 90 bis 2. März 2026 verlangt etwa 7,5 pro Woche.',
    ],
  ] as const)(
    'asks in %s at what weekly rate the target is reached',
    (language, cover, progress, target, opening) => {
      const units = [
        summaryUnit(1, 'Review', cover),
        summaryUnit(9, 'Plan', progress),
        summaryUnit(11, 'Next', target),
      ]

      const [question] = askAboutPace(units, language)

      expect(question?.text.slice(0, opening.length)).toBe(opening)
      expect(question?.slides).toEqual([1, 9, 11])
      expect(question?.sharp).toBe(true)
    },
  )

  test('writes the rate beside its inputs, so that the check redoes it', () => {
    const text =
      'Preventa de puestos: 61 de 190 el 14 de abril de 2026; 100 para el 18 de mayo de 2026 exige unos 8 por semana.'
    const known = new Set(['61', '190', '14', '2026', '100', '18'].map(canonicalFigure))

    expect(extractFigures(text)).toContain('8')
    expect(derivedFigures(text, known).has('8')).toBe(true)
    expect(derivedFigures(text.replace('el 14 de abril de 2026; ', ''), known).has('8')).toBe(false)
  })

  test.each([
    ['en', 'No date on this cover', 'Seats pre-sold: 40 of 300', 'Pre-sell 120 seats by 27 April 2026'],
    ['fr', 'Paris, 2 mars 2026', 'Places prévendues : 40 sur 300', 'Ouvrir le site le 27 avril 2026'],
  ] as const)(
    'asks nothing in %s without the deck’s date and a dated target of the same thing',
    (language, a, b, c) => {
      const units = [summaryUnit(1, 'Cover', a), summaryUnit(2, 'Plan', b), summaryUnit(3, 'Next', c)]

      expect(askAboutPace(units, language)).toEqual([])
    },
  )
})
