import CFB from 'cfb'
import { unzipSync } from 'fflate'
import { MAX_UPLOAD_BYTES, type DocumentFormat } from '../shared'
import { IngestError } from './ingest-error'

const PDF_SIGNATURE = '%PDF-'
/** Acrobat accepts the signature anywhere in the first 1024 bytes (some producers prepend junk). */
export const PDF_SIGNATURE_WINDOW = 1024
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]
const ZIP_EMPTY_ARCHIVE = [0x50, 0x4b, 0x05, 0x06]
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

const PRESENTATION_PART = 'ppt/presentation.xml'
const CONTENT_TYPES_PART = '[Content_Types].xml'

/**
 * Names the format by the bytes alone, never by the file name: a renamed file of an allowed type is read
 * as what it is, anything else is refused. Only lists containers (zip central directory, compound-file
 * directory); nothing is inflated or parsed here.
 */
export function detectFileType(bytes: Uint8Array): DocumentFormat {
  if (bytes.length === 0) throw new IngestError('empty')
  if (bytes.length > MAX_UPLOAD_BYTES) throw new IngestError('too_large')
  if (hasPdfSignature(bytes)) return 'pdf'
  if (startsWith(bytes, ZIP_LOCAL_HEADER) || startsWith(bytes, ZIP_EMPTY_ARCHIVE)) return detectZip(bytes)
  if (startsWith(bytes, CFB_SIGNATURE)) return detectCompoundFile(bytes)
  throw new IngestError('unsupported_type')
}

export function hasPdfSignature(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, PDF_SIGNATURE_WINDOW))
  return head.includes(PDF_SIGNATURE, 0, 'latin1')
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte)
}

function detectZip(bytes: Uint8Array): DocumentFormat {
  let names: string[]
  try {
    names = listZipEntries(bytes)
  } catch {
    // No readable central directory: a download cut short. If its local headers show a presentation,
    // the user sent a broken PPTX and should hear so, not that the type is wrong.
    if (looksLikePresentation(scanLocalHeaderNames(bytes))) throw new IngestError('corrupt')
    throw new IngestError('unsupported_type')
  }
  if (names.includes(PRESENTATION_PART)) return 'pptx'
  if (looksLikePresentation(names)) throw new IngestError('corrupt')
  throw new IngestError('unsupported_type')
}

/** An OPC package with PowerPoint parts (presentation part missing or not yet seen). */
function looksLikePresentation(names: string[]): boolean {
  return names.includes(PRESENTATION_PART) || (names.includes(CONTENT_TYPES_PART) && names.some(isPptPart))
}

function isPptPart(name: string): boolean {
  return name.startsWith('ppt/slides/') || name.startsWith('ppt/slideLayouts/') || name === PRESENTATION_PART
}

function listZipEntries(bytes: Uint8Array): string[] {
  const names: string[] = []
  // The filter sees every central-directory entry and declines it, so nothing is inflated.
  unzipSync(bytes, {
    filter: (file) => {
      names.push(file.name)
      return false
    },
  })
  return names
}

/** Walks local file headers from the start; stops at the first thing that is not one. */
function scanLocalHeaderNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const names: string[] = []
  let offset = 0
  while (offset + 30 <= bytes.length && view.getUint32(offset, true) === 0x04034b50) {
    const flags = view.getUint16(offset + 6, true)
    const compressedSize = view.getUint32(offset + 18, true)
    const nameLength = view.getUint16(offset + 26, true)
    const extraLength = view.getUint16(offset + 28, true)
    const nameStart = offset + 30
    if (nameStart + nameLength > bytes.length) break
    names.push(Buffer.from(bytes.buffer, bytes.byteOffset + nameStart, nameLength).toString('utf8'))
    // With a data descriptor (flag bit 3) the size is only known after the data: the names seen so far
    // are all this scan can tell.
    if (flags & 0x08) break
    offset = nameStart + nameLength + extraLength + compressedSize
  }
  return names
}

function detectCompoundFile(bytes: Uint8Array): DocumentFormat {
  let streams: Set<string>
  try {
    const container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      type: 'buffer',
    })
    streams = new Set(container.FileIndex.filter((entry) => entry.type === 2).map((entry) => entry.name))
  } catch (error) {
    throw new IngestError('corrupt', undefined, { cause: error })
  }
  // A password-protected PPTX is not a zip at all: OOXML encryption wraps the package in a compound file.
  if (streams.has('EncryptionInfo') && streams.has('EncryptedPackage')) throw new IngestError('encrypted')
  if (streams.has('PowerPoint Document')) return 'ppt'
  throw new IngestError('unsupported_type')
}
