import { open } from 'node:fs/promises'
import { documentSchema, type Document } from '../../shared'
import { hasPdfSignature, PDF_SIGNATURE_WINDOW } from '../detect-file-type'
import { IngestError } from '../ingest-error'
import { createPageCounter } from '../pdf/page-counter'
import type { PdfPages } from '../pdf/read-pdf'
import { DEFAULT_LIMITS, type IsolationLimits } from './isolation-limits'
import type { FileInput, ParseReply } from './parse-messages'
import { acquireWorker, prepareHelper, takeIdleHelpers } from './parse-worker-pool'
import { WorkerLease } from './worker-lease'

/**
 * A PDF up to this size is read by every warm worker that is idle when it arrives, each claiming pages
 * from a shared counter (decision 012). A larger one is read by one worker, so that memory holds one copy.
 */
const MAX_SPLIT_BYTES = 16 * 1024 * 1024

let splitFiles = 0

/**
 * Parses bytes, or a file read by the worker, in worker threads within the limits; a limit hit or a
 * crash there is an IngestError here, a failure to read the file an Error with its errno `code`.
 */
export async function parseInWorker(
  input: Uint8Array | FileInput,
  limits: IsolationLimits = DEFAULT_LIMITS,
): Promise<Document> {
  const splittable = limits.maxWorkersPerFile > 1 && (await isSplittablePdf(input))
  const leases = [new WorkerLease(await acquireWorker(limits.maxMemoryMb), limits)]
  if (splittable) {
    const helpers = takeIdleHelpers(limits.maxMemoryMb, limits.maxWorkersPerFile - 1)
    leases.push(...helpers.map((helper) => new WorkerLease(helper, limits)))
    if (helpers.length === 0) prepareHelper(limits.maxMemoryMb)
  }
  const timer = setTimeout(() => {
    for (const lease of leases) lease.cancel(new IngestError('timeout'))
  }, limits.timeoutMs)
  try {
    const [primary] = leases as [WorkerLease]
    if (leases.length === 1) return documentOf(await primary.ask(input))
    splitFiles++
    const pageCounter = createPageCounter()
    // Every worker's answer is awaited, not just the first refusal: a file refused by one (encrypted,
    // corrupt) is refused by all at once, and a worker stopped mid-file would have to be replaced.
    const answers = await Promise.allSettled(leases.map((lease) => lease.ask(input, pageCounter)))
    const reads = answers.map((answer) => {
      if (answer.status === 'rejected') throw answer.reason
      return pagesOf(answer.value)
    })
    return documentOf(await primary.ask({ assemble: reads }))
  } finally {
    clearTimeout(timer)
    for (const lease of leases) lease.end()
  }
}

/** Files read by more than one worker so far (for tests of the split). */
export function splitFileCount(): number {
  return splitFiles
}

function documentOf(reply: ParseReply): Document {
  const answer = answerOf(reply)
  if (!('document' in answer)) throw new IngestError('corrupt', undefined, { cause: 'expected a document' })
  const parsed = documentSchema.safeParse(answer.document)
  if (!parsed.success) throw new IngestError('corrupt', undefined, { cause: parsed.error })
  return parsed.data
}

function pagesOf(reply: ParseReply): PdfPages {
  const answer = answerOf(reply)
  if (!('pages' in answer)) throw new IngestError('corrupt', undefined, { cause: 'expected pages' })
  return answer.pages
}

function answerOf(reply: ParseReply): Extract<ParseReply, { ok: true }> {
  if (reply.ok) return reply
  if ('readError' in reply) {
    const { code, message } = reply.readError
    throw Object.assign(new Error(message), { code })
  }
  throw new IngestError(reply.code, reply.message, { cause: reply.detail })
}

/**
 * Only the signature is looked at (the first KB of a file on disk); a file that cannot be read here is
 * not split, and its worker then reports why it cannot be read.
 */
async function isSplittablePdf(input: Uint8Array | FileInput): Promise<boolean> {
  if (input instanceof Uint8Array) return input.length <= MAX_SPLIT_BYTES && hasPdfSignature(input)
  try {
    const file = await open(input.path, 'r')
    try {
      const { size } = await file.stat()
      if (size > MAX_SPLIT_BYTES) return false
      const { buffer, bytesRead } = await file.read(
        new Uint8Array(PDF_SIGNATURE_WINDOW),
        0,
        PDF_SIGNATURE_WINDOW,
        0,
      )
      return hasPdfSignature(buffer.subarray(0, bytesRead))
    } finally {
      await file.close()
    }
  } catch {
    return false
  }
}
