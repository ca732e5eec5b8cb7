import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { type TestSlide } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'

const cover: TestSlide = { title: 'Cover', text: 'Cover', role: 'cover' }

// Issue 24, reader r-q2 (Enron slide 3): two boxes' labels over a long list were glued as label and value,
// "Sales and Services: Energy Assets & Investments", as if one named the other.
describe('the labels that lead a long list', () => {
  test.each<[Language, string, string, string[]]>([
    [
      'en',
      'Commodity Sales and Services',
      'Energy Assets & Investments',
      [
        'Worldwide marketing of gas',
        'Price risk products',
        'Development of power plants',
        'Operation of pipelines',
        'Origination of large investments',
        'Finance portfolio management',
      ],
    ],
    [
      'de',
      'Handel und Vertrieb',
      'Anlagen & Beteiligungen',
      [
        'Weltweiter Gasvertrieb',
        'Produkte gegen Preisrisiken',
        'Bau von Kraftwerken',
        'Betrieb von Leitungen',
        'Große Beteiligungen',
        'Verwaltung des Portfolios',
      ],
    ],
    [
      'fr',
      'Négoce et Services',
      'Actifs & Investissements',
      [
        'Vente mondiale de gaz',
        'Produits contre le risque de prix',
        'Construction de centrales',
        'Exploitation de gazoducs',
        'Grands investissements',
        'Gestion du portefeuille',
      ],
    ],
  ])('are not glued as label and value (%s)', async (language, first, second, items) => {
    const text = [first, second, ...items.map((item) => `- ${item}`)].join('\n')
    const entry = (await entriesOf([cover, { title: 'Key Elements', text }], language))[1]!

    expect(entry).not.toContain(`${first}: ${second}`)
  })
})
