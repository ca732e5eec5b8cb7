import type { Relationship, PptxPackage } from './open-pptx-package'
import {
  bulletDefaultFor,
  isTitlePlaceholder,
  offsetOf,
  placeholderOf,
  type PlaceholderInheritance,
  type Placeholder,
} from './placeholder-inheritance'
import { readChartLines } from './read-chart-lines'
import { readDiagramLines } from './read-diagram-lines'
import { readParagraphLines, readPlainLines } from './read-paragraph-lines'
import { readTableRows } from './read-table-rows'
import { findChild, findPath, relationshipAttribute, type XmlElement } from './xml-element'

export interface ShapeTreeContext {
  pkg: PptxPackage
  /** The part whose relationships the shapes' r:id attributes point into. */
  part: string
  relationships: Relationship[]
  inherit: (part: string, placeholder: Placeholder) => PlaceholderInheritance
  /** Where warnings say the problem is, e.g. "Slide 3". */
  label: string
  warnings: string[]
}

/** The words of a shape tree: the title placeholder's text and the body lines in reading position. */
export interface ShapeTreeText {
  title: string
  lines: string[]
}

interface Block {
  x: number
  y: number
  title: string
  lines: string[]
}

/** Footer, date and slide-number placeholders repeat on every slide and say nothing about it. */
const PAGE_FURNITURE = new Set(['sldNum', 'dt', 'ftr', 'hdr', 'sldImg'])

/** Shapes whose position cannot be found read after the placed ones, in z-order. */
const UNPLACED = { x: Number.MAX_SAFE_INTEGER, y: Number.MAX_SAFE_INTEGER }

/**
 * Reads a `p:spTree` (or a `p:grpSp`). The file lists shapes in z-order, which is not reading order,
 * so shapes are ordered by their top-left corner: top to bottom, then left to right.
 */
export function readShapeTree(tree: XmlElement, context: ShapeTreeContext): ShapeTreeText {
  const { title, lines } = mergeBlocks(readBlocks(tree, context), undefined)
  return { title, lines }
}

function readBlocks(tree: XmlElement, context: ShapeTreeContext): Block[] {
  const blocks: Block[] = []
  for (const child of tree.children) {
    if (typeof child === 'string') continue
    const block = readBlock(child, context)
    if (block && (block.title !== '' || block.lines.length > 0)) blocks.push(block)
  }
  // Array.prototype.sort is stable: shapes at one position keep their z-order.
  return blocks.sort((a, b) => a.y - b.y || a.x - b.x)
}

function readBlock(element: XmlElement, context: ShapeTreeContext): Block | undefined {
  switch (element.name) {
    case 'p:sp':
      return readShape(element, context)
    case 'p:grpSp':
      return mergeBlocks(readBlocks(element, context), offsetOf(element, undefined))
    case 'p:graphicFrame':
      return {
        ...(offsetOf(element, undefined) ?? UNPLACED),
        title: '',
        lines: readGraphicFrame(element, context),
      }
    case 'mc:AlternateContent':
      // Choice and Fallback hold the same content twice; read the first branch that yields anything.
      for (const branch of element.children) {
        if (typeof branch === 'string') continue
        const inner = readBlocks(branch, context)
        if (inner.length > 0) return mergeBlocks(inner, undefined)
      }
      return undefined
    default:
      return undefined
  }
}

/** Groups read as one block at the group's place, their own shapes in reading order inside. */
function mergeBlocks(inner: Block[], position: { x: number; y: number } | undefined): Block {
  const place = position ?? inner[0] ?? UNPLACED
  return {
    x: place.x,
    y: place.y,
    title: inner.find((block) => block.title !== '')?.title ?? '',
    lines: inner.flatMap((block) => block.lines),
  }
}

function readShape(shape: XmlElement, context: ShapeTreeContext): Block | undefined {
  const placeholder = placeholderOf(shape)
  if (placeholder && PAGE_FURNITURE.has(placeholder.type)) return undefined
  const inheritance = placeholder ? context.inherit(context.part, placeholder) : undefined
  const position = offsetOf(shape, inheritance) ?? UNPLACED
  const body = findChild(shape, 'p:txBody')
  if (isTitlePlaceholder(placeholder)) {
    const title = readPlainLines(body).join(' ')
    return { ...position, title, lines: [] }
  }
  return { ...position, title: '', lines: readParagraphLines(body, bulletDefaultFor(shape, inheritance)) }
}

function readGraphicFrame(frame: XmlElement, context: ShapeTreeContext): string[] {
  const data = findPath(frame, 'a:graphic', 'a:graphicData')
  if (!data) return []
  // The URI's last segment names the kind; Transitional (.../drawingml/2006/table) and Strict
  // (http://purl.oclc.org/ooxml/drawingml/table) files differ only before it.
  const uri = data.attributes.uri ?? ''
  switch (uri.slice(uri.lastIndexOf('/') + 1)) {
    case 'table': {
      const table = findChild(data, 'a:tbl')
      return table ? readTableRows(table) : []
    }
    case 'chart':
      return readRelatedPart(relationshipAttribute(findChild(data, 'c:chart'), 'id'), context, readChartLines)
    case 'diagram':
      return readRelatedPart(
        relationshipAttribute(findChild(data, 'dgm:relIds'), 'dm'),
        context,
        readDiagramLines,
      )
    default:
      return []
  }
}

function readRelatedPart(
  relationshipId: string | undefined,
  context: ShapeTreeContext,
  read: (pkg: PptxPackage, part: string) => string[],
): string[] {
  if (!relationshipId) return []
  const target = context.relationships.find((rel) => rel.id === relationshipId)?.target
  if (!target || !context.pkg.zip.has(target)) {
    context.warnings.push(
      `${context.label}: a chart or diagram is missing from the file; its text is left out.`,
    )
    return []
  }
  return read(context.pkg, target)
}
