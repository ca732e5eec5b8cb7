import { describe, expect, test } from 'vitest'
import { readLines } from './read-lines'
import { sayTickedColumns } from './read-table-lines'

const rows = (text: string) => readLines(text).map((line) => [line.table, line.text])

// Issue 24: the first row of each block of a grouped table was read as its column names, so every member of
// a committee was "Oxford University Press: University of Glasgow; UK (Chair): UK".
describe('readTables and a list of rows', () => {
  test.each([
    [
      'en',
      'Publishers',
      'Richard Gedye\tOxford University Press\tUK (Chair)',
      'Tony Kidd\tUniversity of Glasgow\tUK',
    ],
    [
      'fr',
      'Éditeurs',
      'Claire Roux\tPresses de Lyon\tFrance (présidente)',
      'Marc Petit\tUniversité de Nantes\tFrance',
    ],
    [
      'de',
      'Verlage',
      'Anna Weber\tVerlag Rhein\tDeutschland (Vorsitz)',
      'Jonas Wolf\tUniversität Bonn\tÖsterreich',
    ],
  ])('takes no bulleted %s row for the names of the columns', (_language, group, first, second) => {
    expect(rows(`${group}\n- ${first}\n- ${second}`)).toEqual([
      [undefined, group],
      ['row', `${first.split('\t')[0]} — ${first.split('\t').slice(1).join('; ')}`],
      ['row', `${second.split('\t')[0]} — ${second.split('\t').slice(1).join('; ')}`],
    ])
  })

  test("takes no later block's first row of a grouped table for the names of the columns", () => {
    const lines = rows(
      'Name\tOrganisation\tCountry\nConsortia\nArnold Hirshon\tNELINET\tUSA\nHazel Woodward\tCranfield\tUK\n' +
        'Publishers\nRichard Gedye\tOUP\tUK (Chair)\nTony Kidd\tGlasgow\tUK',
    )

    expect(lines.filter(([kind]) => kind === 'row').map(([, text]) => text)).toEqual([
      'Arnold Hirshon — NELINET; USA',
      'Hazel Woodward — Cranfield; UK',
      'Richard Gedye — OUP; UK (Chair)',
      'Tony Kidd — Glasgow; UK',
    ])
  })

  test('still reads a plain first row as the header of the rows under it', () => {
    expect(rows('Region\tRevenue\tShare\nLisbon\t4.2\t12 %\nPorto\t3.1\t9 %')).toEqual([
      ['header', 'Region | Revenue | Share'],
      ['row', 'Lisbon — Revenue: 4.2; Share: 12 %'],
      ['row', 'Porto — Revenue: 3.1; Share: 9 %'],
    ])
  })
})

// Issue 24, LNS slide 26: a tab-aligned table without a header row, its first row a method with its scheme and
// table size. Read as the header, every later method was paired with the first one's scheme and size
// ("Lewis — Unrestricted Faithful: Restricted Faithful; 234 (words): 768").
describe('readTables and a first row that states a value', () => {
  test.each([
    ['en', 'Proposed\tUnrestricted\t234 (words)', 'Lewis\t\tRestricted\t768', 'Coleman\tRestricted\t≈1500'],
    [
      'de',
      'Vorschlag\tUneingeschränkt\t234 (Wörter)',
      'Lewis\t\tEingeschränkt\t768',
      'Coleman\tEingeschränkt\t≈1500',
    ],
    [
      'es',
      'Propuesta\tSin restricción\t234 (palabras)',
      'Lewis\t\tRestringido\t768',
      'Coleman\tRestringido\t≈1500',
    ],
  ])('pairs each %s row with its own cells, none with the first row’s', (_language, first, second, third) => {
    const cells = (row: string) => row.split(/\t+/u)

    const lines = rows([first, second, third].join('\n'))

    expect(lines).toEqual(
      [first, second, third].map((row) => ['row', `${cells(row)[0]} — ${cells(row).slice(1).join('; ')}`]),
    )
  })

  test.each([
    ['nl', 'Fase\tFase 1\tFase 2\nKosten\t4,2\t5,1', 'Kosten — Fase 1: 4,2; Fase 2: 5,1'],
    ['fr', 'Région\t2023\t2024/25\nLyon\t4,2\t5,1', 'Lyon — 2023: 4,2; 2024/25: 5,1'],
  ])('still reads a %s first row of names holding numbers as the header', (_language, text, row) => {
    expect(rows(text).at(-1)).toEqual(['row', row])
  })
})

// Issue 24: the numbered boxes of a diagram ("INSTANCE 7", "FD 0 UD 1", "INSTANCE 2") read as a table's rows,
// "INSTANCE: 4" a count of four where the diagram shows ten instances.
describe('readTextTables and the numbered boxes of a diagram', () => {
  test.each([
    ['en', 'Instance', 'Rack'],
    ['fr', 'Serveur', 'Baie'],
    ['de', 'Knoten', 'Schrank'],
  ])('reads no %s name that comes back with another number as a value', (_language, name, other) => {
    const text = [`${name} 7`, `${other} 1`, `${name} 2`, `${other} 2`, `${name} 3`, `${other} 3`].join('\n')

    expect(readLines(text).map((line) => line.text)).toEqual(text.split('\n'))
  })

  test('still reads rows that each name their own line as a table', () => {
    expect(readLines('Lisbon 4.2\nPorto 3.1\nFaro 1.2').map((line) => line.text)).toEqual([
      'Lisbon: 4.2',
      'Porto: 3.1',
      'Faro: 1.2',
    ])
  })
})

// ELA slide 25 read "Q:<tab>Will …?" over "A:<tab>No." as a table, and its entry said "A:: No.", an answer to nothing.
describe('readTables and a question with its answer', () => {
  test.each([
    ['en', 'Q:\tWill the standards keep teachers from deciding how to teach?', 'A:\tNo.'],
    ['fr', 'Q :\tLes normes empêchent-elles les enseignants de choisir ?', 'R :\tNon.'],
    ['de', 'F:\tSchreiben die Standards den Unterricht vor?', 'A:\tNein.'],
  ])('reads a %s question and its answer as one line, no table', (_language, question, answer) => {
    expect(rows(`${question}\n${answer}`)).toEqual([
      [undefined, `${question.replace('\t', ' ')} ${answer.replace('\t', ' ')}`],
    ])
  })
})

describe('sayTickedColumns', () => {
  test.each([
    [
      'Vérifier que les composants sont identifiés — L1: ✔; L2: ✔; L3: ✔',
      'Vérifier que les composants sont identifiés — L1, L2, L3',
    ],
    [
      'Verify that logs are protected — Basic: ✗; Standard: ✓; Advanced: ✓',
      'Verify that logs are protected — Standard, Advanced',
    ],
    ['Prüfen, dass Protokolle geschützt sind — L1: –; L2: ●', 'Prüfen, dass Protokolle geschützt sind — L2'],
  ])('says %s by the columns it ticks', (row, said) => {
    expect(sayTickedColumns(row)).toBe(said)
  })

  test('leaves a row of figures as it came', () => {
    expect(sayTickedColumns('Lisbon — Revenue: 4.2; Share: 12 %')).toBe('Lisbon — Revenue: 4.2; Share: 12 %')
  })
})

// Reader r-s1: an action table's rows, each ending on its date, were read as a table without rules whose last
// column was the year ("Date: 31 July: 2026"). A date is one value in every language's form.
describe('readTextTables and a date at the end of a line', () => {
  test.each([
    [
      'en',
      [
        'Business case — Owner: Director of Strategy; Date: 31 July 2026',
        'Board decision — Owner: Partnership Board; Date: 24 September 2026',
        'Second evaluation — Owner: Marlowe Street; Date: 31 May 2027',
      ],
    ],
    [
      'de',
      [
        'Budget freigeben — Verantwortlich: Jana Wöllmer; Termin: 31. Juli 2026',
        'Vertrag unterzeichnen — Verantwortlich: Malte Oberhuber; Termin: 15. November 2026',
        'Preis festlegen — Verantwortlich: Esra Demirel; Termin: 30. November 2026',
      ],
    ],
    [
      'es',
      [
        'Lanzar el bono — Responsable: Marta Ibáñez; Fecha: 31 de julio de 2026',
        'Cerrar la preventa — Responsable: Lucía Ferrándiz; Fecha: 18 de mayo de 2026',
        'Negociar el alquiler — Responsable: Andrés Quiroga; Fecha: 29 de junio de 2026',
      ],
    ],
  ])('%s: each row keeps its date whole', (_language, lines) => {
    expect(readLines(lines.join('\n'), { isParagraphed: true }).map((line) => line.text)).toEqual(lines)
  })
})

// Decision 177: a tab table whose first row is a record like the rows under it, with a phrase no column's name is.
describe('readTables and a first row like the rows under it', () => {
  test.each([
    [
      'en',
      'Availability\tMicroservices and Netflix for everyone',
      'Automation\tDeployment & Management',
      'Anywhere\tContainers are portable',
    ],
    [
      'de',
      'Verfügbarkeit\tMicroservices und Netflix für alle Teams',
      'Automatisierung\tAuslieferung und Betrieb',
      'Überall\tContainer sind portabel',
    ],
    [
      'fr',
      'Disponibilité\tLes microservices de Netflix pour tous',
      'Automatisation\tDéploiement et gestion',
      'Partout\tConteneurs portables',
    ],
  ])('%s: reads it as a row, not as the names of the columns', (_language, ...lines) => {
    expect(rows(lines.join('\n'))).toEqual(lines.map((line) => ['row', line.replace('\t', ': ')]))
  })
})
