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
  const isTick = (at: number) =>
    at < lines.length && !lines[at]!.isBullet && TICK.test(lines[at]!.text.trim())
  for (let start = 0; start < lines.length;) {
    let end = start
    while (isTick(end)) end += 1
    // The ticks of one axis step evenly; the run may go on into the other axis's ticks ("0.5 … 0.1" then
    // "0", "5%"), so each evenly stepped stretch of it counts, and the bare numbers right by an axis (its
    // origin, the other axis) are read off the chart too, not figures: "Return: 0" (issue 24, reader r-b2).
    for (const [from, to] of steppedStretches(lines, start, end)) {
      for (let at = from - AXIS_REACH; at < to + AXIS_REACH; at += 1)
        if (at >= start && at < end) drop.add(at)
    }
    start = Math.max(end, start + 1)
  }
  for (const at of gappedTicks(lines, isTick)) drop.add(at)
  lines.forEach((line, at) => {
    if (isAxisLine(line.text)) drop.add(at)
  })
  return drop.size === 0 ? lines : lines.filter((_, at) => !drop.has(at))
}

// An axis's title drawn beside its ticks comes between them in reading order ("1400", "Costs per", "1200",
// "km"): up to this many short lines between two ticks keep them one axis.
const MAX_TICK_GAP = 2
const MAX_GAP_WORDS = 3

/**
 * The ticks of an axis read with its title's words between them: at least `MIN_TICKS_IN_LINE` of them a constant
 * step apart, as a chart of rupees per km gives "1800" "1600" "1400" "Costs per" "1200" "km" "1000" (issue 24:
 * read "km: 1200", "Revenue per km: 800").
 */
function gappedTicks(lines: SlideLine[], isTick: (at: number) => boolean): number[] {
  const ticks = lines.flatMap((_, at) => (isTick(at) ? [at] : []))
  const isGap = (from: number, to: number) =>
    to - from - 1 <= MAX_TICK_GAP &&
    lines
      .slice(from + 1, to)
      .every(
        (line) => !line.isBullet && line.text.split(/\s+/u).length <= MAX_GAP_WORDS && !/\d/u.test(line.text),
      )
  const out: number[] = []
  for (let start = 0; start < ticks.length;) {
    let end = start + 1
    while (end < ticks.length && isGap(ticks[end - 1]!, ticks[end]!)) end += 1
    const run = ticks.slice(start, end)
    if (run.length >= MIN_TICKS_IN_LINE && run.some((at, n) => n > 0 && at - run[n - 1]! > 1)) {
      const texts = run.map((at) => lines[at]!.text)
      for (let from = 0; from + MIN_TICKS_IN_LINE <= run.length;) {
        let to = from + MIN_TICKS_IN_LINE
        if (!isEvenlyStepped(texts.slice(from, to))) {
          from += 1
          continue
        }
        while (to < run.length && isEvenlyStepped(texts.slice(from, to + 1))) to += 1
        out.push(...run.slice(from, to))
        from = to
      }
    }
    start = end
  }
  return out
}

// Bare numbers this many lines from an axis's ticks belong to its chart.
const AXIS_REACH = 3

/** The stretches of `MIN_TICKS` lines or more, between `start` and `end`, each evenly stepped: [from, to). */
function steppedStretches(lines: SlideLine[], start: number, end: number): [number, number][] {
  const stretches: [number, number][] = []
  for (let from = start; from + MIN_TICKS <= end;) {
    let to = from + MIN_TICKS
    if (!isEvenlyStepped(lines.slice(from, to).map((line) => line.text))) {
      from += 1
      continue
    }
    while (to < end && isEvenlyStepped(lines.slice(from, to + 1).map((line) => line.text))) to += 1
    stretches.push([from, to])
    from = to
  }
  return stretches
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
  // Each tick has a digit: a line with fewer digits than ticks (most prose) skips the costly pattern.
  if (digitCount(text, MIN_TICKS_IN_LINE) < MIN_TICKS_IN_LINE) return false
  // Ticks may drop the leading zero (".01 .02 .03 .04 p", a probability's axis).
  const numbers = text.match(/(?<![\p{L}\p{N}.,])[-−]?(?:\d+(?:[.,]\d+)?|[.,]\d+)(?![\p{N}.,]*\p{L})/gu) ?? []
  return numbers.length >= MIN_TICKS_IN_LINE && hasSteppedRun(numbers)
}

/** How many ASCII digits `text` holds, counted up to `enough` (the `\d` of a `u` pattern is ASCII only). */
function digitCount(text: string, enough: number): number {
  let count = 0
  for (let at = 0; at < text.length && count < enough; at += 1) {
    const code = text.charCodeAt(at)
    if (code >= 48 && code <= 57) count += 1
  }
  return count
}
