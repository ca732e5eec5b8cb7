import { describe, expect, test } from 'vitest'
import type { Language } from '../shared'
import { boxedBullet, boxedParagraph, documentOf } from '../shared/test-support/document-of'
import { findMislabelledFigures } from './check-faithfulness'

// The label check read against what a model writes (decision 111): a list's heading, a bracketed qualifier,
// a date leading a statement and a PDF table's split row label name figures; a word the slide sets before
// another figure does not.
describe('findMislabelledFigures reads a label from the unit around the figure', () => {
  test.each([
    {
      language: 'en' as Language,
      title: 'Options for the plant',
      headings: ['Option A: repair and hold spares', 'Option B: replace the line'],
      lines: ['Critical spares on site: £38,000', 'New packing line: £1.45M capital'],
      right: 'Option A, repair and hold spares: £38,000 for critical spares on site',
      wrong: 'Option A, repair and hold spares: £1.45M capital',
    },
    {
      language: 'de' as Language,
      title: 'Optionen für das Werk',
      headings: ['Option A: reparieren und Ersatzteile lagern', 'Option B: Anlage ersetzen'],
      lines: ['Kritische Ersatzteile vor Ort: 38.000 €', 'Neue Verpackungslinie: 1,45 Mio. € Investition'],
      right: 'Option A, Ersatzteile lagern: 38.000 € für kritische Ersatzteile vor Ort',
      wrong: 'Option A, Ersatzteile lagern: 1,45 Mio. € Investition',
    },
    {
      language: 'fr' as Language,
      title: "Options pour l'usine",
      headings: ['Option A : réparer et stocker des pièces', 'Option B : remplacer la ligne'],
      lines: [
        'Pièces critiques sur site : 38 000 €',
        "Nouvelle ligne d'emballage : 1,45 M€ d'investissement",
      ],
      right: 'Option A, réparer et stocker des pièces: 38 000 € de pièces critiques sur site',
      wrong: 'Option A, réparer et stocker des pièces: 1,45 M€ d’investissement',
    },
  ])(
    'a heading set above a list names its items ($language)',
    ({ language, title, headings, lines, right, wrong }) => {
      const deck = documentOf(
        [
          {
            title,
            lines: [
              boxedParagraph(0, headings[0]!),
              boxedBullet(1, lines[0]!),
              boxedParagraph(2, headings[1]!),
              boxedBullet(3, lines[1]!),
            ],
          },
        ],
        { language },
      )

      expect(findMislabelledFigures(right, [1], deck)).toEqual([])
      expect(findMislabelledFigures(wrong, [1], deck)).not.toEqual([])
    },
  )

  test.each([
    {
      language: 'en' as Language,
      text: 'Readmission rates are for step-down episodes only.\nReadmission 11.8%',
      right: 'Readmission (step-down): 11.8%',
      wrong: 'Readmission (emergency): 11.8%',
    },
    {
      language: 'es' as Language,
      text: 'Las tasas de reingreso son solo de altas tempranas.\nReingreso 11,8 %',
      right: 'Reingreso (altas tempranas): 11,8 %',
      wrong: 'Reingreso (urgencias): 11,8 %',
    },
    {
      language: 'it' as Language,
      text: 'I tassi di riammissione riguardano solo le dimissioni precoci.\nRiammissione 11,8%',
      right: 'Riammissione (dimissioni precoci): 11,8%',
      wrong: 'Riammissione (pronto soccorso): 11,8%',
    },
  ])(
    'a bracketed qualifier of a label stands anywhere in the unit ($language)',
    ({ language, text, right, wrong }) => {
      const deck = documentOf([{ title: 'Outcomes', text }], { language })

      expect(findMislabelledFigures(right, [1], deck)).toEqual([])
      expect(findMislabelledFigures(wrong, [1], deck)).not.toEqual([])
    },
  )

  test.each([
    {
      language: 'en' as Language,
      text: '- The burner failed on 9 October and again on 17 October\n- Total downtime: 103 hours',
      item: 'The burner failed on 9 and 17 October: 103 hours of downtime in total',
    },
    {
      language: 'de' as Language,
      text: '- Der Brenner fiel am 9. Oktober und am 17. Oktober aus\n- Stillstand insgesamt: 103 Stunden',
      item: 'Ausfälle am 9. und 17. Oktober: 103 Stunden Stillstand',
    },
    {
      language: 'nl' as Language,
      text: '- De brander viel uit op 9 oktober en op 17 oktober\n- Totale stilstand: 103 uur',
      item: 'De brander viel uit op 9 en 17 oktober: 103 uur stilstand',
    },
  ])(
    'a date leading a statement is no label of the figure after it ($language)',
    ({ language, text, item }) => {
      const deck = documentOf([{ title: 'Oven 3', text }], { language })

      expect(findMislabelledFigures(item, [1], deck)).toEqual([])
    },
  )

  test.each([
    {
      language: 'en' as Language,
      total: 'Total',
      item: '120 beds in total',
      wrong: '120 beds on the frailty ward',
    },
    {
      language: 'de' as Language,
      total: 'Gesamt',
      item: 'Betten gesamt: 120',
      wrong: 'Betten Geriatrie: 120',
    },
    {
      language: 'fr' as Language,
      total: 'Total',
      item: 'Lits au total : 120',
      wrong: 'Lits en gériatrie : 120',
    },
  ])(
    "a PDF table's row label set apart from its figures names them ($language)",
    ({ language, total, item, wrong }) => {
      const pdf = documentOf(
        [
          {
            title: 'The programme',
            lines: [
              boxedParagraph(
                1,
                'A long paragraph about the service and its four pathways, shared teams and how capacity moves between them.',
              ),
              // Ingest read the wrapped row as a stat; its row label "Total" stands on the next line.
              {
                kind: 'stat',
                text: 'therapy infectious diseases: 120 (Intravenous April 2025 Infections needing IV antibiotics 25 Microbiology and)',
                label: 'therapy infectious diseases',
                value: '120',
                detail: 'Intravenous April 2025 Infections needing IV antibiotics 25 Microbiology and',
              },
              boxedParagraph(3, total),
            ],
          },
        ],
        { language, format: 'pdf' },
      )

      expect(findMislabelledFigures(item, [1], pdf)).toEqual([])
      expect(findMislabelledFigures(wrong, [1], pdf)).toEqual(['120'])
    },
  )

  test.each([
    {
      language: 'en' as Language,
      lines: ['OEE: 68.4% (plan 72.0%)', 'OTIF: 94.2% (plan 97.0%)'],
      wrong: 'OEE 94.2% against a 97.0% plan',
      right: 'OTIF 94.2% against a 97.0% plan',
    },
    {
      language: 'de' as Language,
      lines: ['OEE: 68,4 % (Plan 72,0 %)', 'Liefertreue: 94,2 % (Plan 97,0 %)'],
      wrong: 'OEE 94,2 % gegenüber 97,0 % Plan',
      right: 'Liefertreue 94,2 % gegenüber 97,0 % Plan',
    },
    {
      language: 'fr' as Language,
      lines: ['TRS : 68,4 % (plan 72,0 %)', 'Service : 94,2 % (plan 97,0 %)'],
      wrong: 'TRS 94,2 % contre 97,0 % prévus au plan',
      right: 'Service 94,2 % contre 97,0 % prévus au plan',
    },
  ])(
    'a word the slide sets before another figure does not name this one ($language)',
    ({ language, lines, wrong, right }) => {
      const deck = documentOf([{ title: 'October at a glance', text: lines.join('\n') }], { language })

      expect(findMislabelledFigures(right, [1], deck)).toEqual([])
      expect(findMislabelledFigures(wrong, [1], deck)).not.toEqual([])
    },
  )
})

describe('findMislabelledFigures: a figure and its unit before a colon are a statement, not a label', () => {
  test.each([
    {
      language: 'pt' as Language,
      line: 'Subiram pelo menos um nível de leitura: 62 %',
      right: 'O efeito dos clubes é de 27 pontos: 62 % das crianças subiram um nível',
      wrong: 'Assiduidade: 62 %',
    },
    {
      language: 'de' as Language,
      line: 'Mindestens eine Lesestufe aufgestiegen: 62 %',
      right: 'Der Effekt beträgt 27 Punkte: 62 % der Kinder sind eine Lesestufe aufgestiegen',
      wrong: 'Anwesenheit: 62 %',
    },
    {
      language: 'en' as Language,
      line: 'Rose at least one reading level: 62%',
      right: 'The clubs add 27 points: 62% of children rose a reading level',
      wrong: 'Attendance: 62%',
    },
  ])('the words after the colon name the figure ($language)', ({ language, line, right, wrong }) => {
    const deck = documentOf([{ title: 'Results', text: line }], { language })

    expect(findMislabelledFigures(right, [1], deck)).not.toContain('62')
    expect(findMislabelledFigures(wrong, [1], deck)).toEqual(['62'])
  })
})

// Fifteenth session, hand-answered Pebblestack deck: "Cash fell by £1.4M over H1, from £15.6M to £14.2M at 30 June"
// lost its second clause, whose only word is the month of its date, so the computed £1.4M stood without its bases.
describe('findMislabelledFigures: a clause that only dates its figures is labelled by its sentence', () => {
  // Per language: the half-year slide's two lines, the outlook slide's text and title (its September dates no
  // figure, and a title's month dates none of the lines), then the item said right, with a date the slides do
  // not give, and under another label.
  test.each([
    [
      'en' as Language,
      [
        'Opening occupancy: 31%',
        'Closing occupancy: 29%',
        'Occupancy of 29% at 30 June\nThe new wing opens in September',
        'Outlook to September',
      ],
      [
        'Occupancy fell over H1, from 31% to 29% at 30 June',
        'at 30 September',
        'Staff turnover fell over H1',
      ],
    ],
    [
      'de' as Language,
      [
        'Auslastung zu Beginn: 31 %',
        'Auslastung am Ende: 29 %',
        'Auslastung von 29 % am 30. Juni\nDer neue Flügel öffnet im September',
        'Ausblick bis September',
      ],
      [
        'Die Auslastung sank im H1, von 31 % auf 29 % zum 30. Juni',
        'zum 30. September',
        'Die Fluktuation sank im H1',
      ],
    ],
    [
      'fr' as Language,
      [
        "Taux d'occupation à l'ouverture : 31 %",
        "Taux d'occupation à la clôture : 29 %",
        "Taux d'occupation de 29 % au 30 juin\nLa nouvelle aile ouvre en septembre",
        'Perspectives à septembre',
      ],
      [
        "Le taux d'occupation a baissé sur le S1, de 31 % à 29 % au 30 juin",
        'au 30 septembre',
        'La rotation du personnel a baissé sur le S1',
      ],
    ],
  ])(
    'its date must stand in the cited slides (%s)',
    (language, [opening, closing, dated, title], [right, otherDate, otherLabel]) => {
      const deck = documentOf(
        [
          { title: 'Half-year', text: `${opening}\n${closing}` },
          { title: title!, text: dated! },
        ],
        { language },
      )
      const sentence = right!.slice(0, right!.indexOf(','))

      expect(findMislabelledFigures(right!, [1, 2], deck)).toEqual([])
      expect(findMislabelledFigures(right!.replace(/\S+ 30\.? \S+$/u, otherDate!), [1, 2], deck)).toContain(
        '31',
      )
      expect(findMislabelledFigures(right!.replace(sentence, otherLabel!), [1, 2], deck)).toContain('31')
    },
  )
})
