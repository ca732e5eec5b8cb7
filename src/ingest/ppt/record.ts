import { IngestError } from '../ingest-error'

/**
 * One record of a PowerPoint binary stream ([MS-PPT] 2.3.1 RecordHeader): 8 bytes of header, then
 * `length` bytes of body. Containers (version 0xF) hold further records in their body.
 */
export interface PptRecord {
  version: number
  instance: number
  type: number
  /** Offset of the header in the stream. */
  offset: number
  /** Offset of the body in the stream. */
  body: number
  /** Offset just past the body. */
  end: number
}

export const HEADER_BYTES = 8

/** Record types of [MS-PPT] 2.13.24 (RecordType) and the OfficeArt records this reader needs. */
export const RecordType = {
  document: 0x03e8,
  documentAtom: 0x03e9,
  slide: 0x03ee,
  slideAtom: 0x03ef,
  notes: 0x03f0,
  notesAtom: 0x03f1,
  slidePersistAtom: 0x03f3,
  slideShowSlideInfoAtom: 0x03f9,
  exObjList: 0x0409,
  ppDrawing: 0x040c,
  exObjRefAtom: 0x0bc1,
  placeholderAtom: 0x0bc3,
  outlineTextRefAtom: 0x0f9e,
  textHeaderAtom: 0x0f9f,
  textCharsAtom: 0x0fa0,
  styleTextPropAtom: 0x0fa1,
  textBytesAtom: 0x0fa8,
  cString: 0x0fba,
  exOleObjAtom: 0x0fc3,
  exOleEmbedContainer: 0x0fcc,
  slideNumberMetaCharAtom: 0x0fd8,
  slideListWithText: 0x0ff0,
  userEditAtom: 0x0ff5,
  currentUserAtom: 0x0ff6,
  dateTimeMetaCharAtom: 0x0ff7,
  genericDateMetaCharAtom: 0x0ff8,
  headerMetaCharAtom: 0x0ff9,
  footerMetaCharAtom: 0x0ffa,
  styleTextProp9Atom: 0x0fac,
  exOleObjStg: 0x1011,
  rtfDateTimeMetaCharAtom: 0x1015,
  progTags: 0x1388,
  progBinaryTag: 0x138a,
  binaryTagDataBlob: 0x138b,
  persistDirectoryAtom: 0x1772,
  cryptSession10Container: 0x2f14,
  officeArtSpgrContainer: 0xf003,
  officeArtSpContainer: 0xf004,
  officeArtFspgr: 0xf009,
  officeArtFopt: 0xf00b,
  officeArtClientTextbox: 0xf00d,
  officeArtChildAnchor: 0xf00f,
  officeArtClientAnchor: 0xf010,
  officeArtClientData: 0xf011,
  officeArtTertiaryFopt: 0xf122,
} as const

export function isContainer(record: PptRecord): boolean {
  return record.version === 0xf
}

export function corrupt(why: string): IngestError {
  return new IngestError(
    'corrupt',
    `The presentation is damaged and could not be read (${why}). Please export it again and re-upload.`,
  )
}

/** Reads the record at `offset`; its body must end by `limit` (the end of the enclosing record or stream). */
export function readRecord(view: DataView, offset: number, limit: number): PptRecord {
  if (offset < 0 || offset + HEADER_BYTES > limit)
    throw corrupt('a record header lies past the end of its container')
  const versionAndInstance = view.getUint16(offset, true)
  const length = view.getUint32(offset + 4, true)
  const body = offset + HEADER_BYTES
  if (length > limit - body) throw corrupt('a record is longer than the data that holds it')
  return {
    version: versionAndInstance & 0xf,
    instance: versionAndInstance >>> 4,
    type: view.getUint16(offset + 2, true),
    offset,
    body,
    end: body + length,
  }
}

/** The records directly inside a container; each is at least a header long, so the list is bounded by the size. */
export function readChildren(view: DataView, parent: PptRecord): PptRecord[] {
  const children: PptRecord[] = []
  let offset = parent.body
  while (offset < parent.end) {
    const child = readRecord(view, offset, parent.end)
    children.push(child)
    offset = child.end
  }
  return children
}

/** Reads a little-endian uint32 at `offset` inside the body of `record`, or undefined when the body is too short. */
export function readBodyUint32(view: DataView, record: PptRecord, offset: number): number | undefined {
  const at = record.body + offset
  return at + 4 <= record.end ? view.getUint32(at, true) : undefined
}

const utf16 = new TextDecoder('utf-16le')

/** The body of `record` as UTF-16LE text: a CString, a ProgBinaryTag's name. */
export function readBodyText(view: DataView, record: PptRecord): string {
  return utf16.decode(new Uint8Array(view.buffer, view.byteOffset + record.body, record.end - record.body))
}
