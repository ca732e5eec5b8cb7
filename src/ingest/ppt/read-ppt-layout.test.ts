import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { parseDocument } from '../parse-document'
import { readPpt } from './read-ppt'

const shared = path.resolve(import.meta.dirname, '../../../../shared')
const read = (file: string) => readPpt(new Uint8Array(readFileSync(path.join(shared, file))))

describe('readPpt places shapes by their anchors', () => {
  test('the Enron approval form pairs each label with the value on its row (slide 11)', async () => {
    const deck = await read('corpus/ppt/enron-risk-assessment.ppt')
    const stats = deck.slides[10]?.lines?.filter((line) => line.kind === 'stat').map((line) => line.text)

    expect(stats).toEqual(
      expect.arrayContaining([
        'RAC CAPITAL PRICE: 17.00%',
        'Capital Commitment: $140,000',
        'Weighted Average Life (yrs.): 19.00',
        'Bid Bond Amount: $10,000',
        'Risk free rate (%): 5.50',
        'Country Premium (%): 3.50',
        'Total NPV: 66,169',
      ]),
    )
    expect(stats).not.toContain('RAC CAPITAL PRICE: 18.50%')
  })

  test('stat cards of an evaluation deck saved as .ppt keep value and label together', async () => {
    const deck = await read('eval/decks/en-series-a-pitch-vetlark.ppt')

    expect(deck.slides[4]?.text.split('\n').slice(0, 4)).toEqual([
      'Annual recurring revenue: $3.4M (2.4x year on year)',
      'Paying clinics: 418 (+177 in 12 months)',
      'Net revenue retention: 128% (trailing 12 months)',
      'Gross margin: 76% (software and payments)',
    ])
  })

  test('the slide roles of a .ppt deck: cover, agenda, divider and closing', async () => {
    const document = await parseDocument(
      new Uint8Array(readFileSync(path.join(shared, 'eval/decks/en-series-a-pitch-vetlark.ppt'))),
    )
    const roles = document.slides.map((slide) => slide.role)

    expect(roles[0]).toBe('cover')
    expect(roles[1]).toBe('agenda')
    expect(roles[8]).toBe('divider')
    expect(roles[14]).toBe('closing')
    expect(document.slides[1]?.lines.filter((line) => line.kind === 'agenda')).toHaveLength(5)
  })

  test('a chart embedded by LibreOffice gives its points from the chart package, in the label number format', async () => {
    const deck = await read('eval/decks/en-monthly-ops-review-wrenfield.ppt')
    const points = deck.slides[4]?.lines
      ?.filter((line) => line.kind === 'chart-point')
      .map((line) => line.text)

    expect(points?.slice(0, 2)).toEqual([
      'Line 1 Tin bread — Plan: 1,020',
      'Line 1 Tin bread — Actual: 1,041',
    ])
    expect(points).toHaveLength(8)
  })

  test('an automatically numbered agenda keeps its numbers, as the same deck in PPTX does', async () => {
    const deck = await read('eval/decks/en-monthly-ops-review-wrenfield.ppt')

    expect(deck.slides[1]?.text.split('\n').slice(0, 2)).toEqual([
      '1. October at a glance',
      '2. Plan versus actual',
    ])
  })

  test('chart values follow the deck number style (Dutch decimal comma)', async () => {
    const deck = await read('eval/decks/nl-investment-memo-kompas.ppt')

    expect(deck.slides[5]?.text.split('\n')).toContain('2022 — Omzet: 24,9')
  })
})
