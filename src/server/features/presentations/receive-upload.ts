import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type {} from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import {
  AppError,
  documentTypeSchema,
  stripControlCharacters,
  summaryLanguageSchema,
  SUMMARY_LANGUAGE_MESSAGE,
  type DocumentType,
  type Language,
} from '../../../shared'
import { FILE_TOO_LARGE_MESSAGE, DOCUMENT_TYPE_REQUIRED_MESSAGE } from './messages'

export interface ReceivedUpload {
  tempPath: string
  originalName: string
  sizeBytes: number
  documentType: DocumentType
  /** The summary's language asked for; null: the document's own. */
  summaryLanguage: Language | null
  /** The other text fields, as sent (the external API reads webhookUrl here); bounded by the multipart limits. */
  fields: Record<string, string>
  discard: () => Promise<void>
}

/**
 * Streams the multipart body's first file to a temporary file (never the whole body in memory), reading
 * the documentType and summaryLanguage fields wherever it stands in the body. Later files are drained and ignored (spec §5:
 * only the first dropped file is uploaded). Size is capped while streaming by @fastify/multipart.
 */
export async function receiveUpload(request: FastifyRequest, tempDir: string): Promise<ReceivedUpload> {
  await mkdir(tempDir, { recursive: true })
  const tempPath = path.join(tempDir, `upload-${randomUUID()}`)
  const discard = () => rm(tempPath, { force: true })
  let originalName: string | undefined
  let sizeBytes = 0
  let documentTypeField: unknown
  let summaryLanguageField: unknown
  const fields: Record<string, string> = {}
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'documentType') documentTypeField = part.value
        else if (part.fieldname === 'summaryLanguage') summaryLanguageField = part.value
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value
        continue
      }
      if (originalName !== undefined || part.fieldname !== 'file') {
        part.file.resume()
        continue
      }
      originalName = cleanFileName(part.filename)
      const out = createWriteStream(tempPath)
      part.file.on('data', (chunk: Buffer) => (sizeBytes += chunk.length))
      await pipeline(part.file, out)
      if (part.file.truncated) throw new AppError('too_large', FILE_TOO_LARGE_MESSAGE)
    }
  } catch (error) {
    await discard()
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('too_large', FILE_TOO_LARGE_MESSAGE)
    }
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('bad_request', 'Send the file as multipart/form-data with a "file" field.')
    }
    throw error
  }

  const documentType = documentTypeSchema.safeParse(documentTypeField)
  if (!documentType.success) {
    await discard()
    throw new AppError('bad_request', DOCUMENT_TYPE_REQUIRED_MESSAGE)
  }
  // An empty field is a form's "same as the document".
  const summaryLanguage = summaryLanguageSchema.safeParse(summaryLanguageField || null)
  if (!summaryLanguage.success) {
    await discard()
    throw new AppError('bad_request', SUMMARY_LANGUAGE_MESSAGE)
  }
  if (originalName === undefined) {
    await discard()
    throw new AppError('bad_request', 'No file was uploaded.')
  }
  return {
    tempPath,
    originalName,
    sizeBytes,
    documentType: documentType.data,
    summaryLanguage: summaryLanguage.data ?? null,
    fields,
    discard,
  }
}

/**
 * A display name: no directories (some browsers send them), no control characters or bidirectional
 * overrides (a browser's file name is cleaned, not refused), bounded length.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  const clean = stripControlCharacters(base).trim()
  return (clean || 'Untitled').slice(0, 255)
}
