import type { TextBox } from './text-box'

/** Stacked boxes belong together when their spans share at least this much of the narrower one. */
const MIN_SHARED_WIDTH = 0.5
/** Side by side boxes stand on one row when their spans share this much of the shorter height. */
const MIN_SHARED_HEIGHT = 0.5

/** The boxes stand in one column: their horizontal spans overlap by half the narrower one. */
export function sharesColumn(a: TextBox, b: TextBox): boolean {
  const shared = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  return shared >= Math.min(a.width, b.width) * MIN_SHARED_WIDTH
}

/** The boxes stand on one row: their vertical spans overlap by half the shorter one. */
export function sharesRow(a: TextBox, b: TextBox): boolean {
  const shared = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return shared >= Math.min(a.height, b.height) * MIN_SHARED_HEIGHT
}
