import { open } from 'node:fs/promises'
import { MAX_UPLOAD_BYTES } from '../../shared'
import { IngestError } from '../ingest-error'

/**
 * A file's bytes, read into a plain Uint8Array that owns its whole buffer, so that pdf.js takes it as is
 * (it copies anything else, and refuses a Buffer). The size is checked before anything is read, and a
 * file that grows meanwhile is read only up to the size checked.
 */
export async function readFileBytes(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r')
  try {
    const { size } = await file.stat()
    if (size === 0) throw new IngestError('empty')
    if (size > MAX_UPLOAD_BYTES) throw new IngestError('too_large')
    const bytes = new Uint8Array(size)
    let filled = 0
    while (filled < size) {
      const { bytesRead } = await file.read(bytes, filled, size - filled, filled)
      if (bytesRead === 0) break
      filled += bytesRead
    }
    return filled === size ? bytes : bytes.subarray(0, filled)
  } finally {
    await file.close()
  }
}
