import { Inflate } from 'fflate'
import { IngestError } from '../ingest-error'

export interface InflateBudget {
  /** Most bytes this entry may produce (the smaller of the per-entry and remaining total limits). */
  maxBytes: number
  /** Most output bytes per input byte, once `ratioGraceBytes` have come out. */
  maxRatio: number
  ratioGraceBytes: number
}

/**
 * Small input slices bound what one `push` can produce (deflate tops out near 1032:1), so a bomb
 * is caught after a few megabytes rather than after it has filled memory.
 */
const INPUT_SLICE_BYTES = 8 * 1024

/** Inflates raw deflate data, counting the bytes as they actually come out and stopping past the budget. */
export function inflateEntry(compressed: Uint8Array, budget: InflateBudget): Uint8Array {
  const chunks: Uint8Array[] = []
  let produced = 0
  let consumed = 0
  const inflater = new Inflate((chunk) => {
    produced += chunk.length
    if (produced > budget.maxBytes)
      throw new IngestError('too_large_uncompressed', undefined, {
        cause: `inflated past ${budget.maxBytes} bytes`,
      })
    if (produced > budget.ratioGraceBytes && produced > consumed * budget.maxRatio) {
      throw new IngestError('too_large_uncompressed', undefined, {
        cause: `compression ratio above ${budget.maxRatio}:1`,
      })
    }
    if (chunk.length > 0) chunks.push(chunk)
  })

  try {
    if (compressed.length === 0) inflater.push(compressed, true)
    for (let start = 0; start < compressed.length; start += INPUT_SLICE_BYTES) {
      const end = Math.min(start + INPUT_SLICE_BYTES, compressed.length)
      consumed = end
      inflater.push(compressed.subarray(start, end), end === compressed.length)
    }
  } catch (error) {
    if (error instanceof IngestError) throw error
    throw new IngestError('corrupt', undefined, { cause: `deflate stream broken: ${String(error)}` })
  }
  return concatenate(chunks, produced)
}

function concatenate(chunks: Uint8Array[], length: number): Uint8Array {
  const [first] = chunks
  if (chunks.length === 1 && first) return first
  const out = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
}
