import { describe, expect, test } from 'vitest'
import type { Language, SlideLine } from '../../shared'
import { bullet, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'

const cover: TestSlide = { title: 'Cover', text: 'Cover', role: 'cover' }
// Names, the same in every language; with the second part the list is too long to say whole.
const SYSTEMS = [
  'macOS 10.11+',
  'Ubuntu 14.04, 16.04',
  'CentOS 7/Oracle Linux 7/Red Hat Enterprise Linux 7',
  'Windows Server 2012 R2/2016',
  'Windows 8.1/10',
  'Docker',
]
const MORE_SYSTEMS = [
  'Debian 8.7+ (Jessie) and Debian 9 (Stretch)',
  'openSUSE 42.1 and 42.2 Leap',
  'Fedora 24, 25 and 26 Workstation',
  'Arch Linux (rolling release, community package)',
  'Kali Linux 2017.1 and newer',
  'Raspbian Stretch on ARM32 boards',
]
const sub = (text: string): SlideLine => ({ kind: 'bullet', text, level: 1 })

// Reader r-z2 fault 8 (LNS slide 62): an entry ended on "For 5 < n < 10, 17 < F < 26, note RMS errors:" and
// dropped the two definitions it announced.
describe('a lead-in ending in a colon is said with its items', () => {
  test.each<[Language, string, string, string[], string]>([
    [
      'en',
      'Simulation',
      'For 5 < n < 10 and 17 < F < 26, note RMS errors:',
      ['E_P = RMS error for restricted rounding', 'U_P = RMS error for unrestricted rounding'],
      'Compare F-bit arithmetic against 64-bit floating point in every run',
    ],
    [
      'de',
      'Simulation',
      'Für 5 < n < 10 und 17 < F < 26 gelten diese RMS-Fehler:',
      ['E_P = RMS-Fehler bei eingeschränkter Rundung', 'U_P = RMS-Fehler bei freier Rundung'],
      'Vergleich der F-Bit-Arithmetik mit 64-Bit-Gleitkomma in jedem Lauf',
    ],
    [
      'fr',
      'Simulation',
      'Pour 5 < n < 10 et 17 < F < 26, erreurs RMS :',
      ['E_P = erreur RMS de l’arrondi restreint', 'U_P = erreur RMS de l’arrondi libre'],
      'Comparaison de l’arithmétique F bits au flottant 64 bits à chaque essai',
    ],
  ])('a %s entry does not stop at the lead-in', async (language, title, lead, items, other) => {
    const lines = [paragraph(other), paragraph(lead), ...items.map(paragraph)]

    const entry = (await entriesOf([cover, { title, lines }], language))[1]!

    expect(entry).toContain(lead.replace(/\s*:$/u, ''))
    expect(entry).toContain(items[0])
    expect(entry.trim()).not.toMatch(/:\s*$/mu)
  })
})

// Reader r-z3 fault 6 (PowerShell slide 3): "Supported operating systems" kept Ubuntu and CentOS, dropped macOS,
// the first item, and never said the list went on.
describe('a list kept in part keeps its first items and says how many are left', () => {
  test.each<[Language, string, string, string[], RegExp]>([
    ['en', 'Installing the tool', 'Supported operating systems', SYSTEMS, /\(\+\d+ more\)/u],
    ['fr', 'Installer l’outil', 'Systèmes d’exploitation pris en charge', SYSTEMS, /\(\+\d+ autres\)/u],
    ['es', 'Instalar la herramienta', 'Sistemas operativos compatibles', SYSTEMS, /\(\+\d+ más\)/u],
  ])('a %s entry of a sub-list', async (language, title, head, items, note) => {
    const lines = [
      bullet('https://example.com/releases'),
      bullet(head),
      ...[...items, ...MORE_SYSTEMS].map(sub),
    ]
    // The slide's text as ingest writes it: a sub-point indented under its bullet.
    const text = lines.map(
      (line) => `${'  '.repeat(line.kind === 'bullet' ? (line.level ?? 0) : 0)}- ${line.text}`,
    )

    const entry = (await entriesOf([cover, { title, lines, text: text.join('\n') }], language))[1]!

    const all = [...items, ...MORE_SYSTEMS]
    const said = all.filter((item) => entry.includes(item))
    expect(said.length).toBeLessThan(all.length)
    expect(said).toEqual(all.slice(0, said.length))
    expect(entry).toMatch(note)
  })

  // Enron slide 27: five of sixteen degrees, picked by density, and a different five in the overall summary.
  test.each<[Language, string[], RegExp]>([
    [
      'en',
      [
        '7 PhDs in physics',
        '1 PhD in computer science',
        '2 PhDs in economics',
        '1 PhD in operations research',
        '1 PhD in earth sciences',
        '1 PhD in mathematics',
        '1 PhD in materials science',
        '2 MBAs',
      ],
      /\(\+\d+ more\)/u,
    ],
    [
      'nl',
      [
        '7 promoties in natuurkunde',
        '1 promotie in informatica',
        '2 promoties in economie',
        '1 promotie in operationeel onderzoek',
        '1 promotie in aardwetenschappen',
        '1 promotie in wiskunde',
        '1 promotie in materiaalkunde',
        '2 MBA’s',
      ],
      /\(\+\d+ meer\)/u,
    ],
    [
      'it',
      [
        '7 dottorati in fisica',
        '1 dottorato in informatica',
        '2 dottorati in economia',
        '1 dottorato in ricerca operativa',
        '1 dottorato in scienze della terra',
        '1 dottorato in matematica',
        '1 dottorato in scienza dei materiali',
        '2 MBA',
      ],
      /\(\+\d+ altri\)/u,
    ],
  ])('a %s run of tallies is said by its first lines', async (language, items, note) => {
    const lines = items.map(paragraph)

    const entry = (await entriesOf([cover, { title: 'Background', lines }], language))[1]!

    const said = items.filter((item) => entry.includes(item))
    expect(said.length).toBeGreaterThan(0)
    expect(said.length).toBeLessThan(items.length)
    expect(said).toEqual(items.slice(0, said.length))
    expect(entry).toMatch(note)
  })
})

// Reader r-z2 fault 8 (CNCF slide 56): the entry said "3 phase plan" and none of its phases.
describe('a line that announces a count says the items after it', () => {
  test.each<[Language, string, string[]]>([
    ['en', '3 phase plan', ['Consolidate the brand', 'Build velocity']],
    ['de', '3 Phasen im Plan', ['Marke festigen', 'Tempo aufbauen']],
    ['pt', '3 fases do plano', ['Consolidar a marca', 'Ganhar velocidade']],
  ])('a %s entry names the phases', async (language, announcement, items) => {
    const lines = [paragraph(announcement), ...items.map(paragraph)]

    const entry = (await entriesOf([cover, { title: 'Standards emerge', lines }], language))[1]!

    for (const item of items) expect(entry).toContain(item)
    expect(entry.indexOf(announcement)).toBeLessThan(entry.indexOf(items[0]!))
  })
})

// How-we-refactor slide 4: a chart's title that opens on a count, over the speaker's sentences, is no list.
describe('a count over sentences announces no list', () => {
  test.each<[Language, string, string[]]>([
    [
      'en',
      '4 Developers on the Same Project',
      ['But this is tool-based refactoring.', 'Without tools it is even more frequent.'],
    ],
    [
      'de',
      '4 Entwickler im selben Projekt',
      ['Aber das ist Refactoring mit Werkzeugen.', 'Ohne Werkzeuge ist es noch häufiger.'],
    ],
    [
      'pt',
      '4 programadores no mesmo projeto',
      ['Mas isto é refatoração com ferramentas.', 'Sem ferramentas é ainda mais frequente.'],
    ],
  ])('a %s entry keeps the sentences as they are', async (language, title, sentences) => {
    const lines = [paragraph(title), ...sentences.map(paragraph)]

    const entry = (await entriesOf([cover, { title: 'Refactoring is frequent', lines }], language))[1]!

    expect(entry).not.toContain(`${title}:`)
    expect(entry).not.toContain('.;')
  })
})
