import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { boxedBullet, boxedParagraph, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { DECK_WORDS } from './deck-words'
import { entriesOf } from './test-support/entries-of'

const cover: TestSlide = { title: 'Cover', text: 'Cover', role: 'cover' }

// Issue 24, item 1 (readings of 2026-11-27): entries stopped at three bullets, and not always the first three.
describe('a list slide is said whole, in list order', () => {
  test.each<[Language, string, string[]]>([
    [
      'en',
      'The causes',
      [
        'Forecasts made once a season, with no monthly review',
        'Production in minimum batches of 600 pairs per model',
        '20 % of the articles make 83 % of revenue',
        'No stock target for the sales network or for production',
      ],
    ],
    [
      'it',
      'Le cause',
      [
        'Previsioni fatte una volta per stagione, senza revisione mensile',
        'Produzione in lotti minimi di 600 paia per modello',
        "Il 20 % degli articoli genera l'83 % del fatturato",
        'Nessun obiettivo di scorta per la rete commerciale o per la produzione',
      ],
    ],
    [
      'de',
      'Die Ursachen',
      [
        'Prognosen einmal pro Saison, ohne monatliche Überprüfung',
        'Produktion in Mindestlosen von 600 Paar je Modell',
        '20 % der Artikel bringen 83 % des Umsatzes',
        'Kein Bestandsziel für den Vertrieb oder die Produktion',
      ],
    ],
  ])('a %s slide of four causes keeps all four, the first first', async (language, title, causes) => {
    const slides = [cover, { title, text: causes.map((cause) => `- ${cause}`).join('\n') }]

    const entry = (await entriesOf(slides, language))[1]!

    const at = causes.map((cause) => entry.indexOf(cause))
    expect(at.every((position) => position >= 0)).toBe(true)
    expect(at).toEqual([...at].sort((a, b) => a - b))
  })

  test.each<[Language, string, string[], string]>([
    [
      'en',
      'Three major changes',
      ['Tungsten Phase 2', 'SQL 2003 and unified DataFrames', 'Structured Streaming'],
      '5x-20x additional performance improvements.',
    ],
    [
      'es',
      'Tres grandes cambios',
      ['Tungsten fase 2', 'SQL 2003 y DataFrames unificados', 'Structured Streaming'],
      'Mejoras de rendimiento de 5 a 20 veces.',
    ],
    [
      'fr',
      'Trois changements majeurs',
      ['Tungsten phase 2', 'SQL 2003 et DataFrames unifiés', 'Structured Streaming'],
      'Des performances de 5 à 20 fois meilleures.',
    ],
  ])(
    'a %s list keeps every change and puts a sub-point under its change, even when a change names later slides',
    async (language, title, changes, sub) => {
      // The third change is also the kicker atop four later slides, often enough to read as page furniture.
      const later = [1, 2, 3, 4].map((n) => ({
        title: `Streaming ${n}`,
        text: `Structured Streaming\nQueries over a stream number ${n} run as batch queries do.`,
      }))
      const text = `- ${changes[0]}\n  - ${sub}\n- ${changes[1]}\n- ${changes[2]}`

      const entry = (await entriesOf([cover, { title, text }, ...later], language))[1]!

      for (const change of changes) expect(entry).toContain(change)
      expect(entry).toContain(`${changes[0]} (${sub.replace(/\.$/u, '')})`)
      expect(entry.split('\n')).toHaveLength(3)
    },
  )

  test.each<[Language, string]>([
    ['en', 'Actions and owners'],
    ['nl', 'Acties en eigenaren'],
    ['pt', 'Ações e responsáveis'],
  ])('a %s table of four actions keeps every row with its owner and date', async (language, title) => {
    const rows = [
      [
        'Submit the capital request for the Oven 3 replacement',
        'Gareth Munroe, Plant Manager',
        '13 November 2026',
      ],
      [
        'Hold a spare burner and ignition set for every oven',
        'Dean Whitlock, Engineering Manager',
        '20 November 2026',
      ],
      [
        'Recover OTIF to 97% with weekend shifts on Line 3',
        'Sana Qureshi, Production Manager',
        '30 November 2026',
      ],
      [
        'Bring waste back below 3.5% with a restart checklist',
        'Ioana Petrescu, Technical Manager',
        '18 December 2026',
      ],
    ]
    const headers = ['Action', 'Owner', 'Due']
    const lines = [
      { kind: 'table-row' as const, text: headers.join(' | '), cells: headers, headers, isHeader: true },
      ...rows.map((cells) => ({
        kind: 'table-row' as const,
        text: `${cells[0]} — Owner: ${cells[1]}; Due: ${cells[2]}`,
        cells,
        headers,
      })),
    ]

    const entry = (await entriesOf([cover, { title, lines }], language))[1]!

    for (const [action, owner, due] of rows)
      expect(entry).toContain(`${action} — Owner: ${owner}; Due: ${due}`)
  })
})

// Issue 24, item 1 (reading of the third session): compacted by their labels, items that are a word or two
// lost themselves ("4 current disruptive forces; cloud; IoT; XaaS" without "containers"; "good; better; best").
describe('a list compacted by its labels keeps the items the labels name', () => {
  test.each<[Language, string, string, string[]]>([
    [
      'en',
      'Andy Grove and disruption',
      '4 current disruptive forces',
      ['containers', 'cloud', 'IoT', 'XaaS'],
    ],
    [
      'fr',
      'Andy Grove et la rupture',
      '4 forces de rupture actuelles',
      ['conteneurs', 'cloud', 'IoT', 'XaaS'],
    ],
    ['de', 'Andy Grove und Umbruch', '4 aktuelle disruptive Kräfte', ['Container', 'Cloud', 'IoT', 'XaaS']],
  ])('a %s list over one-word items keeps the first of them', async (language, title, lead, items) => {
    const text = [
      '- “Only the paranoid survive” is a book about understanding disruption in an industry',
      '- It was written by the chairman of a chip maker after a crisis of his own company',
      `- ${lead}`,
      ...items.map((item) => `  - ${item}`),
    ].join('\n')

    const entry = (await entriesOf([cover, { title, text }], language))[1]!

    expect(entry).toMatch(new RegExp(`${lead}:? \\(?${items.join('; ')}`, 'u'))
  })

  test.each<[Language, string, string[]]>([
    [
      'en',
      'conformance testing',
      ['good: API conformance', 'better: behavioural conformance', 'best: common code'],
    ],
    [
      'es',
      'pruebas de conformidad',
      ['bueno: conformidad de API', 'mejor: conformidad de comportamiento', 'óptimo: código común'],
    ],
    [
      'it',
      'test di conformità',
      ['buono: conformità delle API', 'migliore: conformità del comportamento', 'ottimo: codice comune'],
    ],
  ])('a %s sub-point said by a label alone is never reduced to its label', async (language, lead, subs) => {
    const text = [
      '- avoid the tyranny of academic standards: lead with code',
      '- establish a semantic standard through a reference implementation',
      '- promote an API standard over time once you know what works',
      `- ${lead}`,
      ...subs.map((sub) => `  - ${sub}`),
    ].join('\n')

    const entry = (await entriesOf([cover, { title: 'Standards', text }], language))[1]!

    expect(entry).not.toMatch(new RegExp(`${subs[0]!.split(':')[0]}(?!:)`, 'u'))
  })
})

// Issue 24, item 1 (reading of the third session): a list of six labelled items too long for its entry was
// picked as any slide (three of six), and a lead-in said by its label lost the item after its colon.
describe('a long list is said by its labels, every item kept', () => {
  test.each<[Language, [string, string][], [string, string, string]]>([
    [
      'en',
      [
        ['Crediting period', 'ten years with a renewal that lowers the baseline risk'],
        ['Lifetime', 'the equipment bought under the project lasts fifteen years'],
        ['Boundary', 'one public company that owns and runs every bus'],
        ['Leakage', 'none expected since no bus leaves the city network'],
        ['Baseline', 'the fleet as it ran before the project began'],
      ],
      [
        'Monitoring & verification',
        'Fuel consumption already monitored daily',
        'Hence, no expense on monitoring',
      ],
    ],
    [
      'fr',
      [
        ['Période de crédit', 'dix ans avec un renouvellement qui réduit le risque'],
        ['Durée de vie', 'les équipements achetés par le projet durent quinze ans'],
        ['Périmètre', 'une seule entreprise publique qui possède chaque bus'],
        ['Fuites', 'aucune attendue car aucun bus ne quitte le réseau urbain'],
        ['Référence', 'la flotte telle qu’elle roulait avant le début du projet'],
      ],
      [
        'Suivi et vérification',
        'Consommation de carburant déjà suivie chaque jour',
        'Donc, aucune dépense de suivi',
      ],
    ],
    [
      'nl',
      [
        ['Kredietperiode', 'tien jaar met een verlenging die het risico verkleint'],
        ['Levensduur', 'de apparatuur van het project gaat vijftien jaar mee'],
        ['Grens', 'één publiek bedrijf dat elke bus bezit en laat rijden'],
        ['Weglek', 'niet verwacht omdat geen bus het stadsnet verlaat'],
        ['Basislijn', 'de vloot zoals die reed voordat het project begon'],
      ],
      [
        'Monitoring en verificatie',
        'Brandstofverbruik wordt al dagelijks gemeten',
        'Dus geen kosten voor monitoring',
      ],
    ],
  ])(
    'a %s list of six gives all six, and a lead-in keeps its first item',
    async (language, labelled, [lead, first, second]) => {
      const text = [
        ...labelled.slice(0, 2).map(([label, rest]) => `- ${label}: ${rest}`),
        `- ${lead}`,
        `  - ${first}`,
        `  - ${second}`,
        ...labelled.slice(2).map(([label, rest]) => `- ${label}: ${rest}`),
      ].join('\n')

      const entry = (await entriesOf([cover, { title: 'Design issues', text }], language))[1]!

      for (const [label] of labelled) expect(entry).toContain(label)
      expect(entry).toContain(`${lead}: ${first}`)
    },
  )
})

describe('what is no slide point', () => {
  test.each<[Language, string]>([
    ['en', 'The optimiser removes virtual function calls from the hot loop.'],
    ['nl', 'De optimalisatie haalt virtuele functieaanroepen uit de hete lus.'],
    ['pt', 'O otimizador remove chamadas de funções virtuais do ciclo crítico.'],
  ])('a %s kicker atop several slides gives way to the slide’s own line', async (language, sentence) => {
    const slides = [
      cover,
      { title: 'Phase 2', lines: [paragraph('TUNGSTEN PHASE 2'), paragraph(sentence)] },
      {
        title: 'Results',
        lines: [paragraph('TUNGSTEN PHASE 2'), paragraph('Hash join went from 115 ns to 4 ns.')],
      },
    ]

    const entries = await entriesOf(slides, language)

    expect(entries[1]).toBe(sentence)
    expect(entries[2]).not.toContain('TUNGSTEN')
  })

  test.each<[Language, string]>([
    ['en', 'Code example.'],
    ['de', 'Codebeispiel.'],
    ['it', 'Esempio di codice.'],
  ])('a %s slide of placeholders and code says neither', async (language, codeLabel) => {
    const slides = [
      cover,
      {
        title: 'Course',
        lines: [
          paragraph('[ Instructor E-mail ]'),
          paragraph('Service Fabric runs services on a cluster of machines.'),
        ],
      },
      {
        title: 'Classic batch job',
        lines: [
          paragraph('val logs = ctx.read.format("json").'),
          paragraph('logs.groupBy(logs.user_id).agg(sum(logs.time)).'),
        ],
      },
    ]

    const entries = await entriesOf(slides, language)

    expect(entries[1]).toBe('Service Fabric runs services on a cluster of machines.')
    expect(entries[2]).toBe(codeLabel)
  })
})

// Talent-approach slide 3, ten principles ("the most important slide"), was said by three of them, picked by
// density: that read as a list of three (issue 24, reader r-p2).
describe('a long list no form fits is said by its first items, marked as part of a longer list', () => {
  test.each<[Language, string, string[], string]>([
    [
      'en',
      'Our principles',
      [
        'Everyone has a unique set of talents and strengths',
        'Everyone has potential and this can change over time',
        'Every employee receives honest feedback for their growth',
        'We hire first for the company, then for the function and role',
        'Business performance requires every individual to keep growing',
        'Individual ownership drives professional progress in every team',
        'We invest disproportionately where we see the most upside',
        'Performance is critical to every next move in a career',
        'Diverse perspectives drive increased growth for the business',
        'Talent development is the daily job of all our leaders',
      ],
      'first items of a longer list',
    ],
    [
      'de',
      'Unsere Grundsätze',
      [
        'Jeder Mensch hat eigene Talente und eigene Stärken',
        'Jeder Mensch hat Potenzial, und es kann sich mit der Zeit ändern',
        'Alle Beschäftigten erhalten ehrliches Feedback für ihr Wachstum',
        'Wir stellen zuerst für das Unternehmen ein, dann für die Funktion',
        'Geschäftlicher Erfolg verlangt, dass jeder Einzelne weiter wächst',
        'Eigenverantwortung treibt die berufliche Entwicklung in jedem Team',
        'Wir investieren überproportional dort, wo wir den größten Nutzen sehen',
        'Leistung ist für jeden nächsten Schritt der Laufbahn entscheidend',
        'Verschiedene Sichtweisen treiben das Wachstum des Geschäfts',
        'Talententwicklung ist die tägliche Aufgabe aller Führungskräfte',
      ],
      'erste Punkte einer längeren Liste',
    ],
    [
      'nl',
      'Onze principes',
      [
        'Iedereen heeft een eigen set van talenten en sterke punten',
        'Iedereen heeft potentieel en dat kan in de loop van de tijd veranderen',
        'Elke medewerker krijgt eerlijke feedback om verder te groeien',
        'We werven eerst voor het bedrijf, daarna voor de functie en de rol',
        'Zakelijk succes vraagt dat ieder individu blijft groeien',
        'Eigen verantwoordelijkheid drijft de professionele groei in elk team',
        'We investeren bovengemiddeld waar we de meeste winst zien',
        'Prestaties zijn bepalend voor elke volgende stap in een loopbaan',
        'Verschillende perspectieven zorgen voor meer groei van het bedrijf',
        'Talentontwikkeling is de dagelijkse taak van al onze leiders',
      ],
      'eerste punten van een langere lijst',
    ],
  ])('%s: more than three items, in list order, and the mark', async (language, title, items, mark) => {
    const text = items.map((item, n) => `${n + 1}. ${item}`).join('\n')
    const [, entry] = await entriesOf([cover, { title, text }], language)
    const said = items.filter((item) => entry!.includes(item))
    expect(said.length).toBeGreaterThanOrEqual(5)
    // In list order, from the first: the list as the slide gives it, not the densest items.
    expect(said).toEqual(items.slice(0, said.length))
    expect(entry).toContain(`(${mark})`)
    expect(entry!.length).toBeLessThan(text.length)
  })
})

// Enron slide 3 (reader r-q2): two boxes' lines above a list of four took two of the four items' places in "the
// first items" (4 said, 2 of them the boxes), and were glued as a label and its item ("Sales and Services:
// Energy Assets & Investments"). The lines that lead a list are no items of it: a list said in part gives at
// least four of its own items, else the entry is picked as any slide's is.
describe('a list said in part counts only its own items', () => {
  test.each<[Language, string, [string, string], string[]]>([
    [
      'en',
      'Key elements of the wholesale business',
      ['Commodity sales and services', 'Energy assets and investments'],
      [
        'Development, construction and operation of energy assets worldwide',
        'Origination and management of a large energy investment and finance portfolio',
        'Worldwide marketing and sales of energy commodities to industrial customers',
        'Price risk management products',
      ],
    ],
    [
      'de',
      'Kernelemente des Großhandelsgeschäfts',
      ['Handel und Dienstleistungen', 'Energieanlagen und Beteiligungen'],
      [
        'Entwicklung, Bau und Betrieb von Energieanlagen auf der ganzen Welt',
        'Anbahnung und Verwaltung eines großen Portfolios von Energiebeteiligungen',
        'Weltweites Marketing und Verkauf von Energierohstoffen an Industriekunden',
        'Produkte zur Absicherung von Preisrisiken',
      ],
    ],
    [
      'nl',
      'Kernelementen van de groothandel',
      ['Handel en diensten in grondstoffen', 'Energiebedrijven en investeringen'],
      [
        'Ontwikkeling, bouw en exploitatie van energiecentrales over de hele wereld',
        'Aanbrengen en beheren van een grote portefeuille van energie-investeringen',
        'Wereldwijde marketing en verkoop van energiegrondstoffen aan industriële klanten',
        'Producten voor het beheer van prijsrisico’s',
      ],
    ],
  ])('%s: two box lines do not stand for two of four items', async (language, title, boxes, items) => {
    const lines = [
      boxedParagraph(2, boxes[0]),
      boxedParagraph(3, boxes[1]),
      ...items.map((item) => boxedBullet(1, item)),
    ]
    const [, entry] = await entriesOf([cover, { title, lines }], language)
    expect(entry).not.toContain(`${boxes[0]}: ${boxes[1]}`)
    expect(entry).not.toContain(DECK_WORDS[language].entries.listShare)
  })
})
