import { IngestError } from '../ingest-error'
import { inflateEntry } from './inflate-entry'
import { readCentralDirectory, type ZipEntry } from './read-central-directory'

export interface ZipLimits {
  maxEntries: number
  /** Bytes one entry may inflate to, counted as they come out. */
  maxEntryBytes: number
  /** Bytes all entries read from one archive may inflate to together. */
  maxTotalBytes: number
  maxRatio: number
  /** Output below this size is never refused for its ratio: small, repetitive XML parts compress very well. */
  ratioGraceBytes: number
}

const MIB = 1024 * 1024

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxEntryBytes: 32 * MIB,
  maxTotalBytes: 256 * MIB,
  maxRatio: 100,
  ratioGraceBytes: 1 * MIB,
}

/** An opened archive whose entries are inflated only when read, each within the limits. */
export interface ZipArchive {
  /** Entry names as stored (OPC part names without the leading slash). */
  readonly names: readonly string[]
  /** Whether an entry exists; names compare case-insensitively, as OPC part names do. */
  has(name: string): boolean
  /** The entry's bytes, or undefined when there is no such entry. */
  read(name: string): Uint8Array | undefined
}

const LOCAL_HEADER_SIGNATURE = 0x04034b50
const METHOD_STORED = 0
const METHOD_DEFLATED = 8

/** Opens a zip held in memory: reads the central directory now, inflates nothing until asked. */
export function openZip(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipArchive {
  const entries = readCentralDirectory(bytes, limits.maxEntries)
  const byName = new Map<string, ZipEntry>()
  for (const entry of entries) {
    const key = entry.name.toLowerCase()
    // Two entries with one name make "which part is the slide?" ambiguous: refuse rather than guess.
    if (byName.has(key))
      throw new IngestError('corrupt', undefined, { cause: `duplicate zip entry ${entry.name}` })
    byName.set(key, entry)
  }

  let inflatedTotal = 0
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)

  function read(name: string): Uint8Array | undefined {
    const entry = byName.get(name.toLowerCase())
    if (!entry) return undefined
    if (entry.isEncrypted)
      throw new IngestError('encrypted', undefined, { cause: `${entry.name} is zip-encrypted` })
    const remaining = limits.maxTotalBytes - inflatedTotal
    const maxBytes = Math.min(limits.maxEntryBytes, remaining)
    if (entry.declaredSize > maxBytes) {
      throw new IngestError('too_large_uncompressed', undefined, {
        cause: `${entry.name} declares ${entry.declaredSize} bytes, limit ${maxBytes}`,
      })
    }

    const compressed = compressedData(bytes, view, entry)
    let data: Uint8Array
    if (entry.method === METHOD_STORED) {
      if (compressed.length > maxBytes)
        throw new IngestError('too_large_uncompressed', undefined, {
          cause: `${entry.name} stores ${compressed.length} bytes`,
        })
      data = compressed
    } else if (entry.method === METHOD_DEFLATED) {
      data = inflateEntry(compressed, {
        maxBytes,
        maxRatio: limits.maxRatio,
        ratioGraceBytes: limits.ratioGraceBytes,
      })
    } else {
      throw new IngestError('corrupt', undefined, {
        cause: `${entry.name} uses compression method ${entry.method}`,
      })
    }
    inflatedTotal += data.length
    return data
  }

  return {
    names: entries.map((entry) => entry.name),
    has: (name) => byName.has(name.toLowerCase()),
    read,
  }
}

function compressedData(bytes: Uint8Array, view: DataView, entry: ZipEntry): Uint8Array {
  const header = entry.localHeaderOffset
  if (header + 30 > bytes.length || view.getUint32(header, true) !== LOCAL_HEADER_SIGNATURE) {
    throw new IngestError('corrupt', undefined, { cause: `${entry.name}: local header missing` })
  }
  // The local header's own name and extra lengths place the data; they may differ from the central copy.
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true)
  const end = start + entry.compressedSize
  if (end > bytes.length)
    throw new IngestError('corrupt', undefined, {
      cause: `${entry.name}: data runs past the end of the file`,
    })
  return bytes.subarray(start, end)
}
