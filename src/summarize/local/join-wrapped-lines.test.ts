import { describe, expect, test } from 'vitest'
import { readBoxedLines, readLines } from './read-lines'

const texts = (text: string) => readLines(text).map((line) => line.text)

// Issue 24, items 1 and 7 (reader r24): a two-column slide read down its columns glued item to item, a
// lead-in line stood cut ("Line Managers should"), and a question set on three short lines stood in halves.
describe('lists under their headings', () => {
  test.each([
    [
      'es',
      'Funcionó\n- Bonos flexibles: +19 % en ventas\n- Eventos de empresa: 31\nNo funcionó\n- Campaña en Sevilla: 410 € por alta\n- Dos bajas en Poblenou',
      [
        'Funcionó — Bonos flexibles: +19 % en ventas',
        'Funcionó — Eventos de empresa: 31',
        'No funcionó — Campaña en Sevilla: 410 € por alta',
        'No funcionó — Dos bajas en Poblenou',
      ],
    ],
    [
      'nl',
      "Risico's\n- Tekort aan tandartsen: 9 vacatures\n- Tariefregulering in de mondzorg\nMitigatie\n- Eigen opleiding in België\n- Groei uit volume, niet uit prijs",
      [
        "Risico's — Tekort aan tandartsen: 9 vacatures",
        "Risico's — Tariefregulering in de mondzorg",
        'Mitigatie — Eigen opleiding in België',
        'Mitigatie — Groei uit volume, niet uit prijs',
      ],
    ],
    [
      'en',
      'What worked\n- Referral credits: 40 new clinics\n- Annual plans\nWhat did not\n- Paid search: $410 per sign-up\n- Reseller pilot',
      [
        'What worked — Referral credits: 40 new clinics',
        'What worked — Annual plans',
        'What did not — Paid search: $410 per sign-up',
        'What did not — Reseller pilot',
      ],
    ],
  ])(
    'reads a %s two-column slide as two lists, each item under its own heading',
    (_language, text, expected) => {
      expect(texts(text)).toEqual(expected)
    },
  )

  test('names the items by the whole heading when the layout wrapped it', () => {
    expect(texts('Option A\n- Spares: £38,000\nOption B\n(recommended)\n- Payback 3.8 years')).toEqual([
      'Option A — Spares: £38,000',
      'Option B (recommended) — Payback 3.8 years',
    ])
  })

  test('takes no line that states something of its own ("Option B: replace") for a heading', () => {
    expect(texts('Option A: repair\n- Spares: £38,000\nOption B: replace\n- Payback 3.8 years')).toEqual([
      'Option A: repair',
      'Spares: £38,000',
      'Option B: replace',
      'Payback 3.8 years',
    ])
  })

  test('leaves a single heading over its bullets as it was: only two lists or more need telling apart', () => {
    expect(texts('Key strengths\n- Scale in three regions\n- Low churn')).toEqual([
      'Key strengths',
      'Scale in three regions',
      'Low churn',
    ])
  })
})

describe('lead-in lines carry their list', () => {
  test.each([
    [
      'en',
      '- Prior to the review Line Managers should\n  - Review the talent cards of their reports\n  - Complete a talent assessment',
      'Prior to the review Line Managers should: Review the talent cards of their reports; Complete a talent assessment',
    ],
    [
      'de',
      '- Vor dem Termin werden Führungskräfte gebeten\n  - die Talentkarten ihrer Mitarbeitenden zu prüfen\n  - eine Einschätzung abzugeben',
      'Vor dem Termin werden Führungskräfte gebeten: die Talentkarten ihrer Mitarbeitenden zu prüfen; eine Einschätzung abzugeben',
    ],
    [
      'fr',
      'Résultats :\n- Une vision commune du processus\n- Chaque étape expliquée',
      'Résultats : Une vision commune du processus; Chaque étape expliquée',
    ],
  ])('joins a %s lead-in to the items under it', (_language, text, expected) => {
    expect(texts(text)).toEqual([expected])
  })

  test('glues no box of an org chart to the boxes under it', () => {
    expect(texts('- President\n  - VP – HR\n    - Manager 1\n  - VP - Marketing\n    - Manager 1')).toEqual([
      'President',
      'VP – HR',
      'Manager 1',
      'VP - Marketing',
      'Manager 1',
    ])
  })

  test('joins an item that goes on with the one before as its sentence runs, not as a new item', () => {
    const text =
      '- This can involve one or more of the following 3 failings;\n  - the application doesn’t prevent an unusual situation from happening,\n  - it doesn’t identify the situation as it is happening, and/or it\n  - responds poorly or not at all afterwards'

    expect(texts(text)).toEqual([
      'This can involve one or more of the following 3 failings: the application doesn’t prevent an unusual situation from happening, it doesn’t identify the situation as it is happening, and/or it responds poorly or not at all afterwards',
    ])
  })

  test('takes items while the line stays one passage; the rest stay lines of their own', () => {
    const items = Array.from(
      { length: 6 },
      (_, n) => `  - Item number ${n + 1} of a long list of things to do first`,
    )
    const lines = texts(`- Line managers should\n${items.join('\n')}`)

    expect(lines[0]).toMatch(/^Line managers should: Item number 1 .*; Item number 2 /u)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.every((line) => line.length <= 220)).toBe(true)
  })
})

describe('sentences wrapped on short lines', () => {
  test.each([
    [
      'en',
      'Whose responsibility is it\nto see the big picture\nand help lead a movement to achieve it?',
      'Whose responsibility is it to see the big picture and help lead a movement to achieve it?',
    ],
    [
      'es',
      '¿Por qué tanta urgencia\npara lograr la excelencia?',
      '¿Por qué tanta urgencia para lograr la excelencia?',
    ],
    [
      'de',
      'Weil die besten Schüler\nmanchmal die anderen abhängen.',
      'Weil die besten Schüler manchmal die anderen abhängen.',
    ],
  ])('joins a %s sentence whose lines open in lower case and end it', (_language, text, expected) => {
    expect(
      texts(`${text}\nA much longer line that sets the width of the text box for the whole slide here.`)[0],
    ).toBe(expected)
  })

  test('keeps lower-case labels apart when no sentence ends after them', () => {
    const wide = 'A much longer line that sets the width of the text box for the whole slide here.'

    expect(texts(`Channels\neBay\niPhone app\n${wide}`)).toEqual(['Channels', 'eBay', 'iPhone app', wide])
  })

  test('does not join a heading label to the line above it', () => {
    expect(
      texts(
        '- To provide an overview of the Talent Review process for every HR partner in the group\nOutcomes:\n- A shared understanding',
      ),
    ).toEqual([
      'To provide an overview of the Talent Review process for every HR partner in the group',
      'Outcomes: A shared understanding',
    ])
  })
})

describe('axis ticks', () => {
  test.each([
    ['en', 'Insurers\nHedge Funds\n150%\n100%\n50%\n0%'],
    ['de', 'Versicherer\nHedgefonds\n1,5\n1,0\n0,5\n0,0'],
    ['fr', 'Assureurs\nFonds spéculatifs\n30 %\n20 %\n10 %\n0 %'],
  ])('never pairs %s axis ticks with the legend as values', (_language, text) => {
    expect(texts(text).some((line) => line.includes(':'))).toBe(false)
  })

  test('drops an axis given in one line after its title, keeps a row of years', () => {
    expect(texts('Total Assets (£trn) 0.0 0.3 0.6 0.9 1.2 1.5 1.8')).toEqual([])
    expect(texts('Revenue 2022 2023 2024 2025')).toEqual(['Revenue 2022 2023 2024 2025'])
  })
})

// Issue 24, item 1 (reading of the third session): a condition set on its own line was lost ("then refactoring
// research matters"), a question lost its answer, and "Six traits" carried in part stated three.
describe('clauses, answers and long lists kept with what they complete', () => {
  test.each([
    [
      'en',
      'Importance\nIf programmers refactor often\nthen refactoring research matters\nthen refactoring tools may speed up programming',
      'If programmers refactor often then refactoring research matters; then refactoring tools may speed up programming',
    ],
    [
      'fr',
      'Importance\nSi les équipes refactorisent souvent\nalors la recherche sur le sujet compte\nalors les outils peuvent accélérer le travail',
      'Si les équipes refactorisent souvent alors la recherche sur le sujet compte; alors les outils peuvent accélérer le travail',
    ],
    [
      'de',
      'Bedeutung\nWenn Teams oft umbauen:\ndann zählt die Forschung dazu\ndann können Werkzeuge die Arbeit beschleunigen',
      'Wenn Teams oft umbauen: dann zählt die Forschung dazu; dann können Werkzeuge die Arbeit beschleunigen',
    ],
  ])('keeps a %s condition with each clause that depends on it', (_language, text, expected) => {
    expect(texts(text)).toEqual([text.split('\n')[0], expected])
  })

  test('joins no lower-case label of two words, nor a line after a closed bracket', () => {
    const wide = 'A much longer line that sets the width of the text box for the whole slide here.'

    expect(texts(`${wide}\nCustomer data\nreal-time sync`)).toEqual([wide, 'Customer data', 'real-time sync'])
    expect(texts(`${wide}\n(or: How I Learned to Love Standards)\ncraig mcluckie (@cmcluck)`)).toEqual([
      wide,
      '(or: How I Learned to Love Standards)',
      'craig mcluckie (@cmcluck)',
    ])
  })

  test.each([
    ['en', 'Do programmers refactor often?\nYes\nversus', ['Do programmers refactor often? Yes', 'versus']],
    ['es', '¿Los equipos refactorizan a menudo?\nSí', ['¿Los equipos refactorizan a menudo? Sí']],
    [
      'de',
      'Nutzen Teams die Werkzeuge oft?\nNein\nWer nutzt sie?',
      ['Nutzen Teams die Werkzeuge oft? Nein', 'Wer nutzt sie?'],
    ],
  ])('keeps a %s question with the short answer set under it', (_language, text, expected) => {
    expect(texts(text)).toEqual(expected)
  })

  test.each([
    [
      'en',
      'Six traits of ideas that stick',
      ['Simple', 'Unexpected', 'Credible', 'Concrete', 'Emotional', 'Stories'],
      'a trait that readers remember long after the talk has ended and the slides are gone',
    ],
    [
      'es',
      'Seis rasgos de las ideas que perduran',
      ['Simple', 'Inesperada', 'Creíble', 'Concreta', 'Emocional', 'Historias'],
      'un rasgo que el público recuerda mucho después de la charla y de las diapositivas',
    ],
    [
      'de',
      'Sechs Merkmale von Ideen, die haften',
      ['Einfach', 'Unerwartet', 'Glaubwürdig', 'Konkret', 'Emotional', 'Geschichten'],
      'ein Merkmal, an das sich das Publikum lange nach dem Vortrag noch erinnert',
    ],
  ])(
    'carries a %s list too long to carry whole by all its labels, never by some of its items',
    (_language, lead, labels, explanation) => {
      const items = labels.map((label) => `  - ${label}: ${explanation}`)

      const lines = texts(`- ${lead}\n${items.join('\n')}`)

      expect(lines[0]).toBe(`${lead}: ${labels.join('; ')}`)
      expect(lines.slice(1)).toEqual(labels.map((label) => `${label}: ${explanation}`))
    },
  )

  test.each([
    [
      'en',
      '- Project boundary\n  - Government owned bus company. Reduces\n    - institutional complexity\n    - data requirements\n- Lifetime',
      'Government owned bus company. Reduces: institutional complexity; data requirements',
    ],
    [
      'fr',
      '- Périmètre\n  - Entreprise publique de bus. Réduit\n    - la complexité institutionnelle\n    - les besoins en données\n- Durée',
      'Entreprise publique de bus. Réduit: la complexité institutionnelle; les besoins en données',
    ],
    [
      'de',
      '- Projektgrenze\n  - Busbetrieb in öffentlicher Hand. Senkt\n    - institutionelle Komplexität\n    - Datenbedarf\n- Laufzeit',
      'Busbetrieb in öffentlicher Hand. Senkt: institutionelle Komplexität; Datenbedarf',
    ],
  ])(
    'carries the items of a %s line whose last sentence stops at its first word',
    (_language, text, carried) => {
      expect(texts(text)).toContain(carried)
    },
  )

  test('joins a label set around an "&" on a line of its own', () => {
    expect(texts('Correctness\n&\nSpeed')).toEqual(['Correctness & Speed'])
  })
})

describe('rows of people or items set as full-width lines', () => {
  test.each([
    [
      'en',
      'Brian Glas Co-lead, author, data scientist, data analysis, risk rankings, and more',
      'Torsten Gigler Co-lead, author, data analysis, document template, website, English editor,',
      'German translation, and more',
    ],
    [
      'de',
      'Anna Berg Projektleitung, Autorin, Datenanalyse, Risikobewertung, Vorlagen und mehr',
      'Jonas Weber Projektleitung, Autorin, Datenanalyse, Webseite, Übersetzung, Lektorat,',
      'Korrekturen und mehr',
    ],
    [
      'fr',
      'Claire Dubois Co-responsable, autrice, analyse des données, classement des risques',
      'Marc Lefèvre Co-responsable, autrice, analyse des données, site web, traduction,',
      'Relecture et plus encore',
    ],
  ])(
    'ends a %s row where the next row opens with its own label and the same words',
    (_, first, second, wrap) => {
      expect(texts(`${first}\n${second}\n${wrap}`)).toEqual([first, `${second} ${wrap}`])
    },
  )
})

describe('a text box line ending on a comma', () => {
  test.each([
    ['en', 'Programme for Student Assessment, 15-Year Olds, 2003,', 'Math Problem Solving in OECD Nations'],
    ['it', 'Indagine sugli studenti, quindicenni, 2003,', 'Risoluzione di problemi nei paesi OCSE'],
    ['nl', 'Onderzoek naar leerlingen, 15-jarigen, 2003,', 'Wiskunde in OESO-landen'],
  ])('goes on in the next line of its box, whatever its case (%s)', (_, first, second) => {
    const lines = readBoxedLines(
      [
        { text: first, box: 1 },
        { text: second, box: 1 },
        { text: 'Another box', box: 2 },
      ],
      { isParagraphed: true },
    )

    expect(lines.map((line) => line.text)).toEqual([`${first} ${second}`, 'Another box'])
  })

  test('stays apart from the first line of another box', () => {
    const lines = readBoxedLines(
      [
        { text: 'Programme for Student Assessment, 2003,', box: 1 },
        { text: 'Math Problem Solving', box: 2 },
      ],
      { isParagraphed: true },
    )

    expect(lines.map((line) => line.text)).toEqual([
      'Programme for Student Assessment, 2003,',
      'Math Problem Solving',
    ])
  })
})

describe('a row label of several words', () => {
  test.each([
    [
      'en',
      'Neil Smithline Co-lead, author, data analysis, risk rankings, website, counsel and advice, and more',
      'Andrew van der Stock Co-lead, author, data analysis, risk rankings, grammar',
    ],
    [
      'nl',
      'Anna de Vries Projectleider, auteur, data-analyse, risicorangschikking, website en meer van dat',
      'Jan van den Berg Projectleider, auteur, data-analyse, vertalingen',
    ],
    [
      'pt',
      'Maria Silva Coordenadora, autora, análise de dados, classificação de riscos, sítio e muito mais',
      'João da Costa Coordenadora, autora, análise de dados',
    ],
  ])('ends a %s row before a label that opens and ends on a capital', (_, first, second) => {
    expect(texts(`${first}\n${second}`)).toEqual([first, second])
  })
})

// Issue 24, reader r-q2 (workforce slide 30): "Grades 5-16" stood as an item of its own, its item's name dropped.
describe("a text box's last line under its one line ending on a semicolon", () => {
  test.each([
    ['en', 'Orientations to the World of Work and Possible Selves;', 'Grades 5-16'],
    ['de', 'Orientierung in der Arbeitswelt und mögliche Berufsbilder;', 'Klassen 5 bis 10'],
    ['fr', 'Découverte du monde du travail et des métiers possibles ;', 'Classes 5 à 12'],
  ])('is the qualifier of that item (%s)', (_, first, second) => {
    const lines = readBoxedLines(
      [
        { text: '7.', box: 1 },
        { text: first, box: 2 },
        { text: second, box: 2 },
        { text: 'Another box', box: 3 },
      ],
      { isParagraphed: true },
    )

    expect(lines.map((line) => line.text)).toContain(`${first} ${second}`)
  })

  test('leaves a list whose items each end on a semicolon apart', () => {
    const lines = readBoxedLines(
      [
        { text: 'Plan the budget;', box: 1 },
        { text: 'Hire two engineers;', box: 1 },
        { text: 'Ship in May', box: 1 },
      ],
      { isParagraphed: true },
    )

    expect(lines.map((line) => line.text)).not.toContain('Hire two engineers; Ship in May')
  })
})

// Decision 177 (reader r-y1, Enron slide 11): a deal description its author wrapped by hand, each line a paragraph
// of the .ppt, stood cut at "… between 39.8% and 50% of the Strategic", its next line "Interest, and through …".
describe('a paragraph wrapped by hand in a paragraphed format', () => {
  test.each([
    [
      'en',
      'Acquire an interest from the government of between 39.8% and 50% of the Strategic',
      'Interest, and through a Shareholders’ Agreement be granted control over all but a limited number',
      'of corporate matters. It serves a population of 2.0 million and about 400,000 water customers.',
    ],
    [
      'de',
      'Erwerb einer Beteiligung von der Regierung zwischen 39,8 % und 50 % an der Strategischen',
      'Beteiligung, und durch eine Aktionärsvereinbarung die Kontrolle über alle bis auf wenige',
      'der Unternehmensfragen. Sie versorgt 2,0 Millionen Menschen und etwa 400.000 Wasserkunden.',
    ],
    [
      'fr',
      'Acquérir auprès du gouvernement une participation comprise entre 39,8 % et 50 % de la Société',
      'Stratégique, et par un pacte d’actionnaires obtenir le contrôle de toutes les questions sauf',
      'quelques affaires sociales. Elle dessert 2,0 millions d’habitants et environ 400 000 abonnés.',
    ],
  ])('%s: its full lines go on in the next one', (_language, first, second, third) => {
    const lines = readBoxedLines(
      [
        { text: first, box: 1 },
        { text: second, box: 1 },
        { text: third, box: 1 },
        { text: 'Board approval pending', box: 2 },
      ],
      { isParagraphed: true },
    )

    expect(lines.map((line) => line.text)).toEqual([`${first} ${second} ${third}`, 'Board approval pending'])
  })

  test('a box of full paragraphs none of which goes on in lower case keeps them apart', () => {
    const first = 'Revenue grew in every region this year, led by the new stores in the North'
    const second = 'Margins held at the level of last year despite the higher cost of energy'
    const lines = readBoxedLines(
      [
        { text: first, box: 1 },
        { text: second, box: 1 },
      ],
      { isParagraphed: true },
    )

    expect(lines.map((line) => line.text)).toEqual([first, second])
  })

  test.each([
    [
      'en',
      'Need interpolation of s_b and d_b for moderate to high precision',
      'some results will be hard to round to nearest',
      'would cost much more memory',
    ],
    [
      'de',
      'Interpolation von s_b und d_b für mittlere bis hohe Genauigkeit nötig',
      'manche Ergebnisse sind schwer zu runden',
      'würde viel mehr Speicher kosten',
    ],
    [
      'fr',
      'Interpolation de s_b et d_b nécessaire pour une précision moyenne à élevée',
      'certains résultats seront difficiles à arrondir',
      'coûterait beaucoup plus de mémoire',
    ],
  ])(
    '%s: after a point with its sub-points in lower case, the next box’s lines stay apart',
    (_language, point, first, second) => {
      const lines = readBoxedLines(
        [
          { text: point, box: 0 },
          { text: first, box: 0 },
          { text: second, box: 0 },
          { text: 'Relax rounding requirements', box: 1 },
          { text: 'Faithful rounding chooses one of two closest points', box: 1 },
        ],
        { isParagraphed: true },
      )

      expect(lines.map((line) => line.text)).toContain('Faithful rounding chooses one of two closest points')
    },
  )
})

// Issue 24, reader r-a3 (LNS slide 28): "0 < p < ρ" and "δ = distance …" read as the bound "p < ρδ".
describe('formulas set line by line in one box', () => {
  test.each([
    [
      'en',
      [
        '0 < p < ρ',
        'δ = distance (in log domain) from midpoint in which',
        'rounding either way is permitted',
      ],
      ['0 < p < ρ', 'δ = distance (in log domain) from midpoint in which rounding either way is permitted'],
    ],
    [
      'de',
      [
        '0 < x < σ',
        'ε = Abstand vom Mittelpunkt, innerhalb dessen',
        'in beide Richtungen gerundet werden darf',
      ],
      ['0 < x < σ', 'ε = Abstand vom Mittelpunkt, innerhalb dessen in beide Richtungen gerundet werden darf'],
    ],
    [
      'fr',
      ['0 < q < τ', 'h = écart au point milieu dans lequel', 'l’arrondi est permis dans les deux sens'],
      ['0 < q < τ', 'h = écart au point milieu dans lequel l’arrondi est permis dans les deux sens'],
    ],
  ] as const)('keep a %s definition apart from the relation above it', (_language, input, expected) => {
    const lines = readBoxedLines(
      input.map((text) => ({ text, box: 1 })),
      { isParagraphed: true },
    )

    expect(lines.map((line) => line.text)).toEqual(expected)
  })

  test.each([
    // A subscripted symbol is a diagram's label, not the rest of the sentence above it.
    [
      ['Can obtain adjacent tabulated points in one cycle', 's_b(Z)'],
      ['Can obtain adjacent tabulated points in one cycle', 's_b(Z)'],
    ],
    // A formula under its label is what the label names.
    [['Round to Nearest', 'p = 0'], ['Round to Nearest p = 0']],
  ])('reads %j as %j', (input, expected) => {
    const lines = readBoxedLines(
      input.map((text) => ({ text, box: 1 })),
      { isParagraphed: true },
    )

    expect(lines.map((line) => line.text)).toEqual(expected)
  })
})
