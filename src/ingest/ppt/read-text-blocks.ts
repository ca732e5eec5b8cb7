import { type PptRecord, RecordType } from './record'

/** [MS-PPT] 2.13.33 TextTypeEnum values this reader tells apart. */
export const TextType = {
  title: 0,
  body: 1,
  notes: 2,
  other: 4,
  centerBody: 5,
  centerTitle: 6,
  halfBody: 7,
  quarterBody: 8,
} as const

/** One run of text as PowerPoint stores it: a TextHeaderAtom and the atoms that follow it. */
export interface TextBlock {
  textType: number
  /** Raw characters: '\r' ends a paragraph, '\v' (0x0B) is a soft line break. */
  text: string
  /** The StyleTextPropAtom of the block, parsed lazily because only its paragraph runs matter. */
  style: PptRecord | undefined
  /** Character positions of fields (slide number, date, header, footer), which PowerPoint writes as '*'. */
  fieldPositions: number[]
  /**
   * The shape's StyleTextProp9Atom ([MS-PPT] 2.9.62), where PowerPoint 2000 and later keep automatic
   * numbering; the character runs of `style` say which of its entries each paragraph uses.
   */
  numbering?: PptRecord
}

const FIELD_TYPES: ReadonlySet<number> = new Set([
  RecordType.slideNumberMetaCharAtom,
  RecordType.dateTimeMetaCharAtom,
  RecordType.genericDateMetaCharAtom,
  RecordType.headerMetaCharAtom,
  RecordType.footerMetaCharAtom,
  RecordType.rtfDateTimeMetaCharAtom,
])

const utf16 = new TextDecoder('utf-16le')

/**
 * Groups sibling records (the atoms after a SlidePersistAtom, or inside an OfficeArtClientTextbox)
 * into text blocks, one per TextHeaderAtom ([MS-PPT] 2.9.1 TextHeaderAtom and what follows it).
 */
export function readTextBlocks(
  bytes: Uint8Array,
  view: DataView,
  records: readonly PptRecord[],
): TextBlock[] {
  const blocks: TextBlock[] = []
  let current: TextBlock | undefined
  const startBlock = (textType: number): TextBlock => {
    current = { textType, text: '', style: undefined, fieldPositions: [] }
    blocks.push(current)
    return current
  }

  for (const record of records) {
    switch (record.type) {
      case RecordType.textHeaderAtom:
        startBlock(record.end - record.body >= 4 ? view.getUint32(record.body, true) : TextType.other)
        break
      case RecordType.textCharsAtom:
        // An odd trailing byte cannot be a UTF-16 unit; dropping it keeps the decoder from inventing U+FFFD.
        ;(current ?? startBlock(TextType.other)).text = utf16.decode(
          bytes.subarray(record.body, record.end - ((record.end - record.body) % 2)),
        )
        break
      case RecordType.textBytesAtom:
        // [MS-PPT] 2.9.5: each byte is the low byte of a UTF-16 unit whose high byte is 0, i.e. Latin-1.
        ;(current ?? startBlock(TextType.other)).text = decodeLatin1(bytes.subarray(record.body, record.end))
        break
      case RecordType.styleTextPropAtom:
        if (current) current.style = record
        break
      default:
        if (current && FIELD_TYPES.has(record.type) && record.end - record.body >= 4) {
          current.fieldPositions.push(view.getUint32(record.body, true))
        }
    }
  }
  return blocks
}

/** True ISO-8859-1: TextDecoder's 'latin1' label is windows-1252, which remaps 0x80-0x9F. */
function decodeLatin1(bytes: Uint8Array): string {
  const CHUNK = 8192
  let text = ''
  for (let start = 0; start < bytes.length; start += CHUNK) {
    text += String.fromCharCode(...bytes.subarray(start, start + CHUNK))
  }
  return text
}
