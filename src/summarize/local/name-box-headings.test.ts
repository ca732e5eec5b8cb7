import { describe, expect, test } from 'vitest'
import { boxedBullet, boxedParagraph } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'
import { readBoxedLines } from './read-lines'

const texts = (input: { text: string; box: number }[]) =>
  readBoxedLines(input, { isParagraphed: true }).map((line) => line.text)

// Issue 24, reader r-x2 (decision 173): "Rounding Modes: Economical for LNS only at low precision (F<12)" was said
// of round to nearest only, in a box under that label beside the boxes "Restricted Faithful" and "Unrestricted
// Faithful"; read flat, the label was dropped and the line reversed the talk's point.
describe('a text box that opens on a label beside another so labelled', () => {
  test.each([
    [
      'en',
      'Round to Nearest',
      'Economical only at low precision',
      'Restricted Faithful',
      'Cuts the table size by a factor of three',
    ],
    [
      'de',
      'Runden zum Nächsten',
      'Nur bei geringer Genauigkeit günstig',
      'Treues Runden',
      'Spart ein Drittel des Speichers ein',
    ],
    [
      'fr',
      'Arrondi au plus proche',
      'Économique seulement en basse précision',
      'Arrondi fidèle',
      'Réduit la mémoire des tables par trois',
    ],
  ])('names the lines under its label (%s)', (_, label, line, other, otherLine) => {
    expect(
      texts([
        { text: label, box: 0 },
        { text: line, box: 0 },
        { text: other, box: 1 },
        { text: otherLine, box: 1 },
      ]),
    ).toEqual([`${label} — ${line}`, `${other} — ${otherLine}`])
  })

  test('names them beside a box of its label alone', () => {
    expect(
      texts([
        { text: 'Round to Nearest', box: 0 },
        { text: 'Prescribed by IEEE-754 for floating point', box: 0 },
        { text: 'Restricted Faithful', box: 1 },
      ]),
    ).toEqual(['Round to Nearest — Prescribed by IEEE-754 for floating point', 'Restricted Faithful'])
  })

  test('leaves a lone labelled box, a sentence or label the layout wrapped, and a box of labels, as they are', () => {
    expect(
      texts([
        { text: 'Key results', box: 0 },
        { text: 'Revenue grew in every region', box: 0 },
        { text: 'Costs fell by a fifth', box: 1 },
      ]),
    ).toEqual(['Key results', 'Revenue grew in every region', 'Costs fell by a fifth'])
    expect(
      texts([
        { text: 'Revenue grew strongly in', box: 0 },
        { text: 'the third quarter of the year', box: 0 },
        { text: 'Outlook', box: 1 },
        { text: 'Stable demand is expected in every region', box: 1 },
        { text: 'Risks', box: 2 },
        { text: 'Currency moves against the euro', box: 2 },
        { text: 'Logarithmic', box: 3 },
        { text: 'Representations:', box: 3 },
        { text: 'Ignore this half', box: 4 },
        { text: '(symmetrical)', box: 4 },
        { text: 'Credit Rating', box: 5 },
        { text: 'Class', box: 5 },
      ]),
    ).toEqual([
      'Revenue grew strongly in the third quarter of the year',
      'Outlook — Stable demand is expected in every region',
      'Risks — Currency moves against the euro',
      'Logarithmic',
      'Representations:',
      'Ignore this half',
      '(symmetrical)',
      'Credit Rating',
      'Class',
    ])
  })
})

// Issue 24 (decision 173): "Floating-point IEEE-754 (FP)", "Phase 2" over their own items are headings; a digit
// made them read as values, and their items were filed under the heading before.
describe('a list heading with a number of its name', () => {
  test.each([
    ['en', 'Phase 2', 'Pilot in two schools', 'Phase 3', 'Roll out to the region'],
    ['it', 'Fase 2', 'Pilota in due scuole', 'Fase 3', 'Estensione alla regione'],
    ['nl', 'Fase 2', 'Proef op twee scholen', 'Fase 3', 'Uitrol in de regio'],
  ])('names its items in a slide entry (%s)', async (language, first, item, second, other) => {
    const [entry] = await entriesOf(
      [
        {
          title: 'Plan',
          lines: [
            boxedParagraph(0, first),
            boxedBullet(0, item),
            boxedBullet(0, 'MPEG-1 decoders ready'),
            boxedParagraph(0, second),
            boxedBullet(0, other),
            boxedBullet(0, 'IEEE-754 units ready'),
          ],
        },
      ],
      language as 'en',
    )

    expect(entry).toContain(`${first} — ${item}`)
    expect(entry).toContain(`${second} — ${other}`)
  })
})

// Decision 173: a block said whole under its label ("Carrier — 1575.42 MHz (L1); 1227.60 MHz (L2)") was said
// again in part, its parallel second line joined on as the other half of a pair.
describe('a labelled block of parallel lines', () => {
  test.each([
    ['en', 'Carrier', 'Code', 'frequency', 'rate'],
    ['de', 'Träger', 'Code', 'Frequenz', 'Rate'],
    ['fr', 'Porteuse', 'Code', 'fréquence', 'débit'],
  ])('is said once, its label first (%s)', async (language, carrier, code, frequency, rate) => {
    const [entry] = await entriesOf(
      [
        {
          title: 'GPS',
          lines: [
            boxedParagraph(0, carrier),
            boxedParagraph(0, `L1 ${frequency} 1575.42 MHz`),
            boxedParagraph(0, `L2 ${frequency} 1227.60 MHz`),
            boxedParagraph(1, code),
            boxedParagraph(1, `C/A ${rate} 1.023 Mcps`),
          ],
        },
      ],
      language as 'en',
    )

    expect(entry).toContain(`${carrier} — L1 ${frequency} 1575.42 MHz; L2 ${frequency} 1227.60 MHz`)
    expect(entry!.split('1227.60').length).toBe(2)
  })
})
