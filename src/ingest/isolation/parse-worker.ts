// The parse worker proper, started by parse-worker-bootstrap.mjs. Per message it parses one file (or the
// pages of a PDF it claims from a counter shared with other workers), or joins what several workers read,
// and answers with the result or a refusal. Anything thrown that is not an IngestError is the input
// breaking a reader, so it is answered as `corrupt`; failing to read the file from disk is no fault of
// the file.
import { parentPort } from 'node:worker_threads'
import { INGEST_ERROR_MESSAGES, isIngestError } from '../ingest-error'
import { assemblePdf, parseDocument, parsePdfPages } from '../parse-document'
import type { FileSource, ParseReply, ParseRequest, ReadyMessage } from './parse-messages'
import { readFileBytes } from './read-file-bytes'

const port = parentPort
if (!port) throw new Error('parse-worker must run in a worker thread')

port.on('message', async (request: ParseRequest) => {
  port.postMessage(await answer(request))
})
port.postMessage({ ready: true } satisfies ReadyMessage)

async function answer(request: ParseRequest): Promise<ParseReply> {
  if ('assemble' in request) {
    const { assemble } = request
    return refusalOr(async () => ({ ok: true, document: assemblePdf(assemble) }))
  }
  let bytes: Uint8Array
  try {
    bytes = await bytesOf(request)
  } catch (error) {
    if (isIngestError(error)) return { ok: false, code: error.code, message: error.message }
    const { code, message } = error as NodeJS.ErrnoException
    return { ok: false, readError: { code, message } }
  }
  if ('pageCounter' in request) {
    const { pageCounter } = request
    return refusalOr(async () => ({ ok: true, pages: await parsePdfPages(bytes, pageCounter) }))
  }
  return refusalOr(async () => ({ ok: true, document: await parseDocument(bytes) }))
}

function bytesOf(source: FileSource): Promise<Uint8Array> {
  return 'path' in source ? readFileBytes(source.path) : Promise.resolve(source.bytes)
}

async function refusalOr(parse: () => Promise<ParseReply>): Promise<ParseReply> {
  try {
    return await parse()
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
