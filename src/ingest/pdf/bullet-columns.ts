import { LIST_GLYPHS, pieceLine, piecesOf, type Line } from './page-line'

/** A glyph only a list uses: dashes, a minus or an asterisk in a row may be a formula's. */
const LIST_GLYPH = new RegExp(`^[${LIST_GLYPHS}]`, 'u')

/**
 * Bulleted lists set side by side ("• Atos      • Edgescan      • Purpletalk") are lists, not the rows of
 * a table: from a line of two or more bulleted pieces on, while every piece of a line stays inside one
 * of those columns, the pieces are read column by column, each list top to bottom.
 */
export function readBulletColumns(lines: Line[]): Line[] {
  if (!lines.some(isBulletRow)) return lines
  const out: Line[] = []
  const pageLeft = Math.min(...lines.map((line) => line.left))
  let index = 0
  while (index < lines.length) {
    const line = lines[index]!
    if (!isBulletRow(line)) {
      out.push(line)
      index++
      continue
    }
    const lefts = piecesOf(line).map((runs) => runs[0]!.x)
    const columns: Line[][] = lefts.map(() => [])
    for (; index < lines.length; index++) {
      const placed = placeInColumns(lines[index]!, lefts, pageLeft)
      if (!placed) break
      placed.forEach(([column, piece]) => columns[column]!.push(piece))
    }
    out.push(...columns.flat())
  }
  return out
}

/** Two or more pieces, most of them bulleted: a list's item may wrap to the top of the next column. */
function isBulletRow(line: Line): boolean {
  const pieces = piecesOf(line)
  const bulleted = pieces.filter((runs) => runs.length > 1 && LIST_GLYPH.test(runs[0]!.text.trim())).length
  return bulleted >= 2 && bulleted * 2 >= pieces.length
}

/** Each piece of the line with the column it stands in, or undefined when one reaches across a gutter. */
function placeInColumns(line: Line, lefts: number[], pageLeft: number): [number, Line][] | undefined {
  const placed: [number, Line][] = []
  for (const runs of piecesOf(line)) {
    const left = runs[0]!.x
    const right = Math.max(...runs.map((run) => run.x + run.width))
    const slack = runs[0]!.height
    let column = -1
    for (let at = 0; at < lefts.length; at++) if (lefts[at]! <= left + slack) column = at
    const next = lefts[column + 1]
    if (column < 0 || (next !== undefined && right > next)) return undefined
    // Words without a bullet go on an item, under its words; at the bullets' edge they follow the lists.
    if (!LIST_GLYPH.test(runs[0]!.text.trim()) && left < lefts[column]! + slack * 0.3) return undefined
    placed.push([column, { ...pieceLine(runs, line), shift: lefts[column]! - Math.min(lefts[0]!, pageLeft) }])
  }
  return placed
}
