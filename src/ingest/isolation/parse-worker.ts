// The parse worker proper, started by parse-worker-bootstrap.mjs: parses one file per message and answers
// with a Document or a refusal. Anything thrown that is not an IngestError is the input breaking a
// reader, so it is answered as `corrupt`; failing to read the file from disk is no fault of the file.
import { parentPort } from 'node:worker_threads'
import { INGEST_ERROR_MESSAGES, isIngestError } from '../ingest-error'
import { parseDocument } from '../parse-document'
import type { ParseReply, ParseRequest } from './parse-messages'
import { readFileBytes } from './read-file-bytes'

const port = parentPort
if (!port) throw new Error('parse-worker must run in a worker thread')

port.on('message', async (request: ParseRequest) => {
  port.postMessage(await answer(request))
})

async function answer(request: ParseRequest): Promise<ParseReply> {
  let bytes: Uint8Array
  try {
    bytes = 'path' in request ? await readFileBytes(request.path) : request.bytes
  } catch (error) {
    if (isIngestError(error)) return { ok: false, code: error.code, message: error.message }
    const { code, message } = error as NodeJS.ErrnoException
    return { ok: false, readError: { code, message } }
  }
  try {
    return { ok: true, document: await parseDocument(bytes) }
  } catch (error) {
    return isIngestError(error)
      ? { ok: false, code: error.code, message: error.message, detail: describe(error.cause) }
      : { ok: false, code: 'corrupt', message: INGEST_ERROR_MESSAGES.corrupt, detail: describe(error) }
  }
}

function describe(error: unknown): string | undefined {
  if (error === undefined) return undefined
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
