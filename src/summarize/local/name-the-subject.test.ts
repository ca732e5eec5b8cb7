import { describe, expect, test } from 'vitest'
import type { Language, OverallSummary, SummarySources } from '../../shared'
import type { SummaryUnit } from './collect-passages'
import { nameTheSubject } from './name-the-subject'

// Decision 109: the point names what the deck is about (reader: "the words bus, maintenance, Thane and CDM never
// appear in the overall summary"); the title labels a first takeaway without its subject's words.

interface Deck {
  title: string
  opening: string
  closing: string
  slogan: string
  named: string
}

const DECKS: Partial<Record<Language, Deck>> = {
  en: {
    title: 'A maintenance programme for a bus fleet',
    opening: 'Why the bus fleet needs an effective maintenance system',
    closing: 'A captive fleet with fixed routes leaks no emissions',
    slogan: 'Structure the project well!',
    named: 'Maintenance of the fleet cuts fuel use',
  },
  de: {
    title: 'Ein Wartungsprogramm für eine Busflotte',
    opening: 'Warum die Busflotte ein Wartungsprogramm braucht',
    closing: 'Eine eigene Busflotte mit festen Linien',
    slogan: 'Das Projekt gut strukturieren!',
    named: 'Das Wartungsprogramm senkt den Verbrauch',
  },
  es: {
    title: 'Un programa de mantenimiento para una flota de autobuses',
    opening: 'Por qué la flota necesita un mantenimiento eficaz',
    closing: 'Una flota cautiva con rutas fijas',
    slogan: '¡Estructurar bien el proyecto!',
    named: 'El mantenimiento de la flota reduce el consumo',
  },
}

function unitsOf(deck: Deck): SummaryUnit[] {
  const texts = [deck.title, deck.opening, 'Costs and revenues', 'Other figures', 'Risks', deck.closing]
  return texts.map((text, index) => ({
    number: index + 1,
    title: index === 0 ? deck.title : `Slide ${index + 1}`,
    text: index === 0 ? 'Kaushik Deb' : text,
    notes: '',
    hidden: false,
    pages: [index + 1],
  }))
}

function summaryOf(first: string): { overallSummary: OverallSummary; sources: SummarySources } {
  return {
    overallSummary: {
      keyTakeaways: [first, 'Another'],
      actionItems: [],
      strategicInsights: [],
      keyQuestions: [],
    },
    sources: { keyTakeaways: [[6], [3]], actionItems: [], strategicInsights: [] },
  } as unknown as { overallSummary: OverallSummary; sources: SummarySources }
}

describe('the point names its subject', () => {
  test.each<[Language]>([['en'], ['de'], ['es']])(
    'a %s point without the title’s shared words is labelled by the title',
    (language) => {
      const deck = DECKS[language]!
      const summary = summaryOf(deck.slogan)

      nameTheSubject(summary, deck.title, 1, unitsOf(deck), language)

      expect(summary.overallSummary.keyTakeaways[0]).toBe(`${deck.title}: ${deck.slogan}`)
      expect(summary.sources.keyTakeaways[0]).toEqual([1, 6])
    },
  )

  test.each<[Language]>([['en'], ['de'], ['es']])(
    'a %s point that names the subject is left as it is',
    (language) => {
      const deck = DECKS[language]!
      const summary = summaryOf(deck.named)

      nameTheSubject(summary, deck.title, 1, unitsOf(deck), language)

      expect(summary.overallSummary.keyTakeaways[0]).toBe(deck.named)
    },
  )

  test('a deck without a title keeps its point', () => {
    const deck = DECKS.en!
    const summary = summaryOf(deck.slogan)

    nameTheSubject(summary, '', 1, unitsOf(deck), 'en')

    expect(summary.overallSummary.keyTakeaways[0]).toBe(deck.slogan)
  })
})
