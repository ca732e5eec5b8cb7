import { readFile, stat } from 'node:fs/promises'
import { MAX_UPLOAD_BYTES, type Document } from '../shared'
import { ingestBytes, type IngestOptions } from './ingest-bytes'
import { IngestError } from './ingest-error'

/** A file on disk to a Document; its size is checked before any of it is read. */
export async function ingestFile(path: string, options: IngestOptions = {}): Promise<Document> {
  const { size } = await stat(path)
  if (size === 0) throw new IngestError('empty')
  if (size > MAX_UPLOAD_BYTES) throw new IngestError('too_large')
  return ingestBytes(await readFile(path), options)
}
