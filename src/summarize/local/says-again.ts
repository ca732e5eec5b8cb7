// A line this long at most is a name (a publication, a diagram's box), which a longer line may hold whole.
const SHORT_NAME = 6

/**
 * Whether two lines of a slide say one name twice: the same line (a diagram's label drawn twice), or a short
 * one held whole in the other ("Le Code Review Guide", then "Code Review Guide" from a diagram's box).
 */
export function saysAgain(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase().trim(), b.toLowerCase().trim()]
  const [short, long] = x.length <= y.length ? [x, y] : [y, x]
  if (short === long) return true
  return short.split(/\s+/u).length >= 2 && long.split(/\s+/u).length <= SHORT_NAME && long.includes(short)
}
