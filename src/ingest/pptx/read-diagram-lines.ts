import type { PptxPackage } from './open-pptx-package'
import { readPlainLines } from './read-paragraph-lines'
import { findChild, findChildren } from './xml-element'

/** Point types that hold connector or presentation data rather than the user's words. */
const NON_TEXT_POINTS = new Set(['parTrans', 'sibTrans', 'pres'])

/**
 * SmartArt keeps its words in the diagram data part (`dgm:dataModel`), not in the slide: one line
 * per paragraph of each content point, in the data model's order.
 */
export function readDiagramLines(pkg: PptxPackage, dataPart: string): string[] {
  const root = pkg.readXml(dataPart)
  const lines: string[] = []
  for (const point of findChildren(findChild(root, 'dgm:ptLst'), 'dgm:pt')) {
    if (NON_TEXT_POINTS.has(point.attributes.type ?? 'node')) continue
    lines.push(...readPlainLines(findChild(point, 'dgm:t')))
  }
  return lines
}
