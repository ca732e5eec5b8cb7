import { IngestError } from '../ingest-error'

/** One file of a zip archive, as its central directory describes it. */
export interface ZipEntry {
  name: string
  method: number
  isEncrypted: boolean
  compressedSize: number
  /** What the archive claims; never trusted for allocation, only for an early refusal. */
  declaredSize: number
  localHeaderOffset: number
}

const EOCD_SIGNATURE = 0x06054b50
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50
const ZIP64_EOCD_SIGNATURE = 0x06064b50
const CENTRAL_HEADER_SIGNATURE = 0x02014b50
const EOCD_MIN_LENGTH = 22
const MAX_COMMENT_LENGTH = 0xffff
const ZIP64_MARKER_32 = 0xffffffff
const ZIP64_EXTRA_ID = 0x0001

const utf8 = new TextDecoder('utf-8')

/**
 * Lists the entries from the central directory at the end of the archive. A file cut short by a
 * broken download has no central directory: that is `corrupt`, not a reason to scan local headers.
 */
export function readCentralDirectory(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const eocd = findEndOfCentralDirectory(view)
  let entryCount = view.getUint16(eocd + 10, true)
  let directorySize = view.getUint32(eocd + 12, true)
  let directoryOffset = view.getUint32(eocd + 16, true)

  const locator = eocd - 20
  if (locator >= 0 && view.getUint32(locator, true) === ZIP64_LOCATOR_SIGNATURE) {
    const zip64Eocd = readUint64(view, locator + 8)
    if (zip64Eocd + 56 > bytes.length || view.getUint32(zip64Eocd, true) !== ZIP64_EOCD_SIGNATURE) {
      throw new IngestError('corrupt', undefined, { cause: 'zip64 end of central directory missing' })
    }
    entryCount = readUint64(view, zip64Eocd + 32)
    directorySize = readUint64(view, zip64Eocd + 40)
    directoryOffset = readUint64(view, zip64Eocd + 48)
  }

  if (entryCount > maxEntries) {
    throw new IngestError('too_large_uncompressed', undefined, {
      cause: `${entryCount} zip entries, limit ${maxEntries}`,
    })
  }
  if (directoryOffset + directorySize > bytes.length)
    throw new IngestError('corrupt', undefined, { cause: 'central directory out of bounds' })

  const entries: ZipEntry[] = []
  let cursor = directoryOffset
  for (let i = 0; i < entryCount; i++) {
    if (cursor + 46 > bytes.length || view.getUint32(cursor, true) !== CENTRAL_HEADER_SIGNATURE) {
      throw new IngestError('corrupt', undefined, { cause: 'central directory entry malformed' })
    }
    const flags = view.getUint16(cursor + 8, true)
    const method = view.getUint16(cursor + 10, true)
    let compressedSize = view.getUint32(cursor + 20, true)
    let declaredSize = view.getUint32(cursor + 24, true)
    const nameLength = view.getUint16(cursor + 28, true)
    const extraLength = view.getUint16(cursor + 30, true)
    const commentLength = view.getUint16(cursor + 32, true)
    let localHeaderOffset = view.getUint32(cursor + 42, true)
    const nameStart = cursor + 46
    const extraStart = nameStart + nameLength
    const next = extraStart + extraLength + commentLength
    if (next > bytes.length)
      throw new IngestError('corrupt', undefined, { cause: 'central directory entry out of bounds' })

    if (
      compressedSize === ZIP64_MARKER_32 ||
      declaredSize === ZIP64_MARKER_32 ||
      localHeaderOffset === ZIP64_MARKER_32
    ) {
      const zip64 = readZip64Extra(view, extraStart, extraLength, {
        declaredSize: declaredSize === ZIP64_MARKER_32,
        compressedSize: compressedSize === ZIP64_MARKER_32,
        localHeaderOffset: localHeaderOffset === ZIP64_MARKER_32,
      })
      declaredSize = zip64.declaredSize ?? declaredSize
      compressedSize = zip64.compressedSize ?? compressedSize
      localHeaderOffset = zip64.localHeaderOffset ?? localHeaderOffset
    }

    entries.push({
      name: utf8.decode(bytes.subarray(nameStart, extraStart)),
      method,
      isEncrypted: (flags & 1) === 1,
      compressedSize,
      declaredSize,
      localHeaderOffset,
    })
    cursor = next
  }
  return entries
}

function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - EOCD_MIN_LENGTH
  const first = Math.max(0, last - MAX_COMMENT_LENGTH)
  for (let offset = last; offset >= first; offset--) {
    if (view.getUint32(offset, true) !== EOCD_SIGNATURE) continue
    const commentLength = view.getUint16(offset + 20, true)
    if (offset + EOCD_MIN_LENGTH + commentLength === view.byteLength) return offset
  }
  // Comments that overrun the end are written by some tools: accept the last signature found.
  for (let offset = last; offset >= first; offset--) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE) return offset
  }
  throw new IngestError('corrupt', undefined, { cause: 'no end of central directory record' })
}

function readZip64Extra(
  view: DataView,
  start: number,
  length: number,
  wanted: { declaredSize: boolean; compressedSize: boolean; localHeaderOffset: boolean },
): { declaredSize?: number; compressedSize?: number; localHeaderOffset?: number } {
  let cursor = start
  const end = start + length
  while (cursor + 4 <= end) {
    const id = view.getUint16(cursor, true)
    const size = view.getUint16(cursor + 2, true)
    if (id === ZIP64_EXTRA_ID) {
      const found: { declaredSize?: number; compressedSize?: number; localHeaderOffset?: number } = {}
      let field = cursor + 4
      const fieldEnd = Math.min(field + size, end)
      for (const key of ['declaredSize', 'compressedSize', 'localHeaderOffset'] as const) {
        if (!wanted[key]) continue
        if (field + 8 > fieldEnd)
          throw new IngestError('corrupt', undefined, { cause: 'zip64 extra field too short' })
        found[key] = readUint64(view, field)
        field += 8
      }
      return found
    }
    cursor += 4 + size
  }
  throw new IngestError('corrupt', undefined, { cause: 'zip64 sizes without a zip64 extra field' })
}

function readUint64(view: DataView, offset: number): number {
  const value = view.getBigUint64(offset, true)
  // Anything past 2^53 cannot be a real offset or size in a 50 MB upload.
  if (value > BigInt(Number.MAX_SAFE_INTEGER))
    throw new IngestError('corrupt', undefined, { cause: 'zip64 value out of range' })
  return Number(value)
}
