// A chart's axis drawn as boxes: bare numbers, at least this many a constant step apart.
const MIN_TICKS = 3

/**
 * A bare zero on a slide holding a chart's axis (bare numbers a constant step apart, "0.1" … "0.5") is the
 * axis's origin, not a card's figure: paired, the axis's title reads "Return: 0" (issue 24, reader r-b2).
 * A card of its own ("Serious incidents" over "0") still pairs on a slide without an axis.
 */
export function isAxisOrigin(text: string, texts: string[]): boolean {
  if (!/^[0.,]*0$/u.test(text.trim())) return isAxisTick(text, texts)
  const values = [
    ...new Set(
      texts.flatMap((other) => (/^-?\d+(?:\.\d+)?$/u.test(other.trim()) ? [Number(other.trim())] : [])),
    ),
  ].sort((a, b) => a - b)
  return values.some((value, at) => {
    const step = (values[at + 1] ?? NaN) - value
    return (
      at + MIN_TICKS <= values.length &&
      step !== 1 &&
      values.slice(at, at + MIN_TICKS).every((next, k) => Math.abs(next - value - k * step) < 1e-9)
    )
  })
}

// Any tick needs a longer run to tell an axis from a row of bare figures.
const MIN_AXIS_TICKS = 4
const BARE_NUMBER = /^[-−]?\d+(?:\.\d+)?$/u

/**
 * A bare number that is one tick of an axis drawn as boxes (at least `MIN_AXIS_TICKS` bare numbers a constant
 * step apart, that step not one): paired with the axis's title it read "Normalized amplitude: -2" (issue 24).
 */
function isAxisTick(text: string, texts: string[]): boolean {
  if (!BARE_NUMBER.test(text.trim())) return false
  const value = Number(text.trim().replace('−', '-'))
  const values = [
    ...new Set(
      texts.flatMap((other) =>
        BARE_NUMBER.test(other.trim()) ? [Number(other.trim().replace('−', '-'))] : [],
      ),
    ),
  ].sort((a, b) => a - b)
  const at = values.indexOf(value)
  if (at < 0) return false
  if (isOnLogScale(at, values)) return true
  // The longest evenly stepped run through the value, on either side of it.
  for (let start = Math.max(0, at - MIN_AXIS_TICKS + 1); start <= at; start += 1) {
    const run = values.slice(start, start + MIN_AXIS_TICKS)
    const step = (run[1] ?? NaN) - run[0]!
    if (
      run.length === MIN_AXIS_TICKS &&
      Math.abs(step) !== 1 &&
      run.every((next, k) => Math.abs(next - run[0]! - k * step) < 1e-9)
    )
      return true
  }
  return false
}

// A log axis's ticks multiply: three bare numbers a constant factor apart ("1.0", "2.0", "4.0") are its scale.
const MIN_LOG_TICKS = 3

/**
 * A bare number on a log scale drawn as boxes: paired with the figure's caption above it, a scale's "4.0" read
 * "Exactly representable points shown for precision F=2: 4.0" (issue 24, reader r-a3). Cards' bare numbers
 * rarely each double or multiply by ten their neighbour.
 */
function isOnLogScale(at: number, values: number[]): boolean {
  for (let start = Math.max(0, at - MIN_LOG_TICKS + 1); start <= at; start += 1) {
    const run = values.slice(start, start + MIN_LOG_TICKS)
    if (run.length < MIN_LOG_TICKS || run[0]! <= 0) continue
    const ratio = run[1]! / run[0]!
    if (ratio >= 2 && run.every((next, k) => Math.abs(next - run[0]! * ratio ** k) < 1e-9 * next)) return true
  }
  return false
}
