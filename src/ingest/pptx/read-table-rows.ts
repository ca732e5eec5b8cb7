import { readPlainLines } from './read-paragraph-lines'
import { findChild, findChildren, type XmlElement } from './xml-element'

/** One line per table row, cells joined with ' | '; a cell covered by a horizontal merge is left out. */
export function readTableRows(table: XmlElement): string[] {
  const lines: string[] = []
  for (const row of findChildren(table, 'a:tr')) {
    const cells: string[] = []
    for (const cell of findChildren(row, 'a:tc')) {
      if (cell.attributes.hMerge === '1' || cell.attributes.hMerge === 'true') continue
      cells.push(readPlainLines(findChild(cell, 'a:txBody')).join(' '))
    }
    if (cells.some((cell) => cell !== '')) lines.push(cells.join(' | '))
  }
  return lines
}
