import type { Language } from '../../shared'
import { upperFirst } from '../text/first-letter'
import type { Passage } from './collect-passages'
import { leftOutRows, rowToFold } from './keep-first-in-entry'
import type { Pick } from './pick-for-slides'

/**
 * A table said in part says the rows it leaves out (with their figures) in a bullet of their own, where the
 * first of them stands: after a kept row's figures, a bare label read as if it shared them (reader r-p3,
 * Kompas' founders beside the fund's 31,0). At the bullet limit, a kept row (the smallest, see rowToFold)
 * gives its bullet to the fold, which says it compactly; where none can (each says more), the fold goes.
 * `picks` is changed in place (moved out of pick-for-slides.ts, unchanged, to keep that module under 400 lines).
 */
export function sayLeftOutRows(
  picks: Pick[],
  rest: number[],
  point: number | undefined,
  first: number[],
  maxBullets: number,
  passages: Passage[],
  language: Language,
): void {
  const rows = rest.filter((index) => passages[index]!.table === 'row')
  const isCut = (index: number) => !picks.some((pick) => pick.index === index)
  // In the order the entry picked them: where rows cannot be compared, the one picked last gives its bullet.
  // A bottom-line row gives its bullet only when every other kept row is one: the entry stays within its bullets.
  const keptRows = picks.map((pick) => pick.index).filter((index) => rows.includes(index) && index !== point)
  const ordinary = keptRows.filter((index) => !first.includes(index))
  const foldable = ordinary.length > 0 ? ordinary : keptRows
  const isFull = picks.length >= maxBullets && rows.filter((index) => !isCut(index)).length > 1
  const fold = isFull ? rowToFold(foldable, rows.filter(isCut), passages, language) : undefined
  const at = picks.findIndex((pick) => pick.index === fold)
  if (at >= 0) picks.splice(at, 1)
  const kept = new Set(picks.map((pick) => pick.index))
  const leftOut = leftOutRows(rows, kept, passages, language)
  const firstLeft = rows.find(isCut)
  if (leftOut !== undefined && firstLeft !== undefined && (picks.length < maxBullets || at >= 0))
    picks.push({ passage: passages[firstLeft]!, index: firstLeft, text: upperFirst(leftOut) })
}
