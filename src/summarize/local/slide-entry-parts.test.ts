import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { readLines } from './read-lines'
import { entriesOf } from './test-support/entries-of'

const bullets = (entry: string) => entry.split('\n').filter((line) => line.startsWith('- '))

// Issue 24, item 1 (reader r24): a line of parts joined by "·" (a cover's dateline, a site's details) stood cut
// to its first parts, or glued to the tagline above it as if it finished that sentence.
describe('lines of parts in slide entries', () => {
  test.each<[Language, string, string]>([
    [
      'en',
      'Booking software that gives small dental practices their mornings back',
      'Seed round · Leeds · June 2027',
    ],
    [
      'de',
      'Software, die kleinen Zahnarztpraxen ihre Vormittage wieder zurückgibt',
      'Seed-Runde · Leipzig · Juni 2027',
    ],
    [
      'pt',
      'Software que devolve às pequenas clínicas dentárias as suas manhãs livres',
      'Ronda seed · Braga · junho 2027',
    ],
  ])(
    'a %s cover says its tagline and its whole dateline, each as its own line',
    async (language, tagline, dateline) => {
      const [cover] = await entriesOf(
        [{ title: 'Molarly', text: `${tagline}\n${dateline}`, role: 'cover' }],
        language,
      )

      expect(bullets(cover!)).toEqual([`- ${tagline}`, `- ${dateline}`])
      expect(readLines(`${tagline}\n${dateline}`).map((line) => line.text)).toEqual([tagline, dateline])
    },
  )

  test.each<[Language, string, string]>([
    ['en', 'Leeds site', 'Headingley · 980 m² · 140 desks · opens 3 March 2027'],
    ['fr', 'Site de Lyon', 'Confluence · 980 m² · 140 postes · ouverture le 3 mars 2027'],
    ['nl', 'Locatie Utrecht', 'Leidsche Rijn · 980 m² · 140 werkplekken · open op 3 maart 2027'],
  ])('a %s slide whose point is a line of parts keeps every part', async (language, title, line) => {
    const entries = await entriesOf(
      [
        { title: 'Deck', text: 'Cover', role: 'cover' },
        { title, text: `${line}\nA second floor may follow later.` },
      ],
      language,
    )

    expect(entries[1]).toContain(line)
  })
})

// Issue 24, items 1 and 7 (reader r24): a comparison slide's entry kept its first bullets, so it said only the
// first column ("Risks") and none of the second ("Mitigation").
describe('two-column comparisons in slide entries', () => {
  test.each<[Language, string, string[], string, string[]]>([
    [
      'en',
      'Risks',
      [
        'Dentist shortage: 9 posts open',
        'Founder leaves within 2 years',
        'Integration of 6 practices a year',
        'Price rules for 3 treatments',
        'Staff turnover of 18 %',
      ],
      'Mitigation',
      ['Own training academy', 'Founder stays as chief executive', 'Dedicated integration team'],
    ],
    [
      'es',
      'Riesgos',
      [
        'Falta de dentistas: 9 vacantes abiertas',
        'Salida del fundador en 2 años',
        'Integración de 6 clínicas al año',
        'Regulación de precios en 3 tratamientos',
        'Rotación del personal del 18 %',
      ],
      'Mitigación',
      [
        'Academia de formación propia',
        'El fundador sigue como consejero delegado',
        'Equipo de integración fijo',
      ],
    ],
    [
      'it',
      'Rischi',
      [
        'Carenza di dentisti: 9 posti aperti',
        'Uscita del fondatore entro 2 anni',
        'Integrazione di 6 studi all’anno',
        'Regole sui prezzi per 3 trattamenti',
        'Turnover del personale del 18 %',
      ],
      'Mitigazione',
      [
        'Accademia di formazione interna',
        'Il fondatore resta amministratore delegato',
        'Squadra di integrazione dedicata',
      ],
    ],
  ])(
    'a %s comparison slide says items of both columns, within five bullets',
    async (language, left, leftItems, right, rightItems) => {
      const text = [
        left,
        ...leftItems.map((item) => `- ${item}`),
        right,
        ...rightItems.map((item) => `- ${item}`),
      ]
      const entries = await entriesOf(
        [
          { title: 'Deck', text: 'Cover', role: 'cover' },
          { title: `${left} / ${right}`, text: text.join('\n') },
        ],
        language,
      )

      const lines = bullets(entries[1]!)
      expect(lines.length).toBeGreaterThanOrEqual(2)
      expect(lines.length).toBeLessThanOrEqual(5)
      // Each column under its heading, with every item (decision 114): a few items of each say half the comparison.
      expect(lines.filter((line) => line.startsWith(`- ${left} — `)).length).toBeGreaterThanOrEqual(1)
      expect(lines.filter((line) => line.startsWith(`- ${right} — `)).length).toBeGreaterThanOrEqual(1)
      for (const item of [...leftItems, ...rightItems]) expect(entries[1]).toContain(item)
      // In slide order: the first column's items, then the second's.
      expect(lines.findIndex((line) => line.startsWith(`- ${right} — `))).toBeGreaterThan(
        lines.findLastIndex((line) => line.startsWith(`- ${left} — `)),
      )
    },
  )
})
