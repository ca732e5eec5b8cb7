import { describe, expect, test } from 'vitest'
import type { Language, SlideLine } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'
import { tableRow } from './test-support/table-row'

// Reader r-t2 (Solvik): the council's decision lost its amount. The summary slide states the overrun's amount and
// "the council must decide on a grant by 18 June", the next-steps table states the grant's amount, its owner and
// its date; the row was taken for the point again and the summary's line, without amount or owner, was said.
const DECKS: Record<
  string,
  { summary: string; point: string[]; ask: string; headers: string[]; row: string[] }
> = {
  en: {
    summary: 'Summary',
    point: [
      'The school is 63% built and opens in August 2027',
      'The cost forecast is 437 million, 19 million over the approved budget of 418 million',
      'The council must decide on a supplementary grant by 18 June 2026',
    ],
    ask: 'Decisions and next steps',
    headers: ['What', 'Owner', 'Deadline'],
    row: ['Decision on a supplementary grant of 19 million', 'City council', '18 June 2026'],
  },
  de: {
    summary: 'Zusammenfassung',
    point: [
      'Der Bau ist zu 63 % fertig, die Schule öffnet im August 2027',
      'Die Kostenprognose liegt bei 437 Millionen, 19 Millionen über dem Rahmen von 418 Millionen',
      'Der Gemeinderat muss bis zum 18. Juni 2026 über einen Nachtragskredit entscheiden',
    ],
    ask: 'Entscheidungen und nächste Schritte',
    headers: ['Was', 'Verantwortlich', 'Frist'],
    row: ['Beschluss über einen Nachtragskredit von 19 Millionen', 'Gemeinderat', '18. Juni 2026'],
  },
  nb: {
    summary: 'Sammendrag',
    point: [
      'Bygget er 63 % ferdig, og skolen åpner i august 2027',
      'Prognosen for totalkostnad er 437 millioner, 19 millioner over vedtatt ramme på 418 millioner',
      'Kommunestyret må ta stilling til en tilleggsbevilgning 18. juni 2026',
    ],
    ask: 'Vedtak som trengs og videre arbeid',
    headers: ['Hva', 'Ansvarlig', 'Frist'],
    row: ['Vedtak om tilleggsbevilgning på 19 millioner kroner', 'Kommunestyret', '18. juni 2026'],
  },
}

describe('an ask stated in a next-steps row and in the summary', () => {
  test.each(Object.keys(DECKS))(
    'a %s deck says the ask once, as the row with its amount, owner and date',
    async (language) => {
      const deck = DECKS[language]!
      const lines: SlideLine[] = [
        tableRow(deck.headers, deck.headers, true),
        tableRow(deck.row, deck.headers),
        tableRow(['Status report', 'Property director', '10.09.2026'], deck.headers),
      ]
      const summary = await createLocalProvider().summarize(
        documentOf(
          [
            { title: 'Solvik school', text: 'Status report · June 2026', role: 'cover' },
            { title: deck.summary, text: deck.point.map((point) => `- ${point}`).join('\n') },
            { title: deck.ask, lines },
          ],
          { language: language as Language },
        ),
        { documentType: 'presentation' },
      )
      const actions = summary.overallSummary.actionItems

      expect(actions.some((action) => action.startsWith(deck.row[0]!) && action.includes(deck.row[1]!))).toBe(
        true,
      )
      expect(actions.join('\n')).not.toContain(deck.point[2]!.slice(0, 30))
    },
  )
})
