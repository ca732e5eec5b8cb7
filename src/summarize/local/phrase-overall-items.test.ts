import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { itemPhraser, withoutRepeats } from './phrase-overall-items'
import { lineStarting, overallLinesOf } from './test-support/overall-lines-of'
import { bulletLines as bullets, documentOf, stat as statCard } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

// The phrase stage: each item stands alone (the slide's title before a line that lacks its subject, once),
// and an item that repeats an earlier one is left out.

const CASES: Record<'en' | 'it' | 'nl', { title: string; line: string; second: string }> = {
  en: { title: 'Oven 3', line: 'Down for 103 hours', second: 'Cost of the breakdown: £186,000' },
  it: { title: 'Il guasto', line: 'Fermo per 103 ore', second: 'Costo del guasto: 186.000 €' },
  nl: { title: 'De storing', line: 'Gesloten voor 12 dagen', second: 'Kosten van de sluiting: €86.000' },
}

describe('itemPhraser', () => {
  test.each(['en', 'it', 'nl'] as const)(
    "puts the slide's title before a short line once, not before its second line (%s)",
    (language: Language) => {
      const { title, line, second } = CASES[language as 'en' | 'it' | 'nl']
      const lines = overallLinesOf([{ title, text: bullets(line, second) }], language)
      const itemOf = itemPhraser(lines)

      const first = itemOf(lineStarting(lines, line))
      const next = itemOf(lineStarting(lines, second.slice(0, 8)))

      expect(first.text).toBe(`${title}: ${line}`)
      expect(next.text.startsWith(title)).toBe(false)
    },
  )
})

describe('withoutRepeats', () => {
  test.each([
    ['en', 'Q2 net revenue £6.8M, 10% above budget', 'Net revenue Q2: £6.8M, 10% above budget'],
    ['it', 'Fatturato 2025 di 61,3 milioni di euro', 'Fatturato 2025: 61,3 milioni di euro'],
    ['nl', 'Omzet 2025 van €38,6 mln, plus 14 %', 'Omzet 2025: €38,6 mln, plus 14 %'],
  ] as const)('leaves out an item that says the same words again (%s)', (language, first, again) => {
    const kept = withoutRepeats(
      [
        { text: first, slides: [2] },
        { text: again, slides: [5] },
      ],
      language,
    )

    expect(kept.map((item) => item.text)).toEqual([first])
  })
})

describe('a takeaway that repeats an action', () => {
  test.each<[Language, string, string[], string, string]>([
    [
      'en',
      'Next steps',
      [
        'Revenue grew 14% to £38.6M in 2025',
        'Occupancy rose from 42% to 79% in the final quarter',
        'A virtual bed day cost £475, 23% less than an acute bed day',
      ],
      'Option 3 grows the ward to 150 beds by March 2028 with £12.4M a year',
      'Adopt Option 3: grow the ward to 150 beds by March 2028 with £12.4M a year',
    ],
    [
      'it',
      'Prossimi passi',
      [
        'Il fatturato è cresciuto del 14 % a 38,6 milioni di euro nel 2025',
        "L'occupazione è salita dal 42 % al 79 % nell'ultimo trimestre",
        'Una giornata di degenza virtuale costa 475 €, il 23 % in meno',
      ],
      "L'opzione 3 porta il reparto a 150 letti entro marzo 2028 con 12,4 milioni di euro l'anno",
      "Adottare l'opzione 3: portare il reparto a 150 letti entro marzo 2028 con 12,4 milioni di euro l'anno",
    ],
    [
      'nl',
      'Volgende stappen',
      [
        'De omzet groeide met 14 % tot €38,6 mln in 2025',
        'De bezetting steeg van 42 % naar 79 % in het laatste kwartaal',
        'Een virtuele ligdag kost €475, 23 % minder dan een ziekenhuisdag',
      ],
      'Optie 3 brengt de afdeling naar 150 bedden in maart 2028 met €12,4 mln per jaar',
      'Optie 3 vaststellen: de afdeling naar 150 bedden in maart 2028 met €12,4 mln per jaar',
    ],
  ])(
    'is left out: the action list states it (%s)',
    async (language, nextSteps, findings, restated, action) => {
      const summary = await createLocalProvider().summarize(
        documentOf(
          [
            { title: 'Virtual wards', text: 'Evaluation', role: 'cover' },
            ...findings.map((finding, at) => ({ title: `Finding ${at + 1}`, text: bullets(finding) })),
            { title: 'Option 3', text: bullets(restated) },
            { title: nextSteps, text: bullets(action) },
          ],
          { language },
        ),
        { documentType: 'presentation' },
      )

      expect(summary.overallSummary.actionItems.join('\n')).toContain(action.slice(0, 20))
      expect(summary.overallSummary.keyTakeaways.join('\n')).not.toContain(restated.slice(0, 30))
    },
  )
})

// Decision 133 (reader r-q2, it-consulting-bellandi): the point states the stock's value and its days of cover in
// words; the row of stat cards under it says both again, and only its other cards are new.
describe('a stat card whose figure the point states in words', () => {
  const stat = (label: string, value: string) => ({
    kind: 'stat' as const,
    text: `${label}: ${value}`,
    label,
    value,
  })
  test.each<[Language, string, string, [string, string][]]>([
    [
      'it',
      'Sintesi',
      'Le scorte di prodotto finito valgono 14,8 milioni di euro, pari a 207 giorni di copertura',
      [
        ['scorte di prodotto finito', '14,8 M€'],
        ['giorni di copertura', '207'],
        ['articoli a catalogo', '890'],
      ],
    ],
    [
      'en',
      'Summary',
      'Finished stock is worth €14.8 million, or 207 days of cover',
      [
        ['finished stock', '€14.8M'],
        ['days of cover', '207'],
        ['items in the catalogue', '890'],
      ],
    ],
    [
      'de',
      'Zusammenfassung',
      'Der Fertigwarenbestand ist 14,8 Millionen Euro wert, das sind 207 Tage Reichweite',
      [
        ['Fertigwarenbestand', '14,8 Mio. €'],
        ['Tage Reichweite', '207'],
        ['Artikel im Katalog', '890'],
      ],
    ],
  ])('is not said again in its row (%s)', async (language, title, point, cards) => {
    const summary = await createLocalProvider().summarize(
      documentOf(
        [
          { title: 'Bellandi', text: 'Review', role: 'cover' },
          { title, text: bullets(point) },
          { title: 'Now', lines: cards.map(([label, value]) => stat(label, value)) },
        ],
        { language },
      ),
      { documentType: 'presentation' },
    )
    const takeaways = summary.overallSummary.keyTakeaways.slice(1).join('\n')
    expect(takeaways).toContain('890')
    expect(takeaways).not.toContain('207')
  })
})

// Reader r-z1 (decision 187): "Too expensive 33 and Too much wine building up 28" reached the overall summary
// without "(% of former members)", the unit only the chart's title states.
const UNIT_TITLES: Record<'en' | 'de' | 'fr', { title: string; cards: string[] }> = {
  en: {
    title: 'Main reason for cancelling (% of former members)',
    cards: ['Too expensive: 33', 'Too much wine building up: 28', 'Did not like the selection: 17'],
  },
  de: {
    title: 'Umsatz nach Produktlinie (Mio. €)',
    cards: ['Auftragsheld Basis: 4,1', 'Auftragsheld Plus mit Disposition: 2,6', 'Dienstleistungen: 0,9'],
  },
  fr: {
    title: 'Motif de résiliation (% des anciens membres)',
    cards: ['Trop cher : 33', 'Trop de vin accumulé à la maison : 28', 'Sélection décevante : 17'],
  },
}

describe('itemPhraser and a unit only the title states', () => {
  test.each(['en', 'de', 'fr'] as const)(
    'puts the title before bare values whose unit it states, however long the line (%s)',
    (language) => {
      const { title, cards } = UNIT_TITLES[language]
      const lines = overallLinesOf(
        [{ title, lines: cards.map((card) => statCard(...labelAndValue(card))) }],
        language,
      )
      const strip = cards.join(' · ')

      const item = itemPhraser(lines)(lineStarting(lines, cards[0]!.slice(0, 6)), strip)

      expect(strip.length).toBeGreaterThan(60)
      expect(item.text.startsWith(title)).toBe(true)
    },
  )
})

function labelAndValue(card: string): [string, string] {
  const at = card.lastIndexOf(':')
  return [card.slice(0, at).trim(), card.slice(at + 1).trim()]
}

describe('a duty line under the heading that names its role', () => {
  // A line that opens on a verb with no subject lists what the role in the title does; alone it reads as an
  // instruction to the reader. Said under its title, the verb in lower case (German closes with the infinitive, and
  // its noun keeps its capital).
  test.each<[Language, string, string, string]>([
    [
      'en',
      'Underwriting',
      'Coordinate other internal resources (tax, legal, insurance) for transaction evaluation and capital allocation',
      'Underwriting: coordinate other internal resources',
    ],
    [
      'fr',
      'Contrôle des risques',
      'Coordonner les ressources internes (fiscalité, juridique, assurance) pour évaluer chaque transaction',
      'Contrôle des risques: coordonner les ressources internes',
    ],
    [
      'es',
      'Control de riesgos',
      'Supervisar los límites de crédito de cada contraparte y su evolución durante el trimestre',
      'Control de riesgos: supervisar los límites de crédito',
    ],
    [
      'de',
      'Risikocontrolling',
      'Interne Ressourcen (Steuern, Recht, Versicherung) für die Bewertung jeder Transaktion koordinieren',
      'Risikocontrolling: Interne Ressourcen',
    ],
  ])('gives the duty its role as subject (%s)', (language, title, line, start) => {
    const lines = overallLinesOf([{ title, text: bullets(line, 'x'.repeat(3)) }], language)
    const item = itemPhraser(lines)(lineStarting(lines, line.slice(0, 12)))

    expect(item.text.startsWith(start)).toBe(true)
  })

  test('leaves an action as written: it is an instruction', () => {
    const line = 'Coordinate other internal resources (tax, legal, insurance) for transaction evaluation'
    const lines = overallLinesOf([{ title: 'Underwriting', text: bullets(line, 'x'.repeat(3)) }], 'en')
    const item = itemPhraser(lines)(lineStarting(lines, line.slice(0, 12)), undefined, true)

    expect(item.text).toBe(line)
  })
})
