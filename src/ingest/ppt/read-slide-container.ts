import type { SlideLine, SlideVisual } from '../../shared'
import { isIngestError } from '../ingest-error'
import {
  corrupt,
  isContainer,
  type PptRecord,
  readBodyText,
  readBodyUint32,
  readChildren,
  RecordType,
} from './record'
import { type DiagramBudget, readDiagramText } from './read-diagram-text'
import { readExObjRef, type OleChartReader } from './read-ole-chart'
import { readPictureShape } from './read-picture-shape'
import { tableRowLines } from '../layout'
import { formatTextBlock } from './format-text-block'
import { readTextBlocks, type TextBlock, TextType } from './read-text-blocks'

/** A text block and the placeholder its shape fills (0 when the shape is no placeholder). */
export interface PlacedText {
  block: TextBlock
  placeholder: number
  /** Top edge of the shape on the slide, in master units (1/576 inch); undefined when unknown. */
  top: number | undefined
  /** Left edge, width and height on the slide, in master units; undefined when unknown. */
  left: number | undefined
  width?: number
  height?: number
  /** Lines already typed by the reader (a table's rows); the block's text then only mirrors them. */
  lines?: SlideLine[]
  /** The outermost group the shape belongs to, if any: a group reads as one block. */
  group?: number
}

/** What a SlideContainer or NotesContainer holds that this reader uses. */
export interface SlideContainerContent {
  texts: PlacedText[]
  hidden: boolean
  /** SlideAtom.notesIdRef: the notes slide of this slide, 0 when none. */
  notesIdRef: number
  /** NotesAtom.slideIdRef: the slide these notes belong to, 0 when none. */
  slideIdRef: number
  /** SmartArt graphics whose embedded package could not be read. */
  unreadableDiagrams: number
  /** Groups found so far: the next group's number. */
  groups: number
  /** Pictures in drawing order, with their alt text when they have one. */
  visuals: SlideVisual[]
}

// Escher nesting in real decks is a few groups deep; anything deeper is hostile or broken.
const MAX_DRAWING_DEPTH = 32

/**
 * Reads a slide or notes container ([MS-PPT] 2.5.1 SlideContainer, 2.5.6 NotesContainer). Text is
 * taken from the shapes of its drawing in drawing order: an OutlineTextRefAtom points at the n-th
 * block of the slide's SlideListWithText entry (`listBlocks`); other text boxes hold their text
 * inline (as OpenOffice-written files do for placeholders too). List blocks no shape points at are
 * kept at the end, since older writers do not always reference them.
 */
export function readSlideContainer(
  bytes: Uint8Array,
  view: DataView,
  container: PptRecord,
  listBlocks: readonly TextBlock[],
  diagramBudget: DiagramBudget,
  readOleChart: OleChartReader = () => [],
): SlideContainerContent {
  const content: SlideContainerContent = {
    texts: [],
    hidden: false,
    notesIdRef: 0,
    slideIdRef: 0,
    unreadableDiagrams: 0,
    groups: 0,
    visuals: [],
  }
  const referenced = new Set<number>()

  for (const child of readChildren(view, container)) {
    if (child.type === RecordType.slideAtom) {
      content.notesIdRef = readBodyUint32(view, child, 16) ?? 0
    } else if (child.type === RecordType.notesAtom) {
      content.slideIdRef = readBodyUint32(view, child, 0) ?? 0
    } else if (child.type === RecordType.slideShowSlideInfoAtom) {
      // [MS-PPT] 2.6.6 SlideShowSlideInfoAtom.fHidden: bit 2 of effectTransitionFlags at body offset 10.
      content.hidden = child.body + 12 <= child.end && (view.getUint16(child.body + 10, true) & 0x0004) !== 0
    } else if (child.type === RecordType.ppDrawing) {
      const walk = {
        bytes,
        view,
        listBlocks,
        referenced,
        into: content.texts,
        diagramBudget,
        content,
        readOleChart,
      }
      collectShapeTexts(walk, child, 0, slideSpace)
    }
  }

  listBlocks.forEach((block, index) => {
    if (!referenced.has(index)) content.texts.push({ block, placeholder: 0, top: undefined, left: undefined })
  })
  return content
}

interface DrawingWalk {
  bytes: Uint8Array
  view: DataView
  listBlocks: readonly TextBlock[]
  referenced: Set<number>
  into: PlacedText[]
  diagramBudget: DiagramBudget
  content: SlideContainerContent
  readOleChart: OleChartReader
}

/** Maps a shape's anchor in the current group's space to the slide's; undefined when unknown. */
type ToSlide = (anchor: Anchor) => Anchor | undefined

const slideSpace: ToSlide = (anchor) => anchor

function collectShapeTexts(walk: DrawingWalk, record: PptRecord, depth: number, toSlide: ToSlide): void {
  if (depth > MAX_DRAWING_DEPTH) throw corrupt('shapes are nested too deeply')
  const children = readChildren(walk.view, record)
  if (record.type === RecordType.officeArtSpContainer) {
    const textbox = children.find((child) => child.type === RecordType.officeArtClientTextbox)
    const numbering = textbox ? findNumbering(walk.view, children) : undefined
    const blocks = textbox
      ? readShapeText(walk, textbox).map((block) => (numbering ? { ...block, numbering } : block))
      : readShapeDiagram(walk, children)
    const exObjId = blocks.length === 0 && !textbox ? readExObjRef(walk.view, children) : undefined
    const chart = exObjId === undefined ? [] : walk.readOleChart(exObjId)
    if (blocks.length === 0 && chart.length === 0) {
      const picture = textbox ? undefined : readPictureShape(walk.view, children)
      if (picture) walk.content.visuals.push(picture)
      return
    }
    const placeholder = readPlaceholderType(walk.view, children)
    const own = readAnchor(walk.view, children)
    const anchor = own && toSlide(own)
    const frame = {
      top: anchor?.top,
      left: anchor?.left,
      ...(anchor ? { width: anchor.right - anchor.left, height: anchor.bottom - anchor.top } : {}),
    }
    for (const block of blocks) walk.into.push({ block, placeholder, ...frame })
    if (chart.length > 0) {
      const text = chart.map((line) => line.text).join('\r')
      const block: TextBlock = { textType: TextType.other, text, style: undefined, fieldPositions: [] }
      walk.into.push({ block, placeholder: 0, ...frame, lines: chart })
    }
    return
  }
  // [MS-ODRAW] 2.2.16 OfficeArtSpgrContainer: the first shape is the group itself, whose FSPGR
  // rectangle is the coordinate space of the shapes after it.
  let childToSlide = toSlide
  let isTable = false
  let isGroup = false
  if (record.type === RecordType.officeArtSpgrContainer) {
    const groupShape = children[0]
    if (groupShape?.type === RecordType.officeArtSpContainer) {
      const groupChildren = readChildren(walk.view, groupShape)
      childToSlide = readGroupSpace(walk.view, groupChildren, toSlide)
      isTable = hasShapeProperty(walk.view, groupChildren, TABLE_PROPERTIES)
      // The drawing's top group (the patriarch) has no anchor and is no group of the author's.
      isGroup = readAnchor(walk.view, groupChildren) !== undefined
    }
  }
  const members: PlacedText[] = []
  const memberWalk = isTable || isGroup ? { ...walk, into: members } : walk
  for (const child of children) {
    if (isContainer(child)) collectShapeTexts(memberWalk, child, depth + 1, childToSlide)
  }
  if (isTable) walk.into.push(...joinTableRows(walk.view, members))
  else if (isGroup) {
    const group = walk.content.groups++
    for (const member of members) walk.into.push({ ...member, group })
  }
}

/** [MS-ODRAW] tableProperties: set on the group shape PowerPoint writes for a table. */
const TABLE_PROPERTIES = 0x039f

function hasShapeProperty(view: DataView, shapeChildren: readonly PptRecord[], propertyId: number): boolean {
  return shapeChildren.some((table) => {
    if (table.type !== RecordType.officeArtFopt && table.type !== RecordType.officeArtTertiaryFopt)
      return false
    const count = Math.min(table.instance, Math.floor((table.end - table.body) / 6))
    for (let index = 0; index < count; index += 1) {
      if ((view.getUint16(table.body + index * 6, true) & 0x3fff) === propertyId) return true
    }
    return false
  })
}

/**
 * A table's cells are separate shapes; cells sharing a top edge form a row, read left to right. The
 * first row heads the columns, and each row becomes a `table-row` line as in the PPTX reader.
 */
function joinTableRows(view: DataView, cells: readonly PlacedText[]): PlacedText[] {
  const rows = new Map<number, PlacedText[]>()
  for (const cell of cells) {
    const key = cell.top ?? Number.MAX_SAFE_INTEGER
    rows.set(key, [...(rows.get(key) ?? []), cell])
  }
  const grid = [...rows.entries()]
    .sort(([top], [otherTop]) => top - otherTop)
    .map(([, row]) =>
      row
        .sort((cell, other) => (cell.left ?? 0) - (other.left ?? 0))
        .map((cell) => formatTextBlock(view, { ...cell.block, textType: TextType.other }).join(' ')),
    )
    .filter((row) => row.some((cell) => cell !== ''))
  const [headers = [], ...body] = grid
  const lines = tableRowLines(
    headers,
    body.map((row) => ({ cells: row })),
  )
  if (lines.length === 0) return []
  const block: TextBlock = {
    textType: TextType.other,
    text: lines.map((line) => line.text).join('\r'),
    style: undefined,
    fieldPositions: [],
  }
  const placed = cells.filter((cell) => cell.top !== undefined && cell.left !== undefined)
  const top = Math.min(...placed.map((cell) => cell.top!))
  const left = Math.min(...placed.map((cell) => cell.left!))
  const frame =
    placed.length > 0
      ? {
          top,
          left,
          width: Math.max(...placed.map((cell) => cell.left! + (cell.width ?? 0))) - left,
          height: Math.max(...placed.map((cell) => cell.top! + (cell.height ?? 0))) - top,
        }
      : { top: undefined, left: undefined }
  return [{ block, placeholder: 0, ...frame, lines }]
}

function readGroupSpace(view: DataView, groupChildren: readonly PptRecord[], toSlide: ToSlide): ToSlide {
  const own = readAnchor(view, groupChildren)
  // The drawing's top group (the patriarch) has no anchor: its space is the slide's.
  if (!own) return toSlide
  const spgr = groupChildren.find((child) => child.type === RecordType.officeArtFspgr)
  if (!spgr || spgr.end - spgr.body < 16) return () => undefined
  // [MS-ODRAW] 2.2.38 OfficeArtFSPGR: left, top, right, bottom of the group's child space.
  const space = {
    left: view.getInt32(spgr.body, true),
    top: view.getInt32(spgr.body + 4, true),
    right: view.getInt32(spgr.body + 8, true),
    bottom: view.getInt32(spgr.body + 12, true),
  }
  const frame = toSlide(own)
  const spaceWidth = space.right - space.left
  const spaceHeight = space.bottom - space.top
  if (!frame || spaceHeight <= 0 || spaceWidth <= 0) return () => undefined
  const scaleX = (frame.right - frame.left) / spaceWidth
  const scaleY = (frame.bottom - frame.top) / spaceHeight
  return (anchor) => ({
    left: frame.left + (anchor.left - space.left) * scaleX,
    right: frame.left + (anchor.right - space.left) * scaleX,
    top: frame.top + (anchor.top - space.top) * scaleY,
    bottom: frame.top + (anchor.bottom - space.top) * scaleY,
  })
}

function readShapeDiagram(walk: DrawingWalk, shapeChildren: readonly PptRecord[]): TextBlock[] {
  try {
    const block = readDiagramText(walk.bytes, walk.view, shapeChildren, walk.diagramBudget)
    return block ? [block] : []
  } catch (error) {
    // A broken SmartArt package costs its own text, not the deck: the caller reports it as a warning.
    if (!isIngestError(error)) throw error
    walk.content.unreadableDiagrams += 1
    return []
  }
}

function readShapeText(
  { bytes, view, listBlocks, referenced }: DrawingWalk,
  textbox: PptRecord,
): TextBlock[] {
  const records = readChildren(view, textbox)
  const reference = records.find((record) => record.type === RecordType.outlineTextRefAtom)
  if (reference) {
    const index = readBodyUint32(view, reference, 0)
    const block = index === undefined ? undefined : listBlocks[index]
    if (index === undefined || block === undefined || referenced.has(index)) return []
    referenced.add(index)
    return [block]
  }
  return readTextBlocks(bytes, view, records)
}

/**
 * The StyleTextProp9Atom of a shape: OfficeArtClientData > ProgTags > ProgBinaryTag ("___PPT9") >
 * BinaryTagDataBlob, which holds the PP9ShapeBinaryTagExtension's records ([MS-PPT] 2.7.3, 2.13.8).
 */
function findNumbering(view: DataView, shapeChildren: readonly PptRecord[]): PptRecord | undefined {
  const clientData = shapeChildren.find((child) => child.type === RecordType.officeArtClientData)
  if (!clientData) return undefined
  try {
    for (const tags of readChildren(view, clientData)) {
      if (tags.type !== RecordType.progTags) continue
      for (const tag of readChildren(view, tags)) {
        if (tag.type !== RecordType.progBinaryTag) continue
        const [name, blob] = readChildren(view, tag)
        if (!name || !blob || blob.type !== RecordType.binaryTagDataBlob) continue
        if (readBodyText(view, name) !== '___PPT9') continue
        return readChildren(view, blob).find((child) => child.type === RecordType.styleTextProp9Atom)
      }
    }
  } catch (error) {
    // Numbering is an extension older readers skip: a broken one costs the numbers, not the slide.
    if (!isIngestError(error)) throw error
  }
  return undefined
}

/** [MS-PPT] 2.5.20 PlaceholderAtom.placementId, inside the shape's OfficeArtClientData. */
function readPlaceholderType(view: DataView, shapeChildren: readonly PptRecord[]): number {
  const clientData = shapeChildren.find((child) => child.type === RecordType.officeArtClientData)
  if (!clientData) return 0
  const atom = readChildren(view, clientData).find((child) => child.type === RecordType.placeholderAtom)
  return atom && atom.body + 5 <= atom.end ? view.getUint8(atom.body + 4) : 0
}

interface Anchor {
  top: number
  left: number
  right: number
  bottom: number
}

/**
 * The shape's position: [MS-PPT] 2.7.2 OfficeArtClientAnchor (top, left, right, bottom, as
 * int16s or int32s) for top-level shapes, [MS-ODRAW] 2.2.39 OfficeArtChildAnchor (left, top, right,
 * bottom) in the group's space for shapes inside a group.
 */
function readAnchor(view: DataView, shapeChildren: readonly PptRecord[]): Anchor | undefined {
  for (const child of shapeChildren) {
    const length = child.end - child.body
    if (child.type === RecordType.officeArtClientAnchor && length === 8) {
      const read = (at: number) => view.getInt16(child.body + at, true)
      return { top: read(0), left: read(2), right: read(4), bottom: read(6) }
    }
    if (child.type === RecordType.officeArtClientAnchor && length === 16) {
      const read = (at: number) => view.getInt32(child.body + at, true)
      return { top: read(0), left: read(4), right: read(8), bottom: read(12) }
    }
    if (child.type === RecordType.officeArtChildAnchor && length === 16) {
      const read = (at: number) => view.getInt32(child.body + at, true)
      return { top: read(4), left: read(0), right: read(8), bottom: read(12) }
    }
  }
  return undefined
}
