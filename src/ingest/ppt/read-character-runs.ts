import { type PptRecord, readChildren } from './record'

/** One character run of a StyleTextPropAtom: the characters it covers and the formats this reader uses. */
export interface CharacterRun {
  count: number
  /** The entry of the StyleTextProp9Atom the run's paragraph uses (CFStyle.pp9rt). */
  pp9rt: number
  /** Index of the run's font in the document's font collection (fontRef), when the run sets it. */
  font?: number
  /** The font of its characters U+F000-U+F0FF (symbolFontRef), when set. */
  symbolFont?: number
  /** Raised (> 0) or lowered (< 0) offset in percent of the line: superscript or subscript. */
  position?: number
}

export function characterRunAt(runs: readonly CharacterRun[], position: number): CharacterRun | undefined {
  let covered = 0
  for (const run of runs) {
    covered += run.count
    if (position < covered) return run
  }
  return undefined
}

/**
 * Character runs of a StyleTextPropAtom ([MS-PPT] 2.9.44, 2.9.17 TextCFException), after its paragraph
 * runs: a count and the fields its masks name. Anything that does not add up gives no runs.
 */
export function readCharacterRuns(
  view: DataView,
  start: number,
  end: number,
  textLength: number,
): CharacterRun[] {
  const runs: CharacterRun[] = []
  let at = start
  let covered = 0
  while (covered < textLength + 1 && runs.length <= textLength + 1) {
    if (at + 8 > end) return []
    const count = view.getUint32(at, true)
    const masks = view.getUint32(at + 4, true)
    at += 8
    const run: CharacterRun = { count, pp9rt: 0 }
    // fontStyle: present when any of bold, italic, underline, shadow, fehint, kumi, emboss or pp9rt is.
    if (masks & 0x3eb7) {
      if (at + 2 > end) return []
      run.pp9rt = (view.getUint16(at, true) >> 10) & 0x0f
      at += 2
    }
    // fontRef, oldEAFontRef, ansiFontRef, symbolFontRef, fontSize: two bytes each.
    for (const bit of [0x10000, 0x200000, 0x400000, 0x800000, 0x20000]) {
      if (!(masks & bit)) continue
      if (at + 2 > end) return []
      if (bit === 0x10000) run.font = view.getUint16(at, true)
      if (bit === 0x800000) run.symbolFont = view.getUint16(at, true)
      at += 2
    }
    if (masks & 0x40000) at += 4 // color
    if (masks & 0x80000) {
      if (at + 2 > end) return []
      run.position = view.getInt16(at, true)
      at += 2
    }
    if (masks & 0x100000) at += 4 // pp10runid and unused
    if (masks & 0x1000000) at += 2 // newEAFontRef
    if (masks & 0x2000000) at += 2 // csFontRef
    if (masks & 0x4000000) at += 4 // pp11ext
    if (at > end || count === 0) return []
    covered += count
    runs.push(run)
  }
  return runs
}

const FONT_COLLECTION = 0x07d5
const FONT_ENTITY_ATOM = 0x0fb7
const ENVIRONMENT = 0x03f2
const FACE_NAME_BYTES = 64
const utf16 = new TextDecoder('utf-16le')

/**
 * The face names of the document's FontCollection ([MS-PPT] 2.9.8, 2.9.9 FontEntityAtom), indexed as a
 * character run's fontRef counts them (the atom's instance).
 */
export function readFontNames(view: DataView, documentChildren: readonly PptRecord[]): string[] {
  const names: string[] = []
  const environment = documentChildren.find((child) => child.type === ENVIRONMENT)
  // A damaged font list costs the Symbol characters their fonts, not the deck its text.
  const childrenOf = (record: PptRecord): PptRecord[] => {
    try {
      return readChildren(view, record)
    } catch {
      return []
    }
  }
  const collection = environment && childrenOf(environment).find((c) => c.type === FONT_COLLECTION)
  if (!collection) return names
  for (const entity of childrenOf(collection)) {
    if (entity.type !== FONT_ENTITY_ATOM || entity.end - entity.body < FACE_NAME_BYTES) continue
    const face = utf16.decode(new Uint8Array(view.buffer, view.byteOffset + entity.body, FACE_NAME_BYTES))
    names[entity.instance] = face.split('\u0000')[0]!
  }
  return names
}

// Every reader of a deck's text is handed the document stream's view, and the font names belong to that
// stream: kept beside it, they reach the text formatting without a parameter through every reader.
const fontNamesByStream = new WeakMap<DataView, readonly string[]>()

export function setFontNames(view: DataView, names: readonly string[]): void {
  fontNamesByStream.set(view, names)
}

export function fontNamesOf(view: DataView): readonly string[] {
  return fontNamesByStream.get(view) ?? []
}
