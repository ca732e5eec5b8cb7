import { z } from 'zod'
import { AppError } from '../../../shared'
import type { ListCursor } from './queries'

const cursorSchema = z.object({ createdAt: z.iso.datetime(), id: z.uuid() })

/** Opaque to clients: base64url JSON, so its form can change without breaking anyone. */
export function encodeListCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

export function decodeListCursor(text: string): ListCursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')))
  } catch {
    throw new AppError('bad_request', 'The cursor is not valid; pass nextCursor from the previous page.')
  }
}
