import { strToU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { parseXmlPart } from './parse-xml-part'
import { readPlainLines } from './read-paragraph-lines'

interface Run {
  text: string
  /** `a:rPr` baseline in thousandths of a percent: 30000 raised, -25000 lowered. */
  baseline?: number
  latin?: string
  sym?: string
}

function lineOf(runs: Run[]): string {
  const xml = `<p:txBody xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:bodyPr/><a:p>${runs
    .map(
      (run) =>
        `<a:r><a:rPr lang="en-US"${run.baseline === undefined ? '' : ` baseline="${run.baseline}"`}>${
          run.latin ? `<a:latin typeface="${run.latin}"/>` : ''
        }${run.sym ? `<a:sym typeface="${run.sym}"/>` : ''}</a:rPr><a:t>${run.text}</a:t></a:r>`,
    )
    .join('')}</a:p></p:txBody>`
  return readPlainLines(parseXmlPart(strToU8(xml), 'slide.xml')).join('\n')
}

describe('PPTX runs', () => {
  test.each([
    ['en', 'A table of 2', ' entries', 'A table of 2^28 entries'],
    ['de', 'Eine Tabelle mit 2', ' Einträgen', 'Eine Tabelle mit 2^28 Einträgen'],
    ['nb', 'En tabell med 2', ' oppføringer', 'En tabell med 2^28 oppføringer'],
  ])('a raised run after a number is its exponent, not more digits (%s)', (_, before, after, line) => {
    expect(lineOf([{ text: before }, { text: '28', baseline: 30000 }, { text: after }])).toBe(line)
  })

  test.each([
    ['en', 'Net margin 12%', 'Net margin 12%² (restated)'],
    ['fr', 'Marge nette 4,5', 'Marge nette 4,5² (restated)'],
    ['it', 'Ricavi 1.500', 'Ricavi 1.500² (restated)'],
  ])('a footnote mark after a figure is set apart from it (%s)', (_, before, line) => {
    expect(lineOf([{ text: before }, { text: '2', baseline: 30000 }, { text: ' (restated)' }])).toBe(line)
  })

  test('ordinal endings join their number', () => {
    expect(lineOf([{ text: 'Le 1' }, { text: 'er', baseline: 30000 }, { text: ' trimestre' }])).toBe(
      'Le 1er trimestre',
    )
  })

  test('a lowered run is a subscript', () => {
    expect(
      lineOf([
        { text: 'CO' },
        { text: '2', baseline: -25000 },
        { text: ' per x' },
        { text: 'i', baseline: -25000 },
      ]),
    ).toBe('CO₂ per xᵢ')
  })

  test('private-use characters read in the symbol font, bytes in a Symbol run as Greek', () => {
    expect(
      lineOf([
        { text: 'p ' },
        { text: '\uf0a3', sym: 'Symbol' },
        { text: ' 0.05, ' },
        { text: 'a', latin: 'Symbol' },
      ]),
    ).toBe('p ≤ 0.05, α')
    expect(lineOf([{ text: '\uf0a7', sym: 'Wingdings' }, { text: ' Ship the pilot' }])).toBe(
      '• Ship the pilot',
    )
  })
})
