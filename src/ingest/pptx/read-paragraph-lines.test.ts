import { strToU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { parseXmlPart } from './parse-xml-part'
import { readParagraphLines } from './read-paragraph-lines'

/** A text body of paragraphs, each at its list level with no bullet, read with no bullets by default. */
function linesOf(paragraphs: [string, number][]) {
  const xml = `<p:txBody xmlns:p="p" xmlns:a="a">${paragraphs
    .map(
      ([text, level]) => `<a:p><a:pPr lvl="${level}"><a:buNone/></a:pPr><a:r><a:t>${text}</a:t></a:r></a:p>`,
    )
    .join('')}</p:txBody>`
  return readParagraphLines(parseXmlPart(strToU8(xml), 'slide.xml'), () => false).lines
}

// Issue 24, reader r-x2 (decision 173): a heading's lines set deeper without a glyph read flat, as lines of the
// slide's own, and lost their subject ("Economical for LNS only at low precision", said of round to nearest).
describe('paragraphs indented under a heading without bullets', () => {
  test.each([
    ['en', 'Round to Nearest', 'Economical for LNS only at low precision'],
    ['es', 'Redondeo al más cercano', 'Económico solo con poca precisión'],
    ['nb', 'Avrunding til nærmeste', 'Lønnsom bare ved lav presisjon'],
  ])('are that heading’s items (%s)', (_, heading, item) => {
    expect(
      linesOf([
        [heading, 0],
        [item, 1],
        ['Restricted Faithful', 0],
      ]),
    ).toEqual([
      { kind: 'paragraph', text: heading },
      { kind: 'bullet', text: item, level: 0 },
      { kind: 'paragraph', text: 'Restricted Faithful' },
    ])
  })

  test('stay paragraphs at one level, and an item deeper under an item nests', () => {
    expect(
      linesOf([
        ['Round to Nearest', 0],
        ['p = 0', 0],
      ]),
    ).toEqual([
      { kind: 'paragraph', text: 'Round to Nearest' },
      { kind: 'paragraph', text: 'p = 0' },
    ])
    expect(
      linesOf([
        ['Options', 1],
        ['Repair the oven', 2],
        ['Spares on site', 4],
      ]),
    ).toEqual([
      { kind: 'paragraph', text: 'Options' },
      { kind: 'bullet', text: 'Repair the oven', level: 0 },
      { kind: 'bullet', text: 'Spares on site', level: 2 },
    ])
  })
})

describe('paragraphs indented without bullets that are no heading’s items', () => {
  test.each([
    ['en', 'If programmers refactor often', 'then refactoring research matters', 'According to Xing [2006]:'],
    ['de', 'Wenn Teams oft umbauen', 'dann lohnt sich Forschung', 'Laut Xing [2006]:'],
    ['pt', 'Se os programadores refatoram', 'então a pesquisa importa', 'Segundo Xing [2006]:'],
  ])('go on in lower case, or finish a lead-in (%s)', (_, sentence, rest, leadIn) => {
    expect(
      linesOf([
        [sentence, 0],
        [rest, 1],
        [leadIn, 0],
        ['Refactoring is frequent', 1],
      ]),
    ).toEqual([
      { kind: 'paragraph', text: sentence },
      { kind: 'paragraph', text: rest },
      { kind: 'paragraph', text: leadIn },
      { kind: 'paragraph', text: 'Refactoring is frequent' },
    ])
  })
})

// Issue 24, reader r-a2: an empty line typed inside a bullet ("… via Monte Carlo simulation" ↵ ↵ "Factors in
// simulation model") ends its item; joined with a space the two ran on with no stop between them.
describe('a bullet broken by an empty line', () => {
  const bulletOf = (pieces: string[]) => {
    const runs = pieces.map((piece) => (piece === '' ? '' : `<a:r><a:t>${piece}</a:t></a:r>`)).join('<a:br/>')
    const xml = `<p:txBody xmlns:p="p" xmlns:a="a"><a:p><a:pPr><a:buChar char="•"/></a:pPr>${runs}</a:p></p:txBody>`
    return readParagraphLines(parseXmlPart(strToU8(xml), 'slide.xml'), () => false).lines
  }

  test.each([
    ['en', 'Credit priced via Monte Carlo simulation', 'Factors in the simulation model'],
    ['es', 'Crédito valorado por simulación de Monte Carlo', 'Factores del modelo de simulación'],
    ['nb', 'Kreditt priset med Monte Carlo-simulering', 'Faktorer i simuleringsmodellen'],
  ])('is two items at its level (%s)', (_, first, second) => {
    expect(bulletOf([first, '', second])).toEqual([
      { kind: 'bullet', text: first, level: 0 },
      { kind: 'bullet', text: second, level: 0 },
    ])
  })

  test('a soft break with no empty line still wraps one item', () => {
    expect(bulletOf(['Enron Capital', '& Trade'])).toEqual([
      { kind: 'bullet', text: 'Enron Capital & Trade', level: 0 },
    ])
  })
})
