import { IngestError } from '../ingest-error'
import type { IngestErrorCode } from '../../shared'

/** An IngestError whose `cause` says which limit or structure failed, for logs; users read the code's message. */
export function zipRefusal(code: IngestErrorCode, detail: string): IngestError {
  const error = new IngestError(code)
  error.cause = detail
  return error
}
