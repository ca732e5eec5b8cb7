import { describe, expect, test } from 'vitest'
import type { Language, SlideLine } from '../../shared'
import { bullet, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { derivedFigures } from '../derived-figures'
import { canonicalFigure, extractFigures } from '../figures'
import { compareAlternatives } from './compare-alternatives'
import { contentUnits } from './test-support/content-units'

// Decision 190: sibling groups under headings naming alternatives, each stating the same measure with its unit,
// are one comparison: each alternative with its figures, and the multiple a reader computes between them.

const compare = (slides: TestSlide[], language: Language) => {
  const { units, roles } = contentUnits(slides, language)
  return compareAlternatives(units, roles, language)
}

// Each alternative a bullet over one deeper bullet stating its figure.
const nested = (...pairs: [string, string][]): SlideLine[] =>
  pairs.flatMap(([heading, item]) => [
    { kind: 'bullet', text: heading, level: 0 },
    { kind: 'bullet', text: item, level: 1 },
  ])

const groups = (...blocks: [string, ...string[]][]): SlideLine[] =>
  blocks.flatMap(([heading, ...items]) => [paragraph(heading), ...items.map(bullet)])

describe('compareAlternatives', () => {
  test.each<[Language, string, SlideLine[], string, string]>([
    [
      'en',
      'Storage tiers',
      groups(
        ['Standard Disk', 'Reliable storage for any size', 'Maximum 500 IOPS, 60 MB per second per disk'],
        ['Premium Disk', 'Low latency', 'Maximum 5000 IOPS, 200 MB per second per disk'],
      ),
      'Storage tiers: Standard Disk 500 IOPS, 60 MB per second; Premium Disk 5000 IOPS, 200 MB per second — Premium Disk has 10× the IOPS and 3.3× the MB per second of Standard Disk',
      'Premium Disk (5000 IOPS) against Standard Disk (500 IOPS): what does Premium Disk cost beside Standard Disk, and when does each apply?',
    ],
    [
      'de',
      'Speicherklassen',
      groups(
        ['Standardspeicher', 'Höchstens 400 IOPS und 50 MB pro Sekunde je Platte'],
        ['Premiumspeicher', 'Höchstens 2400 IOPS und 150 MB pro Sekunde je Platte'],
      ),
      'Speicherklassen: Standardspeicher 400 IOPS, 50 MB pro Sekunde; Premiumspeicher 2400 IOPS, 150 MB pro Sekunde — Premiumspeicher hat das 6-Fache an IOPS und das 3-Fache an MB pro Sekunde von Standardspeicher',
      'Premiumspeicher (2400 IOPS) gegenüber Standardspeicher (400 IOPS): Was kostet Premiumspeicher mehr als Standardspeicher, und wann gilt welches?',
    ],
    [
      // One measure only: a latency in ms; the multiple is stated from the higher figure.
      'fr',
      'Offres réseau',
      groups(['Offre de base', 'Latence moyenne de 40 ms'], ['Offre dédiée', 'Latence moyenne de 8 ms']),
      'Offres réseau: Offre de base 40 ms; Offre dédiée 8 ms — Offre de base offre 5× plus de ms que Offre dédiée',
      'Offre de base (40 ms) contre Offre dédiée (8 ms) : que coûte Offre de base de plus que Offre dédiée, et quand choisir l’un ou l’autre ?',
    ],
  ])(
    'states each alternative with its figures and the multiple between them (%s)',
    (language, title, lines, text, question) => {
      const [insight] = compare([{ title, lines }], language)

      expect(insight?.text).toBe(text)
      expect(insight?.question).toBe(question)
      expect(insight?.slides).toEqual([1])
    },
  )

  test.each<[Language, SlideLine[], string]>([
    [
      'it',
      nested(['Server standard', 'Avvio in 90 s'], ['Server veloce', 'Avvio in 20 s']),
      'Server: Server standard 90 s; Server veloce 20 s — Server standard ha 4,5× più s di Server veloce',
    ],
    [
      'nb',
      nested(['Liten maskin', 'Opptil 4 GB minne'], ['Stor maskin', 'Opptil 64 GB minne']),
      'Server: Liten maskin 4 GB; Stor maskin 64 GB — Stor maskin har 16× så mye GB som Liten maskin',
    ],
  ])('reads a bullet over deeper bullets as an alternative (%s)', (language, lines, text) => {
    const [insight] = compare([{ title: 'Server', lines }], language)

    expect(insight?.text).toBe(text)
  })

  test('records the compared figures as inputs, so the faithfulness check redoes the multiple', () => {
    const [insight] = compare(
      [
        {
          title: 'Storage tiers',
          lines: groups(
            ['Standard Disk', 'Maximum 500 IOPS, 60 MB/s'],
            ['Premium Disk', 'Maximum 5000 IOPS, 200 MB/s'],
          ),
        },
      ],
      'en',
    )
    const known = new Set(insight!.inputs.flatMap(extractFigures).map(canonicalFigure))

    const derived = derivedFigures(insight!.text, known)

    expect(insight!.derived).toEqual(['10', '3.3'])
    expect([...derived].sort()).toEqual(['10', '3.3'])
  })

  test.each<[Language, SlideLine[]]>([
    // Figures of two different measures under the two headings: nothing in common to compare.
    ['en', groups(['Standard Disk', 'Maximum 500 IOPS'], ['Premium Disk', 'Up to 200 MB/s throughput'])],
    // The same figure under each heading: the alternatives do not differ on it.
    ['es', groups(['Plan básico', 'Hasta 100 GB por cuenta'], ['Plan avanzado', 'Hasta 100 GB por cuenta'])],
    // One heading only: a list of features, no alternatives.
    ['it', groups(['Disco premium', 'Fino a 5000 IOPS', 'Fino a 200 MB al secondo'])],
    // Money written with its currency code is left to the money comparisons.
    ['pt', groups(['Plano base', 'Custa 500 EUR por mês'], ['Plano pro', 'Custa 900 EUR por mês'])],
    // A size written with a spaced "x" ("8 x 8") is no multiple.
    ['de', groups(['Kleines Raster', 'Zellen von 8 x 8'], ['Großes Raster', 'Zellen von 32 x 32'])],
    // Headings that are statements, over money: left to the money comparisons.
    ['nl', groups(['Kosten dalen.', 'Nu € 500 per maand'], ['Omzet stijgt.', 'Nu € 900 per maand'])],
  ])('says nothing where the groups share no differing measure (%s)', (language, lines) => {
    expect(compare([{ title: 'Slide', lines }], language)).toEqual([])
  })
})
