import { corrupt, isContainer, type PptRecord, readBodyUint32, readChildren, RecordType } from './record'
import { readTextBlocks, type TextBlock } from './read-text-blocks'

/** A text block and the placeholder its shape fills (0 when the shape is no placeholder). */
export interface PlacedText {
  block: TextBlock
  placeholder: number
  /** Top edge of the shape in master units (1/576 inch); undefined inside groups, whose anchors are group-relative. */
  top: number | undefined
}

/** What a SlideContainer or NotesContainer holds that this reader uses. */
export interface SlideContainerContent {
  texts: PlacedText[]
  hidden: boolean
  /** SlideAtom.notesIdRef: the notes slide of this slide, 0 when none. */
  notesIdRef: number
  /** NotesAtom.slideIdRef: the slide these notes belong to, 0 when none. */
  slideIdRef: number
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
): SlideContainerContent {
  const content: SlideContainerContent = { texts: [], hidden: false, notesIdRef: 0, slideIdRef: 0 }
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
      collectShapeTexts(bytes, view, child, 0, listBlocks, referenced, content.texts)
    }
  }

  listBlocks.forEach((block, index) => {
    if (!referenced.has(index)) content.texts.push({ block, placeholder: 0, top: undefined })
  })
  return content
}

function collectShapeTexts(
  bytes: Uint8Array,
  view: DataView,
  record: PptRecord,
  depth: number,
  listBlocks: readonly TextBlock[],
  referenced: Set<number>,
  into: PlacedText[],
): void {
  if (depth > MAX_DRAWING_DEPTH) throw corrupt('shapes are nested too deeply')
  const children = readChildren(view, record)
  if (record.type === RecordType.officeArtSpContainer) {
    const placeholder = readPlaceholderType(view, children)
    const textbox = children.find((child) => child.type === RecordType.officeArtClientTextbox)
    if (textbox) {
      const top = readAnchorTop(view, children)
      for (const block of readShapeText(bytes, view, textbox, listBlocks, referenced)) {
        into.push({ block, placeholder, top })
      }
    }
    return
  }
  for (const child of children) {
    if (isContainer(child)) collectShapeTexts(bytes, view, child, depth + 1, listBlocks, referenced, into)
  }
}

function readShapeText(
  bytes: Uint8Array,
  view: DataView,
  textbox: PptRecord,
  listBlocks: readonly TextBlock[],
  referenced: Set<number>,
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

/** [MS-PPT] 2.5.20 PlaceholderAtom.placementId, inside the shape's OfficeArtClientData. */
function readPlaceholderType(view: DataView, shapeChildren: readonly PptRecord[]): number {
  const clientData = shapeChildren.find((child) => child.type === RecordType.officeArtClientData)
  if (!clientData) return 0
  const atom = readChildren(view, clientData).find((child) => child.type === RecordType.placeholderAtom)
  return atom && atom.body + 5 <= atom.end ? view.getUint8(atom.body + 4) : 0
}

/** [MS-PPT] 2.7.2 OfficeArtClientAnchor: a SmallRectStruct (int16s) or RectStruct (int32s), top first. */
function readAnchorTop(view: DataView, shapeChildren: readonly PptRecord[]): number | undefined {
  const anchor = shapeChildren.find((child) => child.type === RecordType.officeArtClientAnchor)
  if (!anchor) return undefined
  const length = anchor.end - anchor.body
  if (length === 8) return view.getInt16(anchor.body, true)
  if (length === 16) return view.getInt32(anchor.body, true)
  return undefined
}
