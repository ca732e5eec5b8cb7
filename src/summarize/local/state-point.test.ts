import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, stat, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'
import { isStatedFact } from './is-stated-fact'
import { asClause } from './state-claim'

// Issue 24, item 2 and 5: the deck's point first; an ask's facts are no actions.

const summarise = (slides: TestSlide[], language: Language) =>
  createLocalProvider().summarize(documentOf(slides, { language }), { documentType: 'presentation' })

const PITCHES = {
  en: {
    traction: ['Traction', 'Annual recurring revenue', '$3.4M'],
    market: ['Market', 'Serviceable market of 18,000 clinics worth $1.1B a year'],
    ask: [
      'The ask',
      'Raising an $18M Series A; $4M is already committed by our seed lead',
      'Use of funds: 45% product, 35% sales, 20% payments',
      '24 months of runway after the round',
    ],
  },
  de: {
    traction: ['Traktion', 'Jährlich wiederkehrender Umsatz', '7,9 Mio. €'],
    market: ['Markt', 'Ein adressierbarer Markt von 41.000 Betrieben mit 1,2 Mrd. € Umsatz'],
    ask: [
      'Entscheidungsbedarf',
      'Eine Finanzierungsrunde von 12 Mio. €, davon 3 Mio. € bereits zugesagt',
      'Mittelverwendung: 50 % Produkt, 30 % Vertrieb, 20 % Betrieb',
      '30 Monate Laufzeit nach der Runde',
    ],
  },
  es: {
    traction: ['Tracción', 'Ingresos recurrentes anuales', '2,84 M€'],
    market: ['Mercado', 'Un mercado de 9.000 espacios de trabajo que vale 1,1 M€ al año'],
    ask: [
      'La petición',
      'Una ronda de 6 M€, con 1,5 M€ ya comprometidos',
      'Uso de los fondos: 60 % apertura de centros, 40 % ventas',
      '20 meses de caja tras la ronda',
    ],
  },
} as const

describe('the deck’s point first', () => {
  test.each(Object.entries(PITCHES) as [Language, (typeof PITCHES)[keyof typeof PITCHES]][])(
    'a %s pitch opens with its ask and the headline figure it rests on, and files the ask’s facts as no actions',
    async (language, pitch) => {
      const [askTitle, ask, funds, runway] = pitch.ask
      const summary = await summarise(
        [
          { title: 'Vetlark', text: 'Series A', role: 'cover' },
          { title: pitch.traction[0], lines: [stat(pitch.traction[1], pitch.traction[2])] },
          { title: pitch.market[0], text: `- ${pitch.market[1]}` },
          { title: askTitle, text: [ask, funds, runway].map((line) => `- ${line}`).join('\n') },
        ],
        language,
      )

      // One sentence: the headline figure as a clause after "; ", its label kept (decision 087).
      expect(summary.overallSummary.keyTakeaways[0]).toBe(
        `${ask}; ${asClause(`${pitch.traction[1]}: ${pitch.traction[2]}`, language)}`,
      )
      expect(summary.overallSummary.actionItems.join('\n')).not.toContain(funds)
      expect(summary.overallSummary.actionItems.join('\n')).not.toContain(runway)
    },
  )

  test.each<[Language, string, string]>([
    [
      'en',
      'Practice software that gives independent vet clinics their evenings back',
      'Madrid, 14 April 2026',
    ],
    [
      'fr',
      'Un logiciel qui rend leurs soirées aux cliniques vétérinaires indépendantes',
      'Lyon, 14 avril 2026',
    ],
    ['nl', 'Software die zelfstandige dierenklinieken hun avonden teruggeeft', 'Utrecht, 14 april 2026'],
  ])(
    'a %s deck without a summary or an ask opens with its cover’s claim, never its place and date',
    async (language, claim, dateLine) => {
      const summary = await summarise(
        [
          { title: 'Vetlark', text: `${claim}\n${dateLine}`, role: 'cover' },
          { title: 'Clinics', lines: [stat('Clinics', '418'), stat('Net revenue retention', '128%')] },
          { title: 'Team', text: '- 38 people today, 21 of them in engineering' },
        ],
        language,
      )

      expect(summary.overallSummary.keyTakeaways[0]).toMatch(new RegExp(`^${claim}; `))
      expect(summary.overallSummary.keyTakeaways.join('\n')).not.toContain(dateLine)
    },
  )
})

describe('isStatedFact', () => {
  test.each<[Language, string, boolean]>([
    ['en', 'Raising an $18M Series A; $4M is already committed by our seed lead', true],
    ['en', 'Milestones: $10M ARR and 1,200 clinics by Q4 2027', true],
    ['en', 'Approve £1.45M capital for a new Oven 3', false],
    ['en', 'Decision needed by 4 December 2026 to meet the lead time', false],
    ['pt', 'Pedimos 312.000 € em três anos letivos', false],
    ['pt', 'Utilização dos fundos: 60 % clubes, 40 % formação', true],
    ['de', 'Budget für zwei zusätzliche Entwicklungsteams freigeben (1,6 Mio. € pro Jahr)', false],
    ['de', '30 Monate Laufzeit nach der Runde', true],
  ])('in %s, “%s” states a fact: %s', (language, line, isFact) => {
    expect(isStatedFact(line, language)).toBe(isFact)
  })
})
