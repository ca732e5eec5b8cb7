import { decodeXmlText } from '../pptx/decode-xml-text'
import { openZip, type ZipLimits } from '../zip'
import { type PptRecord, RecordType } from './record'
import { type TextBlock, TextType } from './read-text-blocks'

/** [MS-ODRAW] metroBlob property: the shape as an OOXML package, which PowerPoint 2007+ adds to .ppt shapes. */
const METRO_BLOB = 0x03a9
const COMPLEX_BIT = 0x8000
const PROPERTY_ID_MASK = 0x3fff

const MIB = 1024 * 1024
/** SmartArt parts are tens of kilobytes; these bound a hostile blob, and the deck's budget bounds them all. */
export const DIAGRAM_LIMITS: ZipLimits = {
  maxEntries: 64,
  maxEntryBytes: 4 * MIB,
  maxTotalBytes: 8 * MIB,
  maxRatio: 100,
  ratioGraceBytes: 1 * MIB,
}
export const DIAGRAM_BUDGET_BYTES = 64 * MIB

/** Bytes of diagram XML still allowed to be inflated for one deck. */
export interface DiagramBudget {
  remainingBytes: number
}

/**
 * Text of a SmartArt graphic. Saved as .ppt, SmartArt becomes a picture whose only text lives in
 * the shape's metroBlob, a zipped OOXML package with the diagram's data part; its paragraphs are
 * returned as one block, in the data model's order (as the PPTX reader reads SmartArt).
 * Returns undefined when the shape carries no diagram; throws an IngestError for a broken package.
 */
export function readDiagramText(
  bytes: Uint8Array,
  view: DataView,
  shapeChildren: readonly PptRecord[],
  budget: DiagramBudget,
): TextBlock | undefined {
  const blob = findMetroBlob(bytes, view, shapeChildren)
  if (!blob || budget.remainingBytes <= 0) return undefined
  const maxTotalBytes = Math.min(DIAGRAM_LIMITS.maxTotalBytes, budget.remainingBytes)
  const archive = openZip(blob, {
    ...DIAGRAM_LIMITS,
    maxTotalBytes,
    maxEntryBytes: Math.min(DIAGRAM_LIMITS.maxEntryBytes, maxTotalBytes),
  })
  const dataParts = archive.names.filter((name) => /^drs\/diagrams\/data\d*\.xml$/i.test(name))
  const parts =
    dataParts.length > 0
      ? dataParts
      : archive.names.filter((name) => /^drs\/diagrams\/drawing\d*\.xml$/i.test(name))
  const paragraphs: string[] = []
  for (const name of parts) {
    const xml = archive.read(name)
    if (!xml) continue
    budget.remainingBytes -= xml.length
    paragraphs.push(...readParagraphs(new TextDecoder().decode(xml)))
  }
  if (paragraphs.length === 0) return undefined
  return { textType: TextType.other, text: paragraphs.join('\r'), style: undefined, fieldPositions: [] }
}

/**
 * [MS-ODRAW] 2.2.9 OfficeArtFOPT and 2.2.10 OfficeArtTertiaryFOPT: `instance` fixed 6-byte
 * properties, then the complex properties' data in the same order.
 */
function findMetroBlob(
  bytes: Uint8Array,
  view: DataView,
  shapeChildren: readonly PptRecord[],
): Uint8Array | undefined {
  for (const table of shapeChildren) {
    if (table.type !== RecordType.officeArtFopt && table.type !== RecordType.officeArtTertiaryFopt) continue
    let complexAt = table.body + table.instance * 6
    if (complexAt > table.end) continue
    for (let index = 0; index < table.instance; index += 1) {
      const at = table.body + index * 6
      const id = view.getUint16(at, true)
      if ((id & COMPLEX_BIT) === 0) continue
      const length = view.getUint32(at + 2, true)
      if (length > table.end - complexAt) break
      if ((id & PROPERTY_ID_MASK) === METRO_BLOB) return bytes.subarray(complexAt, complexAt + length)
      complexAt += length
    }
  }
  return undefined
}

/** DrawingML paragraphs (<a:p>) and their runs (<a:t>), found by plain scanning: linear on any input. */
function readParagraphs(xml: string): string[] {
  const paragraphs: string[] = []
  let at = 0
  for (;;) {
    const start = findParagraphStart(xml, at)
    if (start === -1) break
    const end = xml.indexOf('</a:p>', start)
    if (end === -1) break
    const text = readRuns(xml.slice(start, end)).trim()
    if (text !== '') paragraphs.push(text)
    at = end + 6
  }
  return paragraphs
}

function findParagraphStart(xml: string, from: number): number {
  let at = from
  for (;;) {
    const found = xml.indexOf('<a:p', at)
    if (found === -1) return -1
    const next = xml[found + 4]
    if (next === '>' || next === ' ') return found
    at = found + 4
  }
}

function readRuns(paragraph: string): string {
  let text = ''
  let at = 0
  for (;;) {
    const open = paragraph.indexOf('<a:t', at)
    if (open === -1) return text
    at = open + 4
    const next = paragraph[at]
    if (next !== '>' && next !== ' ') continue
    const contentStart = paragraph.indexOf('>', at) + 1
    // A self-closing <a:t/> holds nothing.
    if (contentStart === 0 || paragraph[contentStart - 2] === '/') continue
    const close = paragraph.indexOf('</a:t>', contentStart)
    if (close === -1) return text
    text += decodeXmlText(paragraph.slice(contentStart, close))
    at = close + 6
  }
}
