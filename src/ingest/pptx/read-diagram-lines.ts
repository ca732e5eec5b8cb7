import type { SlideLine } from '../../shared'
import type { PptxPackage } from './open-pptx-package'
import { readPlainLines } from './read-paragraph-lines'
import { findChild, findChildren } from './xml-element'

/** Point types that hold connector or presentation data rather than the user's words. */
const NON_TEXT_POINTS = new Set(['parTrans', 'sibTrans', 'pres'])

interface Point {
  type: string
  text: string
}

/**
 * SmartArt keeps its words in the diagram data part (`dgm:dataModel`), not in the slide. The diagram's
 * order is its tree: the `parOf` connections from the document point, each parent's children by
 * `srcOrd` (a timeline's years, each with its tasks under it). Each point's words are one `bullet` at
 * its depth; points no connection reaches follow in the data model's order.
 */
export function readDiagramLines(pkg: PptxPackage, dataPart: string): SlideLine[] {
  const root = pkg.readXml(dataPart)
  const points = new Map<string, Point>()
  const order: string[] = []
  for (const point of findChildren(findChild(root, 'dgm:ptLst'), 'dgm:pt')) {
    const id = point.attributes.modelId ?? ''
    const type = point.attributes.type ?? 'node'
    if (NON_TEXT_POINTS.has(type) || points.has(id)) continue
    points.set(id, { type, text: readPlainLines(findChild(point, 'dgm:t')).join(' ') })
    order.push(id)
  }

  const children = new Map<string, { id: string; position: number }[]>()
  for (const connection of findChildren(findChild(root, 'dgm:cxnLst'), 'dgm:cxn')) {
    const type = connection.attributes.type ?? 'parOf'
    if (type !== 'parOf') continue
    const source = connection.attributes.srcId ?? ''
    const list = children.get(source) ?? []
    list.push({ id: connection.attributes.destId ?? '', position: Number(connection.attributes.srcOrd ?? 0) })
    children.set(source, list)
  }

  const lines: SlideLine[] = []
  const seen = new Set<string>()
  const visit = (id: string, depth: number): void => {
    if (seen.has(id)) return
    seen.add(id)
    const point = points.get(id)
    const text = point?.text ?? ''
    if (text !== '' && point?.type !== 'doc') lines.push({ kind: 'bullet', text, level: Math.max(depth, 0) })
    const kids = (children.get(id) ?? []).slice().sort((a, b) => a.position - b.position)
    for (const kid of kids) visit(kid.id, depth + 1)
  }
  for (const id of order) if (points.get(id)?.type === 'doc') visit(id, -1)
  for (const id of order) visit(id, 0)
  return lines
}
