import { strToU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { parseXmlPart } from './parse-xml-part'
import { readTableRows } from './read-table-rows'
import { findChild } from './xml-element'

const cell = (text: string, attributes = '') =>
  `<a:tc${attributes}><a:txBody><a:bodyPr/><a:p><a:r><a:t>${text}</a:t></a:r></a:p></a:txBody><a:tcPr/></a:tc>`
const row = (...cells: string[]) => `<a:tr h="1">${cells.join('')}</a:tr>`

function readTable(...rows: string[]) {
  const xml = `<a:tbl xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main">${rows.join('')}</a:tbl>`
  const table = parseXmlPart(strToU8(xml), 'table.xml')
  return readTableRows(table.name === 'a:tbl' ? table : findChild(table, 'a:tbl')!).map((line) => line.text)
}

describe('readTableRows', () => {
  test.each([
    ['en', 'Survey of 356 students', ['Team', 'Control', 'Care'], ['North', '4', '2']],
    ['de', 'Umfrage unter 356 Schülern', ['Team', 'Kontrolle', 'Fürsorge'], ['Nord', '4', '2']],
    ['fr', 'Enquête auprès de 356 élèves', ['Équipe', 'Contrôle', 'Soin'], ['Nord', '4', '2']],
  ])('says a first row merged across the table once, as its caption (%s)', (_, caption, header, body) => {
    const merged = row(cell(caption, ' gridSpan="3"'), cell('', ' hMerge="1"'), cell('', ' hMerge="1"'))

    const lines = readTable(
      merged,
      row(...header.map((text) => cell(text))),
      row(...body.map((text) => cell(text))),
    )

    expect(lines).toEqual([
      caption,
      header.join(' | '),
      `${body[0]} — ${header[1]}: ${body[1]}; ${header[2]}: ${body[2]}`,
    ])
  })

  test('keeps a merged header over some columns as part of their names', () => {
    const lines = readTable(
      row(cell('Region'), cell('2025', ' gridSpan="2"'), cell('', ' hMerge="1"')),
      row(cell(''), cell('Plan'), cell('Actual')),
      row(cell('North'), cell('10'), cell('12')),
    )

    expect(lines.at(-1)).toBe('North — 2025 Plan: 10; 2025 Actual: 12')
  })
})
