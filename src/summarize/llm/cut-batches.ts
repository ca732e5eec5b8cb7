import type { SummaryUnit } from './to-summary-units'

export interface BatchLimits {
  /** Batches that may run at once: the deck is spread over about this many, so one wave covers it. */
  concurrency: number
  /** Most units in one batch: past it, answers get long and slow, so more waves are cheaper. */
  maxUnits: number
  /** Most characters of source text in one batch (about a quarter as many tokens). */
  maxChars: number
}

export const DEFAULT_BATCH_LIMITS: Omit<BatchLimits, 'concurrency'> = { maxUnits: 25, maxChars: 48_000 }

// Each unit costs an answer of its own whatever its length, so a short slide still weighs something.
const PER_UNIT_WEIGHT = 400

/**
 * Cuts the units, in order, into batches of similar weight: as few as `concurrency` when the limits
 * allow (so a 100-slide deck is one parallel wave, then the overall call), more when they do not.
 */
export function cutBatches<U extends SummaryUnit>(units: readonly U[], limits: BatchLimits): U[][] {
  if (units.length === 0) return []
  const weights = units.map((unit) => unitChars(unit) + PER_UNIT_WEIGHT)
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0)
  const totalChars = units.reduce((sum, unit) => sum + unitChars(unit), 0)
  const batchCount = Math.max(
    Math.min(limits.concurrency, units.length),
    Math.ceil(units.length / limits.maxUnits),
    Math.ceil(totalChars / limits.maxChars),
  )
  const balanced: U[][] = Array.from({ length: batchCount }, () => [])
  let before = 0
  units.forEach((unit, index) => {
    const weight = weights[index] as number
    const slot = Math.min(batchCount - 1, Math.floor(((before + weight / 2) / totalWeight) * batchCount))
    balanced[slot]?.push(unit)
    before += weight
  })
  return balanced.filter((batch) => batch.length > 0).flatMap((batch) => splitToLimits(batch, limits))
}

/** Skewed sizes can still overfill a balanced batch: split it greedily, in order. */
function splitToLimits<U extends SummaryUnit>(batch: U[], limits: BatchLimits): U[][] {
  const parts: U[][] = []
  let current: U[] = []
  let chars = 0
  for (const unit of batch) {
    const size = unitChars(unit)
    if (current.length > 0 && (current.length >= limits.maxUnits || chars + size > limits.maxChars)) {
      parts.push(current)
      current = []
      chars = 0
    }
    current.push(unit)
    chars += size
  }
  if (current.length > 0) parts.push(current)
  return parts
}

function unitChars(unit: SummaryUnit): number {
  return unit.title.length + unit.text.length + unit.notes.length
}
