import { stat } from 'node:fs/promises'
import { MAX_UPLOAD_BYTES, type Document } from '../shared'
import { isolationLimits, type IngestOptions } from './ingest-bytes'
import { IngestError } from './ingest-error'
import { parseInWorker } from './isolation/parse-in-worker'

/**
 * A file on disk to a Document. Its size is checked here, before a worker is involved; the worker then
 * reads the file itself, so this thread never holds its bytes (a 50 MB upload is not held twice).
 */
export async function ingestFile(path: string, options: IngestOptions = {}): Promise<Document> {
  const { size } = await stat(path)
  if (size === 0) throw new IngestError('empty')
  if (size > MAX_UPLOAD_BYTES) throw new IngestError('too_large')
  return parseInWorker({ path }, isolationLimits(options))
}
