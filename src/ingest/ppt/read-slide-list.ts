import { type PptRecord, readBodyUint32, readChildren, RecordType } from './record'
import { readTextBlocks, type TextBlock } from './read-text-blocks'

/** One SlidePersistAtom of a SlideListWithText and the text atoms filed after it. */
export interface SlideListEntry {
  persistIdRef: number
  /** The slide's (or notes slide's) id, which SlideAtom.notesIdRef and NotesAtom.slideIdRef refer to. */
  slideId: number
  blocks: TextBlock[]
}

/** [MS-PPT] 2.4.14 SlideListWithTextContainer: entries in presentation order. */
export function readSlideList(bytes: Uint8Array, view: DataView, list: PptRecord): SlideListEntry[] {
  const entries: SlideListEntry[] = []
  let pending: PptRecord[] = []
  let entry: { persistIdRef: number; slideId: number } | undefined
  const close = () => {
    if (entry) entries.push({ ...entry, blocks: readTextBlocks(bytes, view, pending) })
    pending = []
  }
  for (const child of readChildren(view, list)) {
    if (child.type === RecordType.slidePersistAtom) {
      close()
      entry = {
        persistIdRef: readBodyUint32(view, child, 0) ?? 0,
        slideId: readBodyUint32(view, child, 12) ?? 0,
      }
    } else {
      pending.push(child)
    }
  }
  close()
  return entries
}
