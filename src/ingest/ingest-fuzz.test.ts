import { Zip, ZipPassThrough, unzipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { INGEST_ERROR_CODES } from '../shared'
import { IngestError } from './ingest-error'
import { DEFAULT_LIMITS } from './isolation/isolation-limits'
import { parseInWorker } from './isolation/parse-in-worker'
import { readCorpusFile } from './test-corpus'

/**
 * Mutated corpus files, run through the same worker isolation as real uploads: each must end in a
 * Document or an IngestError within the time limit, never a crash or a hang. Small files keep the 500+
 * cases within seconds; a fixed seed makes any failure reproducible by its case name.
 */
const SEED = 20_240_601
const CASES_PER_FILE = 72
const LIMITS = { ...DEFAULT_LIMITS, timeoutMs: 15_000 }

const FILES = [
  'lang/nl-udhr.pdf',
  'lang/hi-udhr.pdf',
  'bad/zero-pages.pdf',
  'pptx/smartart-org-chart.pptx',
  'lang/nb-udhr.pptx',
  'bad/xxe-billion-laughs.pptx',
  'ppt/sampleshow-notes.ppt',
  'bad/encrypted.ppt',
]

type Random = () => number

/** mulberry32: tiny, seedable, good enough to pick offsets. */
function createRandom(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick(random: Random, below: number): number {
  return Math.floor(random() * below)
}

function truncate(bytes: Uint8Array, random: Random): Uint8Array {
  return bytes.slice(0, 1 + pick(random, bytes.length - 1))
}

function flipBytes(bytes: Uint8Array, random: Random): Uint8Array {
  const copy = bytes.slice()
  const flips = 1 + pick(random, 24)
  for (let index = 0; index < flips; index++) copy[pick(random, copy.length)] = pick(random, 256)
  return copy
}

/** Rebuilds a zip from its entries, stored (not deflated) so every entry stays reachable to the reader. */
function rezip(entries: [string, Uint8Array][]): Uint8Array {
  const chunks: Uint8Array[] = []
  const zip = new Zip((error, chunk) => {
    if (error) throw error
    chunks.push(chunk)
  })
  for (const [name, data] of entries) {
    const file = new ZipPassThrough(name)
    zip.add(file)
    file.push(data, true)
  }
  zip.end()
  return Buffer.concat(chunks)
}

function removeEntry(bytes: Uint8Array, random: Random): Uint8Array {
  const entries = Object.entries(unzipSync(bytes))
  entries.splice(pick(random, entries.length), 1)
  return rezip(entries)
}

function duplicateEntry(bytes: Uint8Array, random: Random): Uint8Array {
  const entries: [string, Uint8Array][] = Object.entries(unzipSync(bytes))
  const [name, data] = entries[pick(random, entries.length)] ?? ['', new Uint8Array()]
  // The copy carries other bytes under the same name: readers must not trust either blindly.
  entries.splice(pick(random, entries.length), 0, [
    name,
    flipBytes(data.length > 0 ? data : new Uint8Array(1), random),
  ])
  return rezip(entries)
}

function mutate(file: string, bytes: Uint8Array, random: Random): { kind: string; bytes: Uint8Array } {
  const kinds = file.endsWith('.pptx')
    ? (['truncate', 'flip', 'remove-entry', 'duplicate-entry'] as const)
    : (['truncate', 'flip'] as const)
  const kind = kinds[pick(random, kinds.length)] ?? 'flip'
  const mutated = {
    truncate,
    flip: flipBytes,
    'remove-entry': removeEntry,
    'duplicate-entry': duplicateEntry,
  }[kind](bytes, random)
  return { kind, bytes: mutated }
}

describe.concurrent('fuzzing the readers with mutated corpus files', () => {
  test.each(FILES.map((file, index) => [file, index] as const))(
    '%s: every mutation ends in a Document or an IngestError',
    async (file, index) => {
      const original = readCorpusFile(file)
      const random = createRandom(SEED + index)
      const failures: string[] = []
      const outcomes = new Map<string, number>()

      for (let caseNumber = 0; caseNumber < CASES_PER_FILE; caseNumber++) {
        const { kind, bytes } = mutate(file, original, random)
        const outcome = await parseInWorker(bytes, LIMITS).then(
          () => 'document',
          (error: unknown) => (error instanceof IngestError ? error.code : `crash: ${String(error)}`),
        )
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
        if (
          !outcome.startsWith('crash') &&
          outcome !== 'document' &&
          !INGEST_ERROR_CODES.includes(outcome as never)
        ) {
          failures.push(`case ${caseNumber} (${kind}): unknown code ${outcome}`)
        }
        if (outcome.startsWith('crash') || outcome === 'timeout')
          failures.push(`case ${caseNumber} (${kind}): ${outcome}`)
      }

      expect(failures).toEqual([])
      expect([...outcomes.values()].reduce((sum, count) => sum + count, 0)).toBe(CASES_PER_FILE)
    },
    120_000,
  )
})
