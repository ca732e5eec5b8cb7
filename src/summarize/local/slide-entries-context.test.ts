import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import {
  boxedBullet,
  boxedParagraph,
  bullet,
  documentOf,
  type TestSlide,
} from '../../shared/test-support/document-of'
import { DECK_WORDS } from './deck-words'
import { createLocalProvider } from './index'

async function entryOf(slide: TestSlide, language: Language): Promise<string> {
  const document = documentOf([{ title: 'Cover', text: 'Cover', role: 'cover' }, slide], { language })
  const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })
  return summary.slideBySlide[1]!.summary
}

// Issue 24, reader r-k: "The same part has now been replaced…" was kept without the sentence naming the part.
describe('a sentence that points back is kept with the one it points at', () => {
  test.each<[Language, string, string[], string, string]>([
    [
      'en',
      'What happened on Oven 3',
      ['The main burner failed on 9 October', 'Total downtime: 103 hours'],
      'The engineer found a cracked ignition electrode.',
      'The same part has now been replaced on Ovens 1 and 2 as a precaution.',
    ],
    [
      'de',
      'Was an Ofen 3 geschah',
      ['Der Hauptbrenner fiel am 9. Oktober aus', 'Stillstand: 103 Stunden'],
      'Der Techniker fand eine gerissene Zündelektrode.',
      'Dasselbe Teil wurde inzwischen an den Öfen 1 und 2 vorsorglich ersetzt.',
    ],
    [
      'fr',
      'Ce qui est arrivé au four 3',
      ['Le brûleur principal est tombé en panne le 9 octobre', 'Arrêt total : 103 heures'],
      'Le technicien a trouvé une électrode d’allumage fissurée.',
      'La même pièce a depuis été remplacée sur les fours 1 et 2 par précaution.',
    ],
  ])(
    '%s: the notes keep the antecedent before the sentence that needs it',
    async (language, title, lines, antecedent, sentence) => {
      const entry = await entryOf(
        { title, lines: lines.map(bullet), notes: `${antecedent} ${sentence}` },
        language,
      )

      expect(entry).toContain(`${antecedent} ${sentence}`)
    },
  )

  test('a sentence whose antecedent does not fit the entry is left out, not kept alone', async () => {
    const antecedent = `The engineer found ${'a long list of worn and cracked parts, '.repeat(12)}in the end.`
    const entry = await entryOf(
      {
        title: 'What happened on Oven 3',
        lines: ['The main burner failed on 9 October', 'Total downtime: 103 hours'].map(bullet),
        notes: `${antecedent} The same part has now been replaced on Ovens 1 and 2.`,
      },
      'en',
    )

    expect(entry).not.toContain('The same part')
  })

  test.each<[Language, string, string]>([
    ['en', 'This part was replaced.', 'IT costs rose by 4%.'],
    ['de', 'Diese Teile wurden ersetzt.', 'IT-Kosten stiegen um 4 %.'],
    ['fr', 'Cette pièce a été remplacée.', 'Le coût a augmenté de 4 %.'],
    ['es', 'Esta pieza fue sustituida.', 'El coste subió un 4 %.'],
    ['it', 'Questo pezzo è stato sostituito.', 'Il costo è salito del 4 %.'],
    ['pt', 'Essa peça foi substituída.', 'O custo subiu 4 %.'],
    ['nl', 'Dezelfde onderdelen zijn vervangen.', 'Het budget steeg met 4 %.'],
    ['nb', 'Denne delen ble byttet.', 'Det nye budsjettet økte med 4 %.'],
  ])('%s: "%s" points back, "%s" does not', (language, pointing, standing) => {
    const { opensBackReference } = DECK_WORDS[language].entries

    expect(opensBackReference(pointing)).toBe(true)
    expect(opensBackReference(standing)).toBe(false)
  })
})

// Issue 24, reader r-k: two options' bullets, each box under its heading, read as one list without the headings.
describe('a group of bullets is led by its heading', () => {
  test.each<[Language, string, [string, string[]], [string, string[]]]>([
    [
      'en',
      'Options for Oven 3',
      [
        'Option A: repair and hold spares',
        ['Critical spares on site: £38,000', 'The oven is 19 years old', 'No change to capacity'],
      ],
      [
        'Option B: replace the oven',
        ['New tunnel oven: £1.45M capital', '12% more capacity on Line 3', 'Payback 3.8 years'],
      ],
    ],
    [
      'de',
      'Optionen für Ofen 3',
      [
        'Option A: reparieren',
        ['Ersatzteile vor Ort: 38.000 €', 'Der Ofen ist 19 Jahre alt', 'Keine Änderung der Kapazität'],
      ],
      [
        'Option B: Ofen ersetzen',
        ['Neuer Tunnelofen: 1,45 Mio. €', '12 % mehr Kapazität auf Linie 3', 'Amortisation in 3,8 Jahren'],
      ],
    ],
    [
      'fr',
      'Options pour le four 3',
      [
        'Option A : réparer',
        ['Pièces de rechange sur site : 38 000 €', 'Le four a 19 ans', 'Aucun changement de capacité'],
      ],
      [
        'Option B : remplacer le four',
        [
          'Nouveau four tunnel : 1,45 M€',
          '12 % de capacité en plus sur la ligne 3',
          'Retour sur investissement en 3,8 ans',
        ],
      ],
    ],
  ])(
    '%s: each option says its heading before its items',
    async (language, title, [headingA, itemsA], [headingB, itemsB]) => {
      const lines = [
        boxedParagraph(0, headingA),
        ...itemsA.map((item) => boxedBullet(1, item)),
        boxedParagraph(2, headingB),
        ...itemsB.map((item) => boxedBullet(3, item)),
      ]

      const entry = await entryOf({ title, lines }, language)

      const a = entry.indexOf(`${headingA} — `)
      const b = entry.indexOf(`${headingB} — `)
      expect(a).toBeGreaterThanOrEqual(0)
      expect(b).toBeGreaterThan(a)
      // Each item is said under its own option's heading.
      for (const item of itemsA.filter((item) => entry.includes(item))) {
        expect(entry.indexOf(item)).toBeGreaterThan(a)
        expect(entry.indexOf(item)).toBeLessThan(b)
      }
      for (const item of itemsB.filter((item) => entry.includes(item)))
        expect(entry.indexOf(item)).toBeGreaterThan(b)
    },
  )

  test('one heading over one list is no group: the list is said as it was', async () => {
    const entry = await entryOf(
      {
        title: 'Oven 3',
        lines: [
          boxedParagraph(0, 'Repair and hold spares'),
          ...['Spares: £38,000', 'Oven age: 19 years'].map((item) => boxedBullet(1, item)),
        ],
      },
      'en',
    )

    expect(entry).not.toContain(' — ')
  })
})

// Issue 24, reader r-m2: a chart's rank pair drawn as two bare figures ("15", "2") left "- 2" alone in the entry,
// read as the rank the US fell to.
describe('a bare figure without its label is not said', () => {
  test.each<[Language, string, string, string]>([
    [
      'en',
      'Falling behind on graduation rates',
      'Over a single decade, the U.S. fell from 2nd to 15th in college completion rates.',
      'Decline of the relative position of the US from 1995 to 2005',
    ],
    [
      'de',
      'Zurückgefallen bei den Abschlussquoten',
      'In einem Jahrzehnt fielen die USA bei den Abschlussquoten vom 2. auf den 15. Platz.',
      'Rückgang der relativen Position der USA von 1995 bis 2005',
    ],
    [
      'es',
      'Rezagados en tasas de graduación',
      'En una sola década, EE. UU. cayó del 2.º al 15.º puesto en tasas de graduación.',
      'Caída de la posición relativa de EE. UU. entre 1995 y 2005',
    ],
  ])('%s: the entry keeps the sentence, not a lone "2"', async (language, title, sentence, caption) => {
    const lines = [
      boxedParagraph(0, sentence),
      boxedParagraph(1, caption),
      boxedParagraph(2, '15'),
      boxedParagraph(3, '2'),
    ]

    const entry = await entryOf({ title, lines }, language)

    expect(entry).toContain(sentence)
    expect(entry.split('\n').map((line) => line.replace(/^-\s*/u, '').trim())).not.toContain('2')
  })
})
