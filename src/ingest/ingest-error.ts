import { AppError, type IngestErrorCode } from '../shared'

/** The message a user reads for each refusal, unless a reader has a more specific one. */
export const INGEST_ERROR_MESSAGES: Record<IngestErrorCode, string> = {
  unsupported_type: 'Only PDF, PPT, and PPTX files are allowed.',
  too_large: 'Maximum file size is 50MB. Please compress your file or use a smaller version.',
  empty: 'The file is empty.',
  corrupt: 'The file is damaged and could not be read. Please export it again and re-upload.',
  encrypted: 'The file is password-protected. Please upload an unprotected copy.',
  too_large_uncompressed: 'The file expands to more data than we can safely read.',
  unsafe_xml: 'The file contains unsafe XML and was refused.',
  no_text: 'No text could be found in the file. Scanned pages and pictures cannot be summarised yet.',
  unsupported_language:
    'This language is not supported. Supported languages: English, Spanish, Portuguese, French, German, Italian, Dutch, Norwegian.',
  blocked_address: 'That address cannot be fetched: it points to a private or local network.',
  fetch_failed: 'The PDF could not be downloaded from that link.',
  timeout: 'Reading the file took too long and was stopped.',
}

/** A refusal of the input itself: retrying the same bytes gives the same answer. */
export class IngestError extends AppError {
  declare readonly code: IngestErrorCode

  /** `cause` keeps the parser's own exception for logs; users only ever see `message`. */
  constructor(
    code: IngestErrorCode,
    message: string = INGEST_ERROR_MESSAGES[code],
    options: { cause?: unknown } = {},
  ) {
    super(code, message)
    this.name = 'IngestError'
    if (options.cause !== undefined) this.cause = options.cause
  }
}

export function isIngestError(value: unknown): value is IngestError {
  return value instanceof IngestError
}
