import { open, readFile } from 'node:fs/promises'
import { detectFileType, ingestBytes, IngestError, isIngestError } from '../../../ingest'
import type { DocumentFormat } from '../../../shared'

/** Files up to this size are read in full at upload, so a broken file is refused before it is stored. */
export const QUICK_CHECK_MAX_BYTES = 8 * 1024 * 1024
const QUICK_CHECK_TIMEOUT_MS = 10_000

/**
 * The upload's format by content, and — where it can be told quickly — whether ingest can read it at all
 * (issue 6: an unreadable file or unsupported language is answered at once instead of becoming a failed
 * item). Larger files are only sniffed here, to keep an upload's memory small; the worker reads them.
 */
export async function checkUpload(tempPath: string, sizeBytes: number): Promise<DocumentFormat> {
  if (sizeBytes === 0) throw new IngestError('empty')
  if (sizeBytes > QUICK_CHECK_MAX_BYTES) return sniffFormat(await readHead(tempPath))

  const bytes = await readFile(tempPath)
  const format = detectFileType(bytes)
  try {
    await ingestBytes(bytes, { timeoutMs: QUICK_CHECK_TIMEOUT_MS })
  } catch (error) {
    // Slow is not broken: the worker, with its own limits, decides.
    if (!isIngestError(error) || error.code !== 'timeout') throw error
  }
  return format
}

async function readHead(filePath: string): Promise<Uint8Array> {
  const handle = await open(filePath)
  try {
    const head = new Uint8Array(1024)
    const { bytesRead } = await handle.read(head, 0, head.length, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

function sniffFormat(head: Uint8Array): DocumentFormat {
  if (Buffer.from(head).includes('%PDF-', 0, 'latin1')) return 'pdf'
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'pptx'
  if (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0) return 'ppt'
  throw new IngestError('unsupported_type')
}
