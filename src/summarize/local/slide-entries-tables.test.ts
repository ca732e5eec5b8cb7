import { describe, expect, test } from 'vitest'
import type { Language, SlideLine } from '../../shared'
import { documentOf, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'
import { saysAgain } from './says-again'
import { tableRow as typedRow } from './test-support/table-row'

const tableRow = (headers: string[], cells: string[], isHeader = false): SlideLine =>
  typedRow(cells, headers, isHeader)

async function entryOf(slide: TestSlide, language: Language): Promise<string> {
  const summary = await createLocalProvider().summarize(
    documentOf([{ title: 'Cover', text: 'Cover', role: 'cover' }, slide], { language }),
    { documentType: 'presentation' },
  )
  return summary.slideBySlide[1]!.summary
}

// Criterion e: a table cut at a fixed depth dropped its bottom line (Pebblestack's Adjusted EBITDA and the
// footnote on it, Ler Mais Alto's Total) and said nothing of the rows it left out.
describe('a long table keeps its bottom line', () => {
  test.each<[Language, string[], string[], string, string, string]>([
    [
      'en',
      ['£M', 'Budget', 'Actual', 'Variance', 'H1'],
      ['Revenue', 'Hosting', 'Staff', 'Marketing', 'Travel', 'Overheads'],
      'Adjusted EBITDA',
      'Adjusted EBITDA excludes £0.7M of capitalised development.',
      'also in the table:',
    ],
    [
      'pt',
      ['€', '2026', '2027', '2028', 'Soma'],
      ['Coordenadores', 'Livros', 'Formação', 'Avaliação', 'Viagens', 'Gestão'],
      'Total',
      'Pedimos à Fundação 75 % do total; a Câmara assegura o restante.',
      'também na tabela:',
    ],
    [
      'fr',
      ['k€', 'Budget', 'Réel', 'Écart', 'S1'],
      ['Ventes', 'Loyers', 'Personnel', 'Marketing', 'Déplacements', 'Frais généraux'],
      'Résultat net',
      'Le résultat net inclut une reprise de provision de 40 k€.',
      'aussi dans le tableau :',
    ],
  ])('%s: the bottom-line row and the line on it stay, the rows left out are named', async (...args) => {
    const [language, headers, labels, bottom, footnote, leftOut] = args
    const rowOf = (label: string, n: number) =>
      tableRow(headers, [label, `${n + 11}.2`, `${n + 12}.4`, `+${n + 1}.2`, `${n + 30}.1`])
    const entry = await entryOf(
      {
        title: 'Results',
        lines: [
          tableRow(headers, [], true),
          ...labels.map(rowOf),
          rowOf(bottom, labels.length),
          paragraph(footnote),
        ],
      },
      language,
    )
    expect(entry).toContain(`${bottom} — `)
    expect(entry).toContain(footnote)
    expect(entry.toLowerCase()).toContain(leftOut)
    // Every row is in the entry, said in full or named among those left out.
    for (const label of labels) expect(entry).toContain(label)
  })
})

// Kompas slide 8 said "Eigen vermogen fonds (70 %) — € mln: 31,0 (ook in de tabel: Herinvestering oprichters (30 %))":
// the founders' €13 mln was lost, and their label read as if it shared the fund's 31,0 (reader r-p3).
describe('the rows a table leaves out keep their figures, apart from the kept rows', () => {
  test.each<[Language, string[], string[], string]>([
    [
      'nl',
      ['', 'Begroting', 'Werkelijk', 'Afwijking'],
      ['Huur', 'Personeel', 'Marketing', 'Reizen'],
      'Ook in de tabel: ',
    ],
    [
      'es',
      ['', 'Presupuesto', 'Real', 'Desviación'],
      ['Alquiler', 'Personal', 'Marketing', 'Viajes'],
      'También en la tabla: ',
    ],
    [
      'en',
      ['', 'Budget', 'Actual', 'Variance'],
      ['Rent', 'Staff', 'Marketing', 'Travel'],
      'Also in the table: ',
    ],
  ])('%s: each row left out is said with its last figure, in a bullet of its own', async (...args) => {
    const [language, headers, costs, fold] = args
    const labels = ['Desks', 'Rooms', 'Events', ...costs, 'Other']
    const entry = await entryOf(
      {
        title: 'Results',
        lines: [
          tableRow(headers, [], true),
          ...labels.map((label, n) => tableRow(headers, [label, `${n + 11}0`, `${n + 12}5`, `(${n + 3})`])),
        ],
      },
      language,
    )
    const bullets = entry.split('\n')
    expect(bullets.length).toBeLessThanOrEqual(5)
    const folded = bullets.find((bullet) => bullet.startsWith(`- ${fold}`))
    expect(folded).toBeDefined()
    // Every row is in the entry with its variance: in full, or in the fold after its own label.
    labels.forEach((label, n) => expect(entry).toMatch(new RegExp(`${label} — .*\\(${n + 3}\\)`)))
    // No row's label stands without its own figures, where it would read as sharing the figures before it.
    for (const label of labels)
      expect(
        entry
          .split(label)
          .slice(1)
          .every((after) => after.startsWith(' — ')),
      ).toBe(true)
  })
})

// Kompas slide 8 kept the transaction costs (2,0) in full and folded the fund's equity (31,0) away: of rows
// that write one column alike, the smallest gives its bullet to the fold.
describe('a cut table keeps its largest rows whole', () => {
  test.each<[Language, string, string[]]>([
    [
      'nl',
      '€ mln',
      ['Ondernemingswaarde', 'Kosten', 'Bankfinanciering', 'Lening', 'Fonds', 'Oprichters', 'Reserve'],
    ],
    [
      'en',
      '£m',
      ['Enterprise value', 'Fees', 'Bank debt', 'Loan notes', 'Fund equity', 'Founders', 'Reserve'],
    ],
    [
      'it',
      '€ mln',
      ['Valore d’impresa', 'Costi', 'Debito bancario', 'Prestito', 'Fondo', 'Fondatori', 'Riserva'],
    ],
  ])('%s: the smallest row is folded, the largest said with its column', async (language, unit, labels) => {
    const headers = ['', unit, 'x EBITDA']
    const amounts = ['58,0', '2,0', '16,0', '4,0', '31,0', '3,0', '1,0']
    const figure = (amount: string) => (language === 'en' ? amount.replace(',', '.') : amount)
    const entry = await entryOf(
      {
        title: 'Valuation',
        lines: [
          tableRow(headers, [], true),
          ...labels.map((label, n) => tableRow(headers, [label, figure(amounts[n]!), `${n + 2},5x`])),
        ],
      },
      language,
    )
    // The two largest amounts stand in rows of their own, with their column's name.
    expect(entry).toContain(`- ${labels[0]} — ${unit}: ${figure('58,0')}`)
    expect(entry).toContain(`- ${labels[4]} — ${unit}: ${figure('31,0')}`)
  })
})

// CDM slide 27 lost "But no maintenance guidelines", which reverses the lesson above it.
describe('a list keeps the line that turns it', () => {
  test.each<[Language, string[], string]>([
    [
      'en',
      ['Baselines', 'Leakages', 'Costs', 'Additionality'],
      'But no maintenance guidelines or requirements',
    ],
    ['fr', ['Référence', 'Fuites', 'Coûts', 'Additionnalité'], 'Mais aucune exigence de maintenance'],
    ['de', ['Referenz', 'Verluste', 'Kosten', 'Zusätzlichkeit'], 'Aber keine Vorgaben zur Wartung'],
  ])('%s: a sub-point opening on a contrast is never compacted away', async (language, heads, turn) => {
    const details = [
      'Pilot tests estimate the fuel efficiency gains of each bus route in the fleet',
      'A captive fleet with fixed mobility and demand set outside the project',
      'Data already monitored independently by the operator and the statutory auditor',
      'A comprehensive inspection and certification regime is proposed nationally',
    ]
    const more = [
      'Each depot reports its own consumption to the city every month',
      'Ridership is set by the city plan and not by the project itself',
      'No new equipment is needed for the monitoring of the buses',
      'The regime covers inspection of engines and of exhaust systems',
    ]
    // As ingest writes a slide's bullets: "- " a top-level one, "  - " one under it.
    const lines = heads.flatMap((head, n) => [`- ${head}`, `  - ${details[n]}`, `  - ${more[n]}`])
    const entry = await entryOf({ title: 'Lessons', text: [...lines, `  - ${turn}`].join('\n') }, language)
    expect(entry).toContain(turn)
    // The list is compacted all the same: the turn is kept for what it says, not for room.
    expect(entry).not.toContain(more[3])
  })
})

// The hidden ASVS slides were carried as "— L1: ✔; L2: ✔; L3: ✔", compacted to "…: ✔; ✔; ✔".
describe('a grid of ticks', () => {
  test.each<[Language, string, string[]]>([
    [
      'fr',
      'Exigence',
      ['Vérifier que les composants sont identifiés', 'Vérifier que les journaux sont protégés'],
    ],
    ['en', 'Requirement', ['Verify that all components are identified', 'Verify that logs are protected']],
    [
      'es',
      'Requisito',
      ['Verificar que los componentes están identificados', 'Verificar que los registros están protegidos'],
    ],
  ])('%s: each row says the columns it ticks, never the ticks alone', async (language, first, labels) => {
    const headers = [first, 'L1', 'L2', 'L3']
    const entry = await entryOf(
      {
        title: 'Architecture',
        lines: [
          tableRow(headers, [], true),
          tableRow(headers, [labels[0]!, '✔', '✔', '✔']),
          tableRow(headers, [labels[1]!, '', '✔', '✔']),
        ],
      },
      language,
    )
    expect(entry).toContain(`${labels[0]} — L1, L2, L3`)
    expect(entry).toContain(`${labels[1]} — L2, L3`)
    expect(entry).not.toContain('✔')
  })
})

// ASVS slides 29 and 33 said "Les 14 familles d'exigences" by three of them, "V3; V5; V11".
describe('a long list of names is said whole', () => {
  test.each<[Language, string, string[]]>([
    [
      'fr',
      'Les familles',
      [
        'Architecture',
        'Authentification',
        'Sessions',
        'Contrôle d’accès',
        'Validation des entrées',
        'Encodage des sorties',
        'Cryptographie',
        'Journalisation',
        'Protection des données',
      ],
    ],
    [
      'en',
      'The families',
      [
        'Architecture',
        'Authentication',
        'Sessions',
        'Access control',
        'Input validation',
        'Output encoding',
        'Cryptography',
        'Logging',
        'Data protection',
      ],
    ],
    [
      'de',
      'Die Familien',
      [
        'Architektur',
        'Authentifizierung',
        'Sitzungen',
        'Zugriffskontrolle',
        'Eingabeprüfung',
        'Ausgabekodierung',
        'Kryptografie',
        'Protokollierung',
        'Datenschutz',
      ],
    ],
  ])('%s: every item is in the entry, a few to a bullet', async (language, title, names) => {
    const entry = await entryOf(
      { title, text: names.map((name, n) => `- V${n + 1}. ${name}`).join('\n') },
      language,
    )
    for (const name of names) expect(entry).toContain(name)
    expect(entry.split('\n').length).toBeLessThanOrEqual(5)
  })
})

// ASVS slide 5 named one publication twice, "Le Code Review Guide" and, from a diagram's box, "Code Review Guide".
describe('saysAgain', () => {
  test.each([
    ['fr', 'Le Guide de revue de code', 'Guide de revue de code'],
    ['en', 'The Code Review Guide', 'code review guide'],
    ['es', 'La Guía de revisión de código', 'Guía de revisión de código'],
  ])('%s: a name with and without its article is one name', (_language, withArticle, bare) => {
    expect(saysAgain(withArticle, bare)).toBe(true)
    expect(saysAgain(bare, withArticle)).toBe(true)
  })

  test('two lines that share words are two lines', () => {
    expect(saysAgain('Code Review Guide', 'Testing Guide')).toBe(false)
    expect(saysAgain('Guide', 'Testing Guide')).toBe(false)
    expect(
      saysAgain('Testing Guide', 'The Testing Guide explains how to test each control of the standard'),
    ).toBe(false)
  })
})

// apache-performance slide 17 lost its fold: "… Content Bytes — 22992 (first items of a longer list)" read the
// note as the label of the last figure, and the label check dropped the bullet. The note stands before the colon.
describe("a fold said in part keeps its rows' figures past the label check", () => {
  test.each<[Language, string, string[]]>([
    ['en', 'Also in the table', ['Requests', 'Errors', 'Bytes sent']],
    ['de', 'Außerdem in der Tabelle', ['Anfragen', 'Fehler', 'Bytes']],
    ['fr', 'Aussi dans le tableau', ['Requêtes', 'Erreurs', 'Octets']],
  ])("%s: the fold ends on its last row's figure", async (language, fold, names) => {
    const headers = ['', 'Value']
    const labels = Array.from({ length: 16 }, (_, n) => `${names[n % 3]} ${String.fromCharCode(65 + n)}`)
    const entry = await entryOf(
      {
        title: 'Log fields',
        lines: [
          tableRow(headers, [], true),
          ...labels.map((label, n) => tableRow(headers, [label, `${(n + 2) * 1117}`])),
        ],
      },
      language,
    )

    const folded = entry.split('\n').find((bullet) => bullet.startsWith(`- ${fold}`))
    expect(folded).toBeDefined()
    expect(folded).toMatch(/ — Value: \d+$/u)
  })
})

// Bellandi slide 11 (reader r-q3): a table by year folded its rows by their last two years, which dropped the
// first year's project cost, the largest. The last figure is a row's result only where the columns end on one
// (plan, actual, variance); years are peers, and a row left out keeps every one.
describe('a row left out of a table by year keeps every year', () => {
  test.each<[Language, string[], string]>([
    [
      'it',
      [
        'Cassa liberata',
        'Margine aggiuntivo',
        'Margine e-commerce',
        'Costi del progetto',
        'Interessi',
        'Imposte',
        'EBITDA',
      ],
      '(1,4)',
    ],
    [
      'en',
      ['Cash released', 'Extra margin', 'E-commerce margin', 'Project costs', 'Interest', 'Taxes', 'EBITDA'],
      '(1.4)',
    ],
    [
      'de',
      [
        'Freigesetzte Liquidität',
        'Zusatzmarge',
        'E-Commerce-Marge',
        'Projektkosten',
        'Zinsen',
        'Steuern',
        'EBITDA',
      ],
      '(1,4)',
    ],
  ])('%s: the first year stays in the fold', async (language, labels, first) => {
    const headers = ['', '2026', '2027', '2028']
    const figure = (n: number) => (language === 'en' ? `${n}.${n + 2}` : `${n},${n + 2}`)
    const entry = await entryOf(
      {
        title: 'Impact (M€)',
        lines: [
          tableRow(headers, [], true),
          ...labels.map((label, n) =>
            tableRow(headers, [label, n === 3 ? first : figure(n + 1), figure(n + 2), figure(n + 3)]),
          ),
        ],
      },
      language,
    )
    // Every row said with figures starts on its first year.
    for (const label of labels)
      if (entry.includes(`${label} — `)) expect(entry).toContain(`${label} — 2026: `)
    expect(entry).toContain(`2026: ${first}`)
  })
})

// Bellandi slide 7 (reader r-q3): options by criteria, two rows of words ("Brand risk — A: High; B: Low"). The
// risk row gave its bullet to a fold that could name it only by its label: A's high risk was lost. A row whose
// cells are words gives its bullet to no fold.
describe('a row of words keeps its bullet', () => {
  test.each<[Language, string[], string, string[], string]>([
    [
      'it',
      ['Riduzione scorte', 'Effetto sul margine', 'Investimento'],
      'Rischio per il marchio',
      ['Alto', 'Basso', 'Basso'],
      'Raccomandiamo l’opzione B.',
    ],
    [
      'en',
      ['Stock reduction', 'Effect on margin', 'Investment'],
      'Brand risk',
      ['High', 'Low', 'Low'],
      'We recommend option B.',
    ],
    [
      'fr',
      ['Réduction des stocks', 'Effet sur la marge', 'Investissement'],
      'Risque pour la marque',
      ['Élevé', 'Faible', 'Faible'],
      'Nous recommandons l’option B.',
    ],
  ])('%s: the risk row is said whole', async (language, amounts, risk, levels, close) => {
    const headers = ['', 'A: Clearance', 'B: Planning', 'C: Outsourcing']
    const figure = (n: number) => (language === 'en' ? `${n}.${n} M€` : `${n},${n} M€`)
    const entry = await entryOf(
      {
        title: 'Three options',
        lines: [
          tableRow(headers, [], true),
          ...amounts.map((label, n) =>
            tableRow(headers, [label, figure(n + 1), figure(n + 4), figure(n + 7)]),
          ),
          tableRow(headers, [risk, ...levels]),
          tableRow(headers, ['Timing', 'three months', 'a year or more', 'six months']),
          paragraph(close),
        ],
      },
      language,
    )
    expect(entry).toContain(`${risk} — A: Clearance: ${levels[0]}; B: Planning: ${levels[1]}`)
    // Within the dense table's five bullets: no row gave its bullet, so there is none for the fold.
    expect(entry.split('\n').filter((line) => line.startsWith('- ')).length).toBeLessThanOrEqual(5)
  })
})
