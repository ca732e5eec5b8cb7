import { open } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { ingestFile, IngestError, isIngestError } from '../../../ingest'
import type { Document, DocumentFormat } from '../../../shared'
import { INVALID_FILE_TYPE_MESSAGE } from './messages'

/** Files up to this size are read in full at upload, so a broken file is refused before it is stored. */
export const QUICK_CHECK_MAX_BYTES = 8 * 1024 * 1024
const QUICK_CHECK_TIMEOUT_MS = 10_000

/**
 * The upload's format by content, and — where it can be told quickly — whether ingest can read it at all
 * (issue 6: an unreadable file or unsupported language is answered at once instead of becoming a failed
 * item). Larger files are only sniffed here, to keep an upload's memory small; the worker reads them.
 */
export interface CheckedUpload {
  format: DocumentFormat
  /** The slide model when the file was read in full here, so the worker need not read it again. */
  document: Document | null
}

/**
 * Full reads at upload are opportunistic: beyond this many at once (a burst of uploads), files are only
 * sniffed and the workers, which run at their own bounded pace, read them.
 */
const MAX_CONCURRENT_QUICK_CHECKS = Math.max(1, Math.min(4, availableParallelism()))
let quickChecksRunning = 0

export async function checkUpload(
  tempPath: string,
  sizeBytes: number,
  originalName: string,
): Promise<CheckedUpload> {
  try {
    return await readUpload(tempPath, sizeBytes)
  } catch (error) {
    if (isIngestError(error) && error.code === 'unsupported_type')
      throw contentsNotAsNamed(originalName, error)
    throw error
  }
}

const NAMED_FORMATS: Record<string, string> = {
  pdf: 'PDF',
  ppt: 'PowerPoint (.ppt)',
  pptx: 'PowerPoint (.pptx)',
}

/**
 * A file named like one we read whose bytes are something else (a text file saved as .pdf): the spec's
 * wrong-type text alone would puzzle its owner, so the answer keeps it and names what is wrong after it
 * (issues 18 and 25).
 */
function contentsNotAsNamed(originalName: string, error: IngestError): IngestError {
  const extension = /\.([a-z]+)$/i.exec(originalName)?.[1]?.toLowerCase() ?? ''
  const format = NAMED_FORMATS[extension]
  if (!format) return error
  return new IngestError(
    'unsupported_type',
    `${INVALID_FILE_TYPE_MESSAGE} This file is named .${extension}, but its contents are not a ${format} file.`,
  )
}

async function readUpload(tempPath: string, sizeBytes: number): Promise<CheckedUpload> {
  if (sizeBytes === 0) throw new IngestError('empty')
  if (sizeBytes > QUICK_CHECK_MAX_BYTES || quickChecksRunning >= MAX_CONCURRENT_QUICK_CHECKS) {
    return { format: sniffFormat(await readHead(tempPath)), document: null }
  }

  quickChecksRunning++
  try {
    // Read by a parse worker from disk: this thread neither holds the file nor inspects its bytes.
    const document = await ingestFile(tempPath, { timeoutMs: QUICK_CHECK_TIMEOUT_MS })
    return { format: document.format, document }
  } catch (error) {
    // Slow is not broken: the worker, with its own limits, decides.
    if (isIngestError(error) && error.code === 'timeout')
      return { format: sniffFormat(await readHead(tempPath)), document: null }
    throw error
  } finally {
    quickChecksRunning--
  }
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
