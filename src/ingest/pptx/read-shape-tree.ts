import type { SlideLine, SlideVisual } from '../../shared'
import { cleanAltText } from '../clean-alt-text'
import { arrangeTextBoxes, findHeadingBox, joinConnectedBoxes, type Segment, type TextBox } from '../layout'
import type { NumberStyle } from './format-chart-number'
import type { Relationship, PptxPackage } from './open-pptx-package'
import {
  bulletDefaultFor,
  frameOf,
  isTitlePlaceholder,
  placeholderOf,
  type Frame,
  type PlaceholderInheritance,
  type Placeholder,
} from './placeholder-inheritance'
import { readChartLines, type ChartValue } from './read-chart-lines'
import { readDiagramLines } from './read-diagram-lines'
import { readLineSegment } from './read-line-segment'
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
  /** How chart values are written until the deck's own number style is known; see `readChartLines`. */
  numberStyle: NumberStyle
  chartValues: ChartValue[]
  /** The slide's height (EMU), when the presentation gives it: a heading box starts in its upper part. */
  slideHeight?: number
}

/** The words of a shape tree: the title placeholder's text and the typed body lines in reading order. */
export interface ShapeTreeText {
  title: string
  lines: SlideLine[]
  /** Pictures, and charts or diagrams without words, in z-order. */
  visuals: SlideVisual[]
}

/** Maps a frame in a group's child coordinates to the slide's. */
type Transform = (frame: Frame) => Frame

/** Footer, date and slide-number placeholders repeat on every slide and say nothing about it. */
const PAGE_FURNITURE = new Set(['sldNum', 'dt', 'ftr', 'hdr', 'sldImg'])

/** Shapes whose position cannot be found read after the placed ones, in z-order. */
const UNPLACED: Frame = { x: Number.MAX_SAFE_INTEGER, y: Number.MAX_SAFE_INTEGER, width: 0, height: 0 }

const IDENTITY: Transform = (frame) => frame

interface Collected {
  boxes: TextBox[]
  titles: { frame: Frame; text: string }[]
  /** Boxes of plain text shapes (no placeholder): those that may head a slide without a title placeholder. */
  plain: Set<TextBox>
  visuals: SlideVisual[]
  /** Every text shape's own box, groups opened: the boxes drawn lines may join. */
  leaves: { shape: XmlElement; box: TextBox }[]
  /** Lines and straight connectors drawn on the slide. */
  segments: Segment[]
  /** Shapes already said by the lines joining them, left out of the layout. */
  skip: ReadonlySet<XmlElement>
}

const emptyCollected = (skip: ReadonlySet<XmlElement> = new Set()): Collected => ({
  boxes: [],
  titles: [],
  plain: new Set(),
  visuals: [],
  leaves: [],
  segments: [],
  skip,
})

/**
 * Reads a `p:spTree`. Every text shape, table, chart and diagram becomes a box at its place on the
 * slide: its own frame or the one its layout or master placeholder gives it, mapped through the
 * transforms of the groups around it (`a:chOff`/`a:chExt` to `a:off`/`a:ext`); a group of several
 * boxes is arranged on its own and reads as one box. The layout module then pairs figures with their
 * labels and orders the rest by position (the file lists shapes in z-order, which is not reading order).
 */
export function readShapeTree(tree: XmlElement, context: ShapeTreeContext): ShapeTreeText {
  const collected = collectJoined(tree, context)
  const { visuals } = collected
  const title = collected.titles
    .slice()
    .sort((a, b) => a.frame.y - b.frame.y || a.frame.x - b.frame.x)
    .map((entry) => entry.text)
    .find((text) => text !== '')
  if (title !== undefined) return { title, lines: arrangeTextBoxes(collected.boxes), visuals }
  // No title placeholder with words: a plain text box that reads as the heading is the title.
  const heading = findHeadingBox(collected.boxes, {
    ...(context.slideHeight ? { slideHeight: context.slideHeight } : {}),
    eligible: (box) => collected.plain.has(box),
  })
  if (!heading) return { title: '', lines: arrangeTextBoxes(collected.boxes), visuals }
  return {
    title: heading.text.trim(),
    lines: arrangeTextBoxes(collected.boxes.filter((box) => box !== heading)),
    visuals,
  }
}

/**
 * The tree's boxes, where drawn lines join boxes two by two (a mapping of levels to policies), with the boxes
 * they join said as the lines do, one row a box and the boxes it reaches (`joinConnectedBoxes`), in the place of
 * those boxes, read again without them: grouped or not, they pair by the lines, never by rows nor as a list.
 */
function collectJoined(tree: XmlElement, context: ShapeTreeContext): Collected {
  const first = emptyCollected()
  collect(tree, context, IDENTITY, first)
  const { rows, linked } = joinConnectedBoxes(
    first.leaves.map((leaf) => leaf.box),
    first.segments,
  )
  if (rows.length === 0) return first
  const joined = emptyCollected(
    new Set(first.leaves.filter((leaf) => linked.has(leaf.box)).map((leaf) => leaf.shape)),
  )
  collect(tree, context, IDENTITY, joined)
  joined.boxes.push(boxOf(boundsOf([...linked]), rows))
  return joined
}

function collect(tree: XmlElement, context: ShapeTreeContext, transform: Transform, out: Collected): void {
  for (const child of tree.children) {
    if (typeof child !== 'string') collectElement(child, context, transform, out)
  }
}

function collectElement(
  element: XmlElement,
  context: ShapeTreeContext,
  transform: Transform,
  out: Collected,
): void {
  switch (element.name) {
    case 'p:sp':
      collectShape(element, context, transform, out)
      return
    case 'p:cxnSp': {
      const frame = frameOf(element, undefined)
      const segment = frame && readLineSegment(element, placed(frame, transform))
      if (segment) out.segments.push(segment)
      return
    }
    case 'p:grpSp': {
      // A group reads as one block at its place (a card, a column, a diagram built of shapes), its
      // own figures and labels paired inside it; only a group of one box stays open to its neighbours.
      const inner = emptyCollected(out.skip)
      collect(element, context, groupTransform(element, transform), inner)
      out.titles.push(...inner.titles)
      out.visuals.push(...inner.visuals)
      out.leaves.push(...inner.leaves)
      out.segments.push(...inner.segments)
      if (inner.boxes.length <= 1) {
        out.boxes.push(...inner.boxes)
        for (const box of inner.plain) out.plain.add(box)
      } else out.boxes.push(boxOf(boundsOf(inner.boxes), arrangeTextBoxes(inner.boxes)))
      return
    }
    case 'p:graphicFrame': {
      const { lines, visual } = readGraphicFrame(element, context)
      if (lines.length > 0) out.boxes.push(boxOf(placed(frameOf(element, undefined), transform), lines))
      else if (visual) out.visuals.push({ kind: visual })
      return
    }
    case 'p:pic': {
      const properties = findPath(element, 'p:nvPicPr', 'p:cNvPr')?.attributes
      const alt = cleanAltText(properties?.descr, properties?.title)
      out.visuals.push(alt === undefined ? { kind: 'picture' } : { kind: 'picture', alt })
      return
    }
    case 'mc:AlternateContent':
      // Choice and Fallback hold the same content twice; read the first branch that yields anything.
      for (const branch of element.children) {
        if (typeof branch === 'string') continue
        const inner = emptyCollected(out.skip)
        collect(branch, context, transform, inner)
        if (inner.boxes.length > 0 || inner.titles.length > 0 || inner.visuals.length > 0) {
          out.leaves.push(...inner.leaves)
          out.segments.push(...inner.segments)
          out.boxes.push(...inner.boxes)
          out.titles.push(...inner.titles)
          out.visuals.push(...inner.visuals)
          for (const box of inner.plain) out.plain.add(box)
          return
        }
      }
      return
    default:
      return
  }
}

function collectShape(
  shape: XmlElement,
  context: ShapeTreeContext,
  transform: Transform,
  out: Collected,
): void {
  const placeholder = placeholderOf(shape)
  if (placeholder && PAGE_FURNITURE.has(placeholder.type)) return
  const inheritance = placeholder ? context.inherit(context.part, placeholder) : undefined
  const frame = placed(frameOf(shape, inheritance), transform)
  const segment = placeholder || frame === UNPLACED ? undefined : readLineSegment(shape, frame)
  if (segment) {
    out.segments.push(segment)
    return
  }
  if (out.skip.has(shape)) return
  const body = findChild(shape, 'p:txBody')
  if (isTitlePlaceholder(placeholder)) {
    out.titles.push({ frame, text: readPlainLines(body).join(' ') })
    return
  }
  const { lines, fontSize, bold } = readParagraphLines(body, bulletDefaultFor(shape, inheritance))
  if (lines.length === 0) return
  const box: TextBox = { ...boxOf(frame, lines), ...(fontSize ? { fontSize } : {}), bold }
  out.boxes.push(box)
  out.leaves.push({ shape, box })
  if (!placeholder) out.plain.add(box)
}

function boxOf(frame: Frame, lines: SlideLine[]): TextBox {
  return { ...frame, text: lines.map((line) => line.text).join('\n'), lines }
}

/** The frame around placed boxes; unplaced boxes leave it unplaced. */
function boundsOf(boxes: readonly TextBox[]): Frame {
  const placedBoxes = boxes.filter((box) => box.x !== UNPLACED.x)
  if (placedBoxes.length === 0) return UNPLACED
  const x = Math.min(...placedBoxes.map((box) => box.x))
  const y = Math.min(...placedBoxes.map((box) => box.y))
  return {
    x,
    y,
    width: Math.max(...placedBoxes.map((box) => box.x + box.width)) - x,
    height: Math.max(...placedBoxes.map((box) => box.y + box.height)) - y,
  }
}

function placed(frame: Frame | undefined, transform: Transform): Frame {
  return frame ? transform(frame) : UNPLACED
}

/**
 * A group's children are laid out in its child space (`a:chOff`, `a:chExt`), which the group's own
 * frame (`a:off`, `a:ext`) maps onto its parent's space, scaled when the two extents differ.
 */
function groupTransform(group: XmlElement, parent: Transform): Transform {
  const xfrm = findPath(group, 'p:grpSpPr', 'a:xfrm')
  const off = findChild(xfrm, 'a:off')
  if (!xfrm || !off) return parent
  const number = (element: XmlElement | undefined, name: string, fallback: number) => {
    const value = Number(element?.attributes[name])
    return Number.isFinite(value) ? value : fallback
  }
  const ext = findChild(xfrm, 'a:ext')
  const chOff = findChild(xfrm, 'a:chOff')
  const chExt = findChild(xfrm, 'a:chExt')
  const x = number(off, 'x', 0)
  const y = number(off, 'y', 0)
  const childX = number(chOff, 'x', x)
  const childY = number(chOff, 'y', y)
  const width = number(ext, 'cx', 0)
  const height = number(ext, 'cy', 0)
  const childWidth = number(chExt, 'cx', width)
  const childHeight = number(chExt, 'cy', height)
  const scaleX = childWidth > 0 && width > 0 ? width / childWidth : 1
  const scaleY = childHeight > 0 && height > 0 ? height / childHeight : 1
  return (frame) =>
    parent({
      x: x + (frame.x - childX) * scaleX,
      y: y + (frame.y - childY) * scaleY,
      width: frame.width * scaleX,
      height: frame.height * scaleY,
    })
}

/** A graphic frame's lines; a chart or diagram that yields none is still recorded as there. */
function readGraphicFrame(
  frame: XmlElement,
  context: ShapeTreeContext,
): { lines: SlideLine[]; visual?: 'chart' | 'diagram' } {
  const data = findPath(frame, 'a:graphic', 'a:graphicData')
  if (!data) return { lines: [] }
  // The URI's last segment names the kind; Transitional (.../drawingml/2006/table) and Strict
  // (http://purl.oclc.org/ooxml/drawingml/table) files differ only before it.
  const uri = data.attributes.uri ?? ''
  switch (uri.slice(uri.lastIndexOf('/') + 1)) {
    case 'table': {
      const table = findChild(data, 'a:tbl')
      return { lines: table ? readTableRows(table) : [] }
    }
    case 'chart': {
      const lines = readRelatedPart(
        relationshipAttribute(findChild(data, 'c:chart'), 'id'),
        context,
        (pkg, part) => readChartLines(pkg, part, context.numberStyle, context.chartValues),
      )
      return { lines, visual: 'chart' }
    }
    case 'diagram': {
      const lines = readRelatedPart(
        relationshipAttribute(findChild(data, 'dgm:relIds'), 'dm'),
        context,
        readDiagramLines,
      )
      return { lines, visual: 'diagram' }
    }
    default:
      return { lines: [] }
  }
}

function readRelatedPart(
  relationshipId: string | undefined,
  context: ShapeTreeContext,
  read: (pkg: PptxPackage, part: string) => SlideLine[],
): SlideLine[] {
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
