// A chart's axis drawn as boxes: bare numbers, at least this many a constant step apart.
const MIN_TICKS = 3

/**
 * A bare zero on a slide holding a chart's axis (bare numbers a constant step apart, "0.1" … "0.5") is the
 * axis's origin, not a card's figure: paired, the axis's title reads "Return: 0" (issue 24, reader r-b2).
 * A card of its own ("Serious incidents" over "0") still pairs on a slide without an axis.
 */
export function isAxisOrigin(text: string, texts: string[]): boolean {
  if (!/^[0.,]*0$/u.test(text.trim())) return false
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
