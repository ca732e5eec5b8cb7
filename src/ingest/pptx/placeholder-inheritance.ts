import type { PptxPackage } from './open-pptx-package'
import { bulletSetting, type BulletDefault } from './read-paragraph-lines'
import { findChild, findChildren, findPath, type XmlElement } from './xml-element'

export interface Placeholder {
  /** `title`, `ctrTitle`, `body`, `subTitle`, `sldNum`...; `obj` when the file leaves it out. */
  type: string
  idx: string | undefined
}

/** What a placeholder on a slide takes from its layout and master when it does not say itself. */
export interface PlaceholderInheritance {
  /** Matching layout shape, then matching master shape, when found. */
  shapes: XmlElement[]
  /** The master's default paragraph styles for this kind of placeholder (`p:bodyStyle`...). */
  masterTextStyle: XmlElement | undefined
}

interface PlaceholderIndex {
  byIdx: Map<string, XmlElement>
  byType: Map<string, XmlElement>
}

const BODY_LIKE = new Set(['obj', 'body', 'subTitle'])
const TITLE_LIKE = new Set(['title', 'ctrTitle'])

export function placeholderOf(shape: XmlElement): Placeholder | undefined {
  const nonVisual =
    findChild(shape, 'p:nvSpPr') ?? findChild(shape, 'p:nvGraphicFramePr') ?? findChild(shape, 'p:nvPicPr')
  const ph = findPath(nonVisual, 'p:nvPr', 'p:ph')
  if (!ph) return undefined
  return { type: ph.attributes.type ?? 'obj', idx: ph.attributes.idx }
}

export function isTitlePlaceholder(placeholder: Placeholder | undefined): boolean {
  return placeholder !== undefined && TITLE_LIKE.has(placeholder.type)
}

/** Resolves slide placeholders against layouts and masters, indexing each shared part once per deck. */
export function createPlaceholderInheritance(
  pkg: PptxPackage,
): (slidePart: string, placeholder: Placeholder) => PlaceholderInheritance {
  const indexes = new Map<string, PlaceholderIndex>()

  function indexOf(partName: string): PlaceholderIndex | undefined {
    const cached = indexes.get(partName)
    if (cached) return cached
    const root = pkg.readSharedXml(partName)
    if (!root) return undefined
    const index: PlaceholderIndex = { byIdx: new Map(), byType: new Map() }
    for (const shape of findChildren(findPath(root, 'p:cSld', 'p:spTree'), 'p:sp')) {
      const placeholder = placeholderOf(shape)
      if (!placeholder) continue
      if (placeholder.idx !== undefined && !index.byIdx.has(placeholder.idx))
        index.byIdx.set(placeholder.idx, shape)
      if (!index.byType.has(placeholder.type)) index.byType.set(placeholder.type, shape)
    }
    indexes.set(partName, index)
    return index
  }

  return (slidePart, placeholder) => {
    const shapes: XmlElement[] = []
    const layoutPart = pkg.relationships(slidePart).find((rel) => rel.type === 'slideLayout')?.target
    const masterPart =
      layoutPart && pkg.relationships(layoutPart).find((rel) => rel.type === 'slideMaster')?.target

    const layout = layoutPart ? indexOf(layoutPart) : undefined
    const fromLayout =
      (placeholder.idx !== undefined ? layout?.byIdx.get(placeholder.idx) : undefined) ??
      layout?.byType.get(placeholder.type)
    if (fromLayout) shapes.push(fromLayout)

    const master = masterPart ? indexOf(masterPart) : undefined
    const masterType = masterPlaceholderType(placeholder.type)
    const fromMaster = master?.byType.get(masterType)
    if (fromMaster) shapes.push(fromMaster)

    const masterRoot = masterPart ? pkg.readSharedXml(masterPart) : undefined
    const styleName = TITLE_LIKE.has(placeholder.type)
      ? 'p:titleStyle'
      : BODY_LIKE.has(placeholder.type)
        ? 'p:bodyStyle'
        : 'p:otherStyle'
    return { shapes, masterTextStyle: findPath(masterRoot, 'p:txStyles', styleName) }
  }
}

function masterPlaceholderType(type: string): string {
  if (type === 'ctrTitle') return 'title'
  if (BODY_LIKE.has(type)) return 'body'
  return type
}

/**
 * Bullets by default for each level: the shape's own list style first, then the layout's and the
 * master's matching placeholder, then the master's text style for that kind of placeholder.
 */
export function bulletDefaultFor(
  shape: XmlElement,
  inheritance: PlaceholderInheritance | undefined,
): BulletDefault {
  const styles: XmlElement[] = []
  const own = findPath(shape, 'p:txBody', 'a:lstStyle')
  if (own) styles.push(own)
  for (const inherited of inheritance?.shapes ?? []) {
    const style = findPath(inherited, 'p:txBody', 'a:lstStyle')
    if (style) styles.push(style)
  }
  if (inheritance?.masterTextStyle) styles.push(inheritance.masterTextStyle)
  return (level) => {
    const levelName = `a:lvl${level + 1}pPr`
    for (const style of styles) {
      const setting = bulletSetting(findChild(style, levelName))
      if (setting !== undefined) return setting
    }
    return false
  }
}

/** A shape's frame in EMU: top-left corner and size, in the coordinates of the tree that holds it. */
export interface Frame {
  x: number
  y: number
  width: number
  height: number
}

/**
 * The shape's frame (`a:xfrm`): its own, else its layout's or master's placeholder's, the corner and
 * the size each taken from the first that states it. Undefined when no corner is known.
 */
export function frameOf(
  shape: XmlElement,
  inheritance: PlaceholderInheritance | undefined,
): Frame | undefined {
  let corner: { x: number; y: number } | undefined
  let size: { width: number; height: number } | undefined
  for (const candidate of [shape, ...(inheritance?.shapes ?? [])]) {
    const xfrm =
      findPath(candidate, 'p:spPr', 'a:xfrm') ??
      findChild(candidate, 'p:xfrm') ??
      findPath(candidate, 'p:grpSpPr', 'a:xfrm')
    if (!xfrm) continue
    const off = findChild(xfrm, 'a:off')
    const ext = findChild(xfrm, 'a:ext')
    if (!corner && off) {
      const x = Number(off.attributes.x)
      const y = Number(off.attributes.y)
      if (Number.isFinite(x) && Number.isFinite(y)) corner = { x, y }
    }
    if (!size && ext) {
      const width = Number(ext.attributes.cx)
      const height = Number(ext.attributes.cy)
      if (Number.isFinite(width) && Number.isFinite(height)) size = { width, height }
    }
    if (corner && size) break
  }
  return corner ? { ...corner, ...(size ?? { width: 0, height: 0 }) } : undefined
}
