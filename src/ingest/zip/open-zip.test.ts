import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { strToU8, zipSync, type Zippable } from 'fflate'
import { describe, expect, test } from 'vitest'
import { DEFAULT_ZIP_LIMITS, openZip, type ZipLimits } from './open-zip'

const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..', 'shared', 'corpus')

const CENTRAL_HEADER_SIGNATURE = 0x02014b50

/** Rewrites what the central directory claims about one entry, as a hostile archive would. */
function patchCentralEntry(
  zip: Uint8Array,
  name: string,
  patch: (view: DataView, offset: number) => void,
): void {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  const encodedName = strToU8(name)
  for (let offset = 0; offset + 46 < zip.length; offset++) {
    if (view.getUint32(offset, true) !== CENTRAL_HEADER_SIGNATURE) continue
    const nameLength = view.getUint16(offset + 28, true)
    const candidate = zip.subarray(offset + 46, offset + 46 + nameLength)
    if (candidate.length === encodedName.length && candidate.every((byte, i) => byte === encodedName[i])) {
      patch(view, offset)
      return
    }
  }
  throw new Error(`no central entry ${name}`)
}

function codeOf(action: () => unknown): string | undefined {
  try {
    action()
  } catch (error) {
    return (error as { code?: string }).code
  }
  return undefined
}

describe('openZip', () => {
  test('reads deflated and stored entries back byte for byte, and only on request', () => {
    const files: Zippable = {
      'ppt/presentation.xml': strToU8('<p:presentation/>'.repeat(100)),
      'ppt/media/image1.png': [new Uint8Array([1, 2, 3, 4]), { level: 0 }],
    }
    const zip = openZip(zipSync(files))

    expect(zip.names).toEqual(['ppt/presentation.xml', 'ppt/media/image1.png'])
    expect(new TextDecoder().decode(zip.read('ppt/presentation.xml'))).toBe('<p:presentation/>'.repeat(100))
    expect(Array.from(zip.read('ppt/media/image1.png') ?? [])).toEqual([1, 2, 3, 4])
  })

  test('finds entries case-insensitively and answers undefined for a missing one', () => {
    const zip = openZip(zipSync({ '[Content_Types].xml': strToU8('<Types/>') }))

    expect(zip.has('[content_types].xml')).toBe(true)
    expect(zip.read('ppt/presentation.xml')).toBeUndefined()
  })

  test('refuses an archive with more entries than the limit before reading any', () => {
    const files: Zippable = {}
    for (let i = 0; i < 12; i++) files[`part${i}.xml`] = strToU8('<a/>')
    const limits: ZipLimits = { ...DEFAULT_ZIP_LIMITS, maxEntries: 10 }

    expect(codeOf(() => openZip(zipSync(files), limits))).toBe('too_large_uncompressed')
  })

  test('refuses an entry whose compression ratio passes the limit while it inflates', () => {
    const bytes = zipSync({ 'ppt/slides/slide1.xml': new Uint8Array(4 * 1024 * 1024) })
    // Claim a tiny size so that only the count of bytes actually coming out can catch it.
    patchCentralEntry(bytes, 'ppt/slides/slide1.xml', (view, offset) =>
      view.setUint32(offset + 24, 100, true),
    )
    const zip = openZip(bytes)

    expect(codeOf(() => zip.read('ppt/slides/slide1.xml'))).toBe('too_large_uncompressed')
  })

  test('refuses an entry that inflates past the per-entry limit although its header claims little', () => {
    const content = strToU8(Array.from({ length: 40_000 }, (_, i) => `<a:t>${i * 7919}</a:t>`).join(''))
    const bytes = zipSync({ 'ppt/slides/slide1.xml': content })
    patchCentralEntry(bytes, 'ppt/slides/slide1.xml', (view, offset) => view.setUint32(offset + 24, 10, true))
    const limits: ZipLimits = { ...DEFAULT_ZIP_LIMITS, maxEntryBytes: 256 * 1024, maxRatio: 10_000 }
    const zip = openZip(bytes, limits)

    expect(content.length).toBeGreaterThan(limits.maxEntryBytes)
    expect(codeOf(() => zip.read('ppt/slides/slide1.xml'))).toBe('too_large_uncompressed')
  })

  test('refuses reads once the archive as a whole has inflated past the total limit', () => {
    const part = strToU8('x'.repeat(600 * 1024))
    const limits: ZipLimits = { ...DEFAULT_ZIP_LIMITS, maxTotalBytes: 1024 * 1024, maxRatio: 10_000 }
    const zip = openZip(zipSync({ 'a.xml': part, 'b.xml': part }), limits)

    expect(zip.read('a.xml')?.length).toBe(part.length)
    expect(codeOf(() => zip.read('b.xml'))).toBe('too_large_uncompressed')
  })

  test('calls a file without a central directory corrupt', () => {
    const bytes = zipSync({ 'ppt/presentation.xml': strToU8('<p:presentation/>'.repeat(1000)) })

    expect(codeOf(() => openZip(bytes.subarray(0, bytes.length - 200)))).toBe('corrupt')
  })

  test('calls a broken deflate stream corrupt', () => {
    const bytes = zipSync({
      'slide.xml': strToU8(Array.from({ length: 5000 }, (_, i) => `<a:t>${i}</a:t>`).join('')),
    })
    const dataStart = 30 + 'slide.xml'.length
    for (let i = dataStart; i < dataStart + 64; i++) bytes[i] = 0xff

    expect(codeOf(() => openZip(bytes).read('slide.xml'))).toBe('corrupt')
  })

  test('calls two entries with the same name corrupt', () => {
    const bytes = zipSync({ 'a.xml': strToU8('<a/>'), 'b.xml': strToU8('<b/>') })
    patchCentralEntry(bytes, 'b.xml', (view, offset) => view.setUint8(offset + 46, 'a'.charCodeAt(0)))

    expect(codeOf(() => openZip(bytes))).toBe('corrupt')
  })

  test('reads sizes and offsets from zip64 extra fields and the zip64 end record', () => {
    const bytes = buildZip64StoredArchive('ppt/presentation.xml', strToU8('<p:presentation/>'))

    expect(new TextDecoder().decode(openZip(bytes).read('ppt/presentation.xml'))).toBe('<p:presentation/>')
  })

  test('refuses the corpus zip bomb whether or not its header tells the truth', () => {
    const bytes = new Uint8Array(readFileSync(path.join(corpus, 'bad/zip-bomb.pptx')))
    const honest = openZip(bytes)
    patchCentralEntry(bytes, 'ppt/slides/slide1.xml', (view, offset) =>
      view.setUint32(offset + 24, 4096, true),
    )
    const lying = openZip(bytes)

    expect(codeOf(() => honest.read('ppt/slides/slide1.xml'))).toBe('too_large_uncompressed')
    expect(codeOf(() => lying.read('ppt/slides/slide1.xml'))).toBe('too_large_uncompressed')
  })

  test('calls the corpus truncated download corrupt', () => {
    const bytes = readFileSync(path.join(corpus, 'bad/truncated-download.pptx'))

    expect(codeOf(() => openZip(bytes))).toBe('corrupt')
  })
})

/** One stored entry whose central record defers every size and offset to zip64 fields, as some writers always do. */
function buildZip64StoredArchive(name: string, data: Uint8Array): Uint8Array {
  const nameBytes = strToU8(name)
  const local = new DataView(new ArrayBuffer(30))
  local.setUint32(0, 0x04034b50, true)
  local.setUint16(26, nameBytes.length, true)
  const localLength = 30 + nameBytes.length + data.length

  const central = new DataView(new ArrayBuffer(46))
  central.setUint32(0, 0x02014b50, true)
  central.setUint32(20, 0xffffffff, true)
  central.setUint32(24, 0xffffffff, true)
  central.setUint16(28, nameBytes.length, true)
  central.setUint16(30, 28, true)
  central.setUint32(42, 0xffffffff, true)
  // The extra field sits after the name; it is written separately below.
  const extra = new DataView(new ArrayBuffer(28))
  extra.setUint16(0, 0x0001, true)
  extra.setUint16(2, 24, true)
  extra.setBigUint64(4, BigInt(data.length), true)
  extra.setBigUint64(12, BigInt(data.length), true)
  extra.setBigUint64(20, 0n, true)
  const centralLength = 46 + nameBytes.length + 28

  const zip64End = new DataView(new ArrayBuffer(56))
  zip64End.setUint32(0, 0x06064b50, true)
  zip64End.setBigUint64(24, 1n, true)
  zip64End.setBigUint64(32, 1n, true)
  zip64End.setBigUint64(40, BigInt(centralLength), true)
  zip64End.setBigUint64(48, BigInt(localLength), true)
  const locator = new DataView(new ArrayBuffer(20))
  locator.setUint32(0, 0x07064b50, true)
  locator.setBigUint64(8, BigInt(localLength + centralLength), true)
  const end = new DataView(new ArrayBuffer(22))
  end.setUint32(0, 0x06054b50, true)
  end.setUint16(8, 0xffff, true)
  end.setUint16(10, 0xffff, true)
  end.setUint32(12, 0xffffffff, true)
  end.setUint32(16, 0xffffffff, true)

  const parts = [
    new Uint8Array(local.buffer),
    nameBytes,
    data,
    new Uint8Array(central.buffer),
    nameBytes,
    new Uint8Array(extra.buffer),
    new Uint8Array(zip64End.buffer),
    new Uint8Array(locator.buffer),
    new Uint8Array(end.buffer),
  ]
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
