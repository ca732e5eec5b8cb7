import { describe, expect, test } from 'vitest'
import { listCounts } from './list-counts'

describe('listCounts', () => {
  test.each([
    [
      'en',
      'Foreword....3\n1. Executive summary....4\n2. Background....6\n3. Method....9\nAppendix A. Activity....23',
    ],
    [
      'de',
      'Vorwort....3\n1. Zusammenfassung....4\n2. Hintergrund....6\n3. Methode....9\nAnhang A. Daten....23',
    ],
    [
      'fr',
      'Avant-propos....3\n1. Synthèse....4\n2. Contexte....6\n3. Méthode....9\nAnnexe A. Activité....23',
    ],
  ])('counts a numbered list up to its last number (%s)', (_, text) => {
    expect(listCounts(text)).toEqual(new Set(['3']))
  })

  test.each([
    [
      'en',
      'Risks\n- Funding ends\n- Staff leave\n  - two nurses\n  - one doctor\n- Demand grows\nNext steps',
    ],
    [
      'de',
      'Risiken\n- Finanzierung endet\n- Personal geht\n  - zwei Pflegekräfte\n  - ein Arzt\n- Nachfrage wächst\nNächste Schritte',
    ],
    [
      'fr',
      'Risques\n- Le financement prend fin\n- Le personnel part\n  - deux infirmières\n  - un médecin\n- La demande croît\nÉtapes',
    ],
  ])('counts bullets at one depth, sub-points apart (%s)', (_, text) => {
    expect(listCounts(text)).toEqual(new Set(['3', '2']))
  })

  test('counts no list that skips a number', () => {
    expect(listCounts('1. Start\n3. End')).toEqual(new Set())
  })
})
