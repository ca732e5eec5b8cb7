import type { SlideLine } from './read-lines'

// A chart's axis read as text: at least this many numbers a constant step apart ("150% 100% 50% 0%").
const MIN_TICKS = 3
const MIN_TICKS_IN_LINE = 4

const TICK = /^[-−]?\d+(?:[.,]\d+)?\s?%?$/u

/**
 * A chart's axis that a PDF gives as text is no data: its ticks, one a line ("150%", "100%", "50%", "0%"), or
 * in one line after the axis title ("Total Assets (£trn) 0.0 0.3 0.6 0.9 1.2 1.5 1.8"), paired with the
 * legend's labels read as "Insurers: 100%" (issue 24, reader r24). Such runs, numbers a constant step apart,
 * are left out; real series rarely step evenly three times in a row.
 */
export function dropAxisTicks(lines: SlideLine[]): SlideLine[] {
  const drop = new Set<number>()
  for (let start = 0; start < lines.length;) {
    let end = start
    while (end < lines.length && !lines[end]!.isBullet && TICK.test(lines[end]!.text.trim())) end += 1
    if (end - start >= MIN_TICKS && isEvenlyStepped(lines.slice(start, end).map((line) => line.text))) {
      for (let at = start; at < end; at += 1) drop.add(at)
    }
    start = Math.max(end, start + 1)
  }
  lines.forEach((line, at) => {
    if (isAxisLine(line.text)) drop.add(at)
  })
  return drop.size === 0 ? lines : lines.filter((_, at) => !drop.has(at))
}

function valueOf(text: string): number {
  return Number(text.trim().replace(/%$/u, '').trim().replace('−', '-').replace(',', '.'))
}

function isEvenlyStepped(texts: string[]): boolean {
  const values = texts.map(valueOf)
  const step = values[1]! - values[0]!
  // A step of one counts (years "2022 2023 2024", numbered steps): a table's header, not an axis.
  if (step === 0 || Math.abs(step) === 1 || !Number.isFinite(step)) return false
  return values.every(
    (value, at) =>
      at === 0 || Math.abs(value - values[at - 1]! - step) < 1e-9 * Math.max(1, Math.abs(step)) + 1e-9,
  )
}

/** A run of `MIN_TICKS_IN_LINE` numbers or more in a line, a constant step apart. */
function hasSteppedRun(numbers: string[]): boolean {
  for (let start = 0; start + MIN_TICKS_IN_LINE <= numbers.length; start += 1) {
    if (isEvenlyStepped(numbers.slice(start, start + MIN_TICKS_IN_LINE))) return true
  }
  return false
}

/** A line holding an axis: its title and a run of evenly stepped ticks ("Total Assets (£trn) 0.0 0.3 0.6 0.9"). */
export function isAxisLine(text: string): boolean {
  const numbers = text.match(/(?<![\p{L}\p{N}.,])[-−]?\d+(?:[.,]\d+)?(?![\p{N}.,]*\p{L})/gu) ?? []
  return numbers.length >= MIN_TICKS_IN_LINE && hasSteppedRun(numbers)
}
