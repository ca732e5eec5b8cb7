// Worker-thread entry: parses one file per message and answers with a Document or a refusal. Anything
// thrown that is not an IngestError is the input breaking a reader, so it is answered as `corrupt`.
import './redirect-stdout'
import { parentPort } from 'node:worker_threads'
import { INGEST_ERROR_MESSAGES, isIngestError } from '../ingest-error'
import { parseDocument } from '../parse-document'
import type { ParseReply, ParseRequest } from './parse-messages'

const port = parentPort
if (!port) throw new Error('parse-worker must run in a worker thread')

port.on('message', async ({ bytes }: ParseRequest) => {
  let reply: ParseReply
  try {
    reply = { ok: true, document: await parseDocument(bytes) }
  } catch (error) {
    reply = isIngestError(error)
      ? { ok: false, code: error.code, message: error.message, detail: describe(error.cause) }
      : { ok: false, code: 'corrupt', message: INGEST_ERROR_MESSAGES.corrupt, detail: describe(error) }
  }
  port.postMessage(reply)
})

function describe(error: unknown): string | undefined {
  if (error === undefined) return undefined
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
